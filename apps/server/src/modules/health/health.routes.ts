import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema } from '@restaurant/contract/health.ts';
import type { Context } from '#src/context.ts';
import * as healthRepository from '#src/modules/health/health.repository.ts';

const TIMEOUT_MS = 2_000;

/** Whether a tiny write reaches the database within the time given. */
async function isDatabaseWritable(ctx: Pick<Context, 'db' | 'now'>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), TIMEOUT_MS);
  });
  try {
    const write = healthRepository.recordCheck(ctx.db, ctx.now()).then(() => true);
    return await Promise.race([write, timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * 200 while the database answers and takes a write, 503 when it does not (within two seconds): a
 * full disk or a read-only database leaves reads working but the admin broken.
 */
export function healthRoutes(app: FastifyInstance, ctx: Pick<Context, 'db' | 'now'>): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Whether the service and its database answer and take a write',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const up = await isDatabaseWritable(ctx);
      return reply
        .status(up ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: up ? 'ok' : 'unavailable' });
    },
  );
}
