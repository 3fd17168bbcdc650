import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Db } from '#src/db/database.ts';
import { lockFor, unitOfWork } from '#src/db/unit-of-work.ts';
import { AppError, ServiceUnavailableError } from '#src/lib/errors.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '#src/plugins/errors.ts';
import { contentTag, tagOfBytes } from '#src/plugins/cached-answer.ts';

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

const readAddress = (request: FastifyRequest) =>
  request.routeOptions.config.readsAt?.(request.url) ?? request.url;

const unreadable = () => new ServiceUnavailableError(UNAVAILABLE_RETRY_AFTER_SECONDS);

const changedSince = () =>
  new AppError(412, 'Precondition Failed', 'What this change was based on has changed since.');

/** A read a change can be conditioned on: the GET route's handler and its answer's serializer. */
type Read = { handler: RouteHandlerMethod; serialize: (value: unknown) => string };

/** What a read's handler may do to its reply: set headers. The answer is what it returns. */
const quietReply = {
  header() {
    return this;
  },
} as unknown as FastifyReply;

const isGet = (method: string | string[]) =>
  Array.isArray(method) ? method.includes('GET') : method === 'GET';

/**
 * Two people editing the same thing: a change sent with `If-Match` (the tag of the read the editor
 * started from) is refused with 412 when what the address reads has changed since, so that
 * nobody's save silently undoes another's. Every PUT runs as one unit of work (one transaction on
 * one connection) that first locks its address, then compares the tag of what the address reads
 * now, then writes, then reads the new tag: of two changes sent at once with the same tag, the
 * second waits for the first and finds the tag changed. What the address reads is made inside the
 * unit by the GET route's own handler and serializer, no request going through the server, so its
 * tag is the one the GET sends. The answer carries the tag of what the address reads after the
 * change, for the next change from the same form. The reads a change can be conditioned on carry
 * their tag (public ones get it from the page cache).
 */
export function registerEditConflicts(app: FastifyInstance, db: Db): void {
  const reads = new Map<string, Read>();
  /** The tag of what the change's address reads now, inside the change's unit of work. */
  const tagNow = async (request: FastifyRequest, readUrl: string) => {
    const read = reads.get(readUrl)!;
    const asRead = Object.create(request, { method: { value: 'GET' }, query: { value: {} } });
    try {
      const value: unknown = await read.handler.call(app, asRead, quietReply);
      return `"${tagOfBytes(read.serialize(value))}"`;
    } catch (error) {
      // Unchecked is not unchanged: a read the server could not make stops the change.
      if (error instanceof AppError && error.status < 500) return undefined;
      throw unreadable();
    }
  };

  /** The routes whose reads a change can be conditioned on (`/api/foods/:id`, …). */
  const conditionedReads = new Set<string>();
  app.decorate('changeReads', new Map<string, string>());

  app.addHook('onRoute', (route) => {
    if (isGet(route.method)) {
      const schema = route.schema?.response as Record<string, unknown> | undefined;
      const serialize =
        schema?.[200] === undefined
          ? JSON.stringify
          : app.serializerCompiler!({
              schema: schema[200],
              method: 'GET',
              url: route.url,
              httpStatus: '200',
            });
      reads.set(route.url, { handler: route.handler, serialize: serialize as Read['serialize'] });
    }
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
          const now = await tagNow(request, readUrl);
          if (now !== undefined && now !== contentTag(expected)) throw changedSince();
        }
        const result: unknown = await change.call(this, request, reply);
        const after = await tagNow(request, readUrl);
        if (after !== undefined) reply.header('etag', after);
        return result;
      });
    };
    route.handler = conditional;
  });

  // Every change has a read to compare with, wherever its route was added.
  app.addHook('onReady', async () => {
    const missing = [...app.changeReads].filter(([, readUrl]) => !reads.has(readUrl));
    if (missing.length > 0) {
      throw new Error(`Changes without a read: ${missing.map(([url]) => url).join(', ')}`);
    }
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
