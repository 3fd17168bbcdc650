import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Db } from '#src/db/database.ts';
import { lockFor, unitOfWork } from '#src/db/unit-of-work.ts';
import { AppError } from '#src/lib/errors.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '#src/plugins/errors.ts';
import { contentTag, tagOfBytes } from '#src/plugins/public-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Where what a change replaces is read, when not at the change's own address. */
    readsAt?: (url: string) => string;
  }
  interface FastifyInstance {
    /** Each change's route and the route its check reads (`/api/foods/:id` → itself). */
    changeReads: Map<string, string>;
  }
}

/** What the read of the address needs from the change's request: the same session. */
const PASSED_ON = ['authorization', 'cookie'] as const;

const readAddress = (request: FastifyRequest) =>
  request.routeOptions.config.readsAt?.(request.url) ?? request.url;

const unreadable = () =>
  new AppError(
    503,
    'Service Unavailable',
    'The service is briefly unavailable. Try again shortly.',
    {
      headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    },
  );

const changedSince = () =>
  new AppError(412, 'Precondition Failed', 'What this change was based on has changed since.');

/**
 * Two people editing the same thing: a change sent with `If-Match` (the tag of the read the editor
 * started from) is refused with 412 when what the address reads has changed since, so that
 * nobody's save silently undoes another's. Every PUT runs as one unit of work (one transaction on
 * one connection) that first locks its address, then compares the tag of what the address reads
 * now, then writes, then reads the new tag: of two changes sent at once with the same tag, the
 * second waits for the first and finds the tag changed. The answer carries the tag of what the
 * address reads after the change, for the next change from the same form. The reads a change can
 * be conditioned on carry their tag (public ones get it from the page cache).
 */
export function registerEditConflicts(app: FastifyInstance, db: Db): void {
  const tagNow = async (request: FastifyRequest, url: string) => {
    const headers = Object.fromEntries(
      PASSED_ON.flatMap((name) => (request.headers[name] ? [[name, request.headers[name]]] : [])),
    );
    const read = await app.inject({ method: 'GET', url, headers });
    // Unchecked is not unchanged: a read the server could not make stops the change.
    if (read.statusCode >= 500) throw unreadable();
    return read.statusCode === 200 ? `"${tagOfBytes(read.rawPayload)}"` : undefined;
  };

  /** The routes whose reads a change can be conditioned on (`/api/foods/:id`, …). */
  const conditionedReads = new Set<string>();
  app.decorate('changeReads', new Map<string, string>());

  app.addHook('onRoute', (route) => {
    if (route.method !== 'PUT') return;
    const readUrl = route.config?.readsAt?.(route.url) ?? route.url;
    conditionedReads.add(readUrl);
    app.changeReads.set(route.url, readUrl);
    const change = route.handler;
    const conditional: RouteHandlerMethod = function (request, reply) {
      const address = readAddress(request);
      return unitOfWork(db, async () => {
        await lockFor(db, address);
        const expected = request.headers['if-match'];
        if (typeof expected === 'string' && expected.trim() !== '*') {
          const now = await tagNow(request, address);
          if (now !== undefined && now !== contentTag(expected)) throw changedSince();
        }
        const result: unknown = await change.call(this, request, reply);
        const after = await tagNow(request, address);
        if (after !== undefined) reply.header('etag', after);
        return result;
      });
    };
    route.handler = conditional;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const read = request.method === 'GET' && conditionedReads.has(request.routeOptions.url ?? '');
    if (
      read &&
      reply.statusCode === 200 &&
      !reply.hasHeader('etag') &&
      typeof payload === 'string'
    ) {
      reply.header('etag', `"${tagOfBytes(payload)}"`);
    }
    return payload;
  });
}
