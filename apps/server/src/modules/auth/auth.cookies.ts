import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Over HTTPS (directly or behind a trusted proxy that says so) the cookies are Secure and carry the
 * __Host- prefix, which the browser only accepts from a secure origin for the whole host, so that
 * no subdomain or plain-HTTP page can plant or overwrite them.
 */
function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

function cookieName(request: FastifyRequest, base: string): string {
  return isSecure(request) ? `__Host-${base}` : base;
}

const options = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'strict', path: '/', secure: isSecure(request) }) as const;

const sessionCookieName = (request: FastifyRequest) => cookieName(request, 'accessToken');
const deviceCookieName = (request: FastifyRequest) => cookieName(request, 'device');

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request)];
}

export function readDeviceCookie(request: FastifyRequest): string | undefined {
  return request.cookies[deviceCookieName(request)];
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(sessionCookieName(request), token, {
    ...options(request),
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), options(request));
}

export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(deviceCookieName(request), token, { ...options(request), maxAge: maxAgeSeconds });
}
