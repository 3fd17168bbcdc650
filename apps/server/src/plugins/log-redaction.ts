import type { FastifyRequest } from 'fastify';

/**
 * Path segments that are secrets in themselves: the token of an invitation link (the API's and
 * the admin screen's) and of a link that manages a booking. Whoever reads the log must not be
 * able to follow them.
 */
const SECRET_SEGMENT = /(\/(?:invitations|meghivo|reservations?|foglalas)\/)[^/?#]+/gi;
const SECRET_QUERY = /([?&](?:token|code)=)[^&#]*/gi;

export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}

/** What a request's log lines say about it: Fastify's usual fields, with the tokens taken out. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
