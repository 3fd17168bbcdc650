import type { FastifyInstance } from 'fastify';
import type { Context } from '#src/context.ts';
import { isDatabaseUp } from '#src/db/dialect.ts';

const TIMEOUT_MS = 2_000;

/** 200 while the database answers, 503 when it does not (within two seconds). */
export function healthRoutes(app: FastifyInstance, ctx: Pick<Context, 'db'>): void {
  app.get('/health', async (_request, reply) => {
    const up = await isDatabaseUp(ctx.db, TIMEOUT_MS);
    return reply
      .status(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: up ? 'ok' : 'unavailable' });
  });
}
