import type { FastifyInstance } from 'fastify';
import type { Context } from '#src/context.ts';
import { ping } from '#src/db/dialect.ts';

const TIMEOUT_MS = 2_000;

/** 200 while the database answers, 503 when it does not (within two seconds). */
export function healthRoutes(app: FastifyInstance, ctx: Context): void {
  app.get('/health', async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database timeout')), TIMEOUT_MS);
    });
    try {
      await Promise.race([ping(ctx.db), timeout]);
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    } catch (error) {
      request.log.warn({ err: error }, 'health check failed');
      return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
