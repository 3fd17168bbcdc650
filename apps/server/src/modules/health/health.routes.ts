import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema } from '@restaurant/contract/health.ts';
import type { Context } from '#src/context.ts';
import { isDatabaseUp } from '#src/db/dialect.ts';

const TIMEOUT_MS = 2_000;

/** 200 while the database answers, 503 when it does not (within two seconds). */
export function healthRoutes(app: FastifyInstance, ctx: Pick<Context, 'db'>): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Whether the service and its database answer',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const up = await isDatabaseUp(ctx.db, TIMEOUT_MS);
      return reply
        .status(up ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: up ? 'ok' : 'unavailable' });
    },
  );
}
