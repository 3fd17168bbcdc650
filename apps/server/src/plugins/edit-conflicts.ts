import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendProblem } from '#src/plugins/errors.ts';
import { contentTag } from '#src/plugins/public-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Where what a change replaces is read, when not at the change's own address. */
    readsAt?: (url: string) => string;
  }
}

const readAddress = (request: FastifyRequest) =>
  request.routeOptions.config.readsAt?.(request.url) ?? request.url;

/**
 * Two people editing the same thing: a change sent with `If-Match` (the tag of the read the editor
 * started from) is refused with 412 when what the address reads has changed since, so that
 * nobody's save silently undoes another's. The answer to a change carries the tag of what the
 * address now reads, for the next change from the same form.
 */
export function registerEditConflicts(app: FastifyInstance): void {
  const tagNow = async (url: string) => {
    const read = await app.inject({ method: 'GET', url });
    const { etag } = read.headers;
    return read.statusCode === 200 && typeof etag === 'string' ? contentTag(etag) : undefined;
  };
  app.addHook('preHandler', async (request, reply) => {
    const expected = request.headers['if-match'];
    if (request.method !== 'PUT' || typeof expected !== 'string') return;
    const now = await tagNow(readAddress(request));
    if (now !== undefined && now !== contentTag(expected)) {
      return sendProblem(reply, 412, 'What this change was based on has changed since');
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'PUT' && reply.statusCode === 200 && request.headers['if-match']) {
      const now = await tagNow(readAddress(request));
      if (now !== undefined) reply.header('etag', now);
    }
    return payload;
  });
}
