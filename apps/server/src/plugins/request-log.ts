import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FinishedRequest } from '#src/plugins/metrics.ts';

/**
 * Path segments that are secrets in themselves: the token of an invitation link (the API's and
 * the admin screen's) and of a link that manages a booking. Whoever reads the log must not be
 * able to follow them. Routes that take a token as a parameter are redacted by its name as well,
 * so that a new route cannot leak one by a path this pattern does not know.
 */
const SECRET_SEGMENT = /(\/(?:invitations|meghivo|reservation|by-token)\/)[^/?#]+/gi;
const SECRET_QUERY = /([?&](?:token|code)=)[^&#]*/gi;
const SECRET_PARAMS = new Set(['token', 'code']);

export const REDACTED = '[redacted]';

/** A request id from the proxy (nginx's $request_id, Caddy's uuid) is kept when it is plain. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function redactUrl(url: string, params: Record<string, unknown> = {}): string {
  let redacted = url;
  for (const [name, value] of Object.entries(params)) {
    if (!SECRET_PARAMS.has(name) || typeof value !== 'string' || value === '') continue;
    redacted = redacted.split(value).join(REDACTED).split(encodeURIComponent(value)).join(REDACTED);
  }
  return redacted.replace(SECRET_SEGMENT, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}

/**
 * The request's id: the proxy's X-Request-Id when it sends a plain one, else a random UUID, so
 * that ids never repeat across instances and restarts.
 */
export function requestId(request: IncomingMessage): string {
  const forwarded = request.headers['x-request-id'];
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/**
 * What a log line says about a request: no address, header or body, since they are the guest's;
 * the URL with its tokens taken out, and the route it matched.
 */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url, (request.params ?? {}) as Record<string, unknown>),
    route: request.routeOptions?.url,
  };
}

/**
 * One line per request, when its answer has gone (or the client went away): method, route, URL,
 * status and duration under the request's id, which the answer carries as X-Request-Id for a
 * report to quote; the same goes to `observe` for the metrics. Registered before the public cache, whose stored answers skip Fastify's reply
 * and its later hooks, so that they are logged too.
 */
export function registerRequestLog(
  app: FastifyInstance,
  observe: (request: FinishedRequest) => void,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    const started = process.hrtime.bigint();
    reply.raw.once('close', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      observe({
        method: request.method,
        route: request.routeOptions?.url ?? 'unmatched',
        status: reply.raw.statusCode,
        seconds: ms / 1000,
      });
      request.log.info(
        {
          req: request,
          res: { statusCode: reply.raw.statusCode },
          responseTime: Math.round(ms * 10) / 10,
          ...(reply.raw.writableFinished ? {} : { aborted: true }),
        },
        'request',
      );
    });
    done();
  });
}
