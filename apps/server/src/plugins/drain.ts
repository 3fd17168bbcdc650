import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts the drain before a shutdown: readiness fails and every answer closes its connection. */
    drain: () => void;
  }
}

/**
 * The drain that precedes a shutdown: the instance still answers every request, but fails its
 * readiness check, so that the proxy sends new requests elsewhere, and answers with
 * `Connection: close`, so that the proxy's kept-alive connections end after their request
 * instead of being cut when the server closes. Registered before the public cache, whose stored
 * answers skip the later hooks.
 */
export function registerDrain(app: FastifyInstance): { draining: () => boolean } {
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining) reply.raw.setHeader('connection', 'close');
    done();
  });
  return { draining: () => draining };
}
