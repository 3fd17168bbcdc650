import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/config.ts';
import { sendProblem } from '#src/plugins/errors.ts';

/** How long a client refused for holding too many requests open should wait. */
const RETRY_AFTER_SECONDS = 1;

/** Whether a connection's peer is a proxy of TRUST_PROXY, whose answers name the real client. */
function proxyPeer(trust: Config['trustProxy']): (address: string) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  // A hop count believes the nearest N addresses, and the peer is the nearest of all.
  if (typeof trust === 'number') return () => trust > 0;
  const trusted = proxyAddr.compile(trust);
  return (address) => trusted(address, 0);
}

/** Counts what each key holds open; `take` is false when the key already holds `limit`. */
function createCounter(limit: number) {
  const open = new Map<string, number>();
  return {
    take(key: string): boolean {
      const count = open.get(key) ?? 0;
      if (count >= limit) return false;
      open.set(key, count + 1);
      return true;
    },
    release(key: string): void {
      const count = open.get(key)! - 1;
      if (count === 0) open.delete(key);
      else open.set(key, count);
    },
  };
}

/**
 * Keeps one client from holding the server's connections: each client address may hold at most
 * `perClient` connections and as many requests in progress (MAX_CONNECTIONS_PER_CLIENT), below
 * the server's MAX_CONNECTIONS. A connection is counted by its peer address from the moment it
 * is accepted, before a byte is read, so that slow or silent sockets count; a connection from a
 * trusted proxy is not, since it carries many clients. A request is counted by the client address
 * as TRUST_PROXY defines it (the forwarded one behind a proxy) from its headers to its answer,
 * so that slow requests forwarded by a proxy count against their own client.
 */
export function registerClientLimits(
  app: FastifyInstance,
  { perClient, trustProxy }: { perClient: number; trustProxy: Config['trustProxy'] },
): void {
  const isProxy = proxyPeer(trustProxy);
  const connections = createCounter(perClient);
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isProxy(address)) return;
    if (!connections.take(address)) {
      socket.destroy();
      return;
    }
    socket.once('close', () => connections.release(address));
  });

  const requests = createCounter(perClient);
  app.addHook('onRequest', async (request, reply) => {
    const client = request.ip;
    if (!requests.take(client)) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendProblem(reply, 429, 'Too many requests from one address at once.');
    }
    reply.raw.once('close', () => requests.release(client));
  });
}
