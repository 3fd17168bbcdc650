import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@restaurant/contract/auth.ts';
import type { Context } from '#src/context.ts';
import { ForbiddenError, UnauthorizedError } from '#src/lib/errors.ts';
import type { Actor } from '#src/modules/audit/audit.recorder.ts';
import { readSessionCookie } from '#src/modules/auth/auth.cookies.ts';
import { actorOf, authenticate, type AuthenticatedAdmin } from '#src/modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    admin: AuthenticatedAdmin | null;
    /** When the guard let the request in, for the audit log. */
    admittedAt: number;
  }
  interface FastifyInstance {
    /** Every API route with what the guard asks of it. */
    routeTable: GuardedRoute[];
  }
  interface FastifyContextConfig {
    /** Routes are protected unless they say so here. */
    public?: boolean;
    /** The role a route needs beyond being signed in; owners may do everything editors may. */
    role?: Role;
  }
}

/** A route as the guard sees it: enough to list which ones need which role. */
export type GuardedRoute = { method: string; url: string; public: boolean; role: Role | undefined };

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

/**
 * One hook guards every route of the scope it is registered in, except those marked public, and
 * refuses editors on the routes marked `role: 'owner'`. Answers the guarded route table, filled as
 * routes are added, so that tests can walk every owner-only route.
 */
export function registerAuthGuard(
  app: FastifyInstance,
  ctx: Context,
  table: GuardedRoute[] = [],
): GuardedRoute[] {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        public: route.config?.public === true,
        role: route.config?.role,
      });
    }
  });
  app.decorateRequest('admin', null);
  app.decorateRequest('admittedAt', 0);
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
    request.admittedAt = ctx.now();
    reply.header('cache-control', 'no-store');
    const needed = request.routeOptions.config.role;
    if (needed === 'owner' && admin.role !== 'owner') {
      throw new ForbiddenError('Only an owner may do this.');
    }
  });
  return table;
}

/**
 * The signed-in admin on a public route that does more for staff (a booking taken by phone), or
 * null for a guest; a cookie counts only on a request from a page of this site.
 */
export async function optionalAdmin(
  ctx: Context,
  request: FastifyRequest,
): Promise<AuthenticatedAdmin | null> {
  const bearer = bearerToken(request);
  const token = bearer ?? readSessionCookie(request);
  if (!token) return null;
  if (!bearer) {
    try {
      requireSameOrigin(request);
    } catch {
      return null;
    }
  }
  return (await authenticate(ctx, token)) ?? null;
}

export function requireAdmin(request: FastifyRequest): AuthenticatedAdmin {
  if (!request.admin) throw new UnauthorizedError();
  return request.admin;
}

/** The signed-in admin as the author of a change. */
export function requireActor(request: FastifyRequest): Actor {
  return actorOf(requireAdmin(request), request.admittedAt);
}
