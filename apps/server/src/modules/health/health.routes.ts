import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema, ReadinessSchema } from '@restaurant/contract/health.ts';
import type { Context } from '#src/context.ts';
import * as healthRepository from '#src/modules/health/health.repository.ts';

const TIMEOUT_MS = 2_000;

/**
 * Whether a tiny write reaches the database within the time given; a change from one answer to
 * the other is logged, at `error` when writes stop (a full disk, a database down or read-only).
 */
function writeCheck(ctx: Pick<Context, 'db' | 'now'>, log: FastifyBaseLogger, timeoutMs: number) {
  let lastUp = true;
  return async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
    });
    const write = healthRepository.recordCheck(ctx.db, ctx.now()).then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    const failure = await Promise.race([write, timeout]).finally(() => clearTimeout(timer));
    const up = failure === null;
    if (up !== lastUp) {
      if (up) log.info('the database takes writes again');
      else log.error({ reason: failure }, 'the database does not take writes');
      lastUp = up;
    }
    return up;
  };
}

/**
 * `/health/live`: the process answers. `/health/ready`: the database takes a write and the
 * instance is not draining, for a load balancer. `/health`: the database takes a write (200, or
 * 503 when it does not within two seconds: a full disk or a read-only database leaves reads
 * working but the admin broken).
 */
export function healthRoutes(
  app: FastifyInstance,
  ctx: Pick<Context, 'db' | 'now'>,
  draining: () => boolean,
  /** How long the write may take before the database counts as down (tests shorten it). */
  timeoutMs = TIMEOUT_MS,
): void {
  const isDatabaseWritable = writeCheck(ctx, app.log, timeoutMs);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { public: true };
  typed.get(
    '/health',
    {
      config,
      schema: {
        tags: ['health'],
        summary: 'Whether the service and its database answer and take a write',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const up = await isDatabaseWritable();
      return reply
        .status(up ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: up ? 'ok' : 'unavailable' });
    },
  );
  typed.get(
    '/health/live',
    {
      config,
      schema: {
        tags: ['health'],
        summary: 'Whether the process answers (liveness), whatever the database does',
        response: { 200: HealthSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  typed.get(
    '/health/ready',
    {
      config,
      schema: {
        tags: ['health'],
        summary:
          'Whether the instance takes requests: its database takes a write and it is not stopping',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (draining()) return reply.status(503).send({ status: 'draining' });
      const up = await isDatabaseWritable();
      return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable' });
    },
  );
}
