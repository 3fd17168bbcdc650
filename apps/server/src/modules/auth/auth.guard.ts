import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Context } from '#src/context.ts';
import { ForbiddenError, UnauthorizedError } from '#src/lib/errors.ts';
import { readSessionCookie } from '#src/modules/auth/auth.cookies.ts';
import { authenticate, type AuthenticatedAdmin } from '#src/modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    admin: AuthenticatedAdmin | null;
  }
  interface FastifyContextConfig {
    /** Routes are protected unless they say so here. */
    public?: boolean;
    /** Marks a write that only the restaurant's owner may make (every admin is an owner for now). */
    ownerOnly?: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** A write authenticated by cookie must come from a page of this site (CSRF defence). */
function requireSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  let host: string | undefined;
  try {
    host = origin ? new URL(origin).host : undefined;
  } catch {
    host = undefined;
  }
  if (host !== request.host) {
    throw new ForbiddenError('Cross-site requests are not allowed.');
  }
}

/** One hook guards every route of the scope it is registered in, except those marked public. */
export function registerAuthGuard(app: FastifyInstance, ctx: Context): void {
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public) return;
    const bearer = bearerToken(request);
    const token = bearer ?? readSessionCookie(request);
    if (!token) throw new UnauthorizedError();
    if (!bearer && request.method !== 'GET' && request.method !== 'HEAD') {
      requireSameOrigin(request);
    }
    const admin = await authenticate(ctx, token);
    if (!admin) throw new UnauthorizedError('The session has expired or is not valid.');
    request.admin = admin;
    reply.header('cache-control', 'no-store');
  });
}

export function requireAdmin(request: FastifyRequest): AuthenticatedAdmin {
  if (!request.admin) throw new UnauthorizedError();
  return request.admin;
}
