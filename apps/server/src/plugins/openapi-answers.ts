import type { FastifySchema, HTTPMethods, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The error statuses a route answers for reasons of its own (an unknown id, a conflict, wrong
     * credentials). Those that follow from what the route is (protected, takes a body, rate
     * limited) are added by `problemStatuses`, so no route lists them by hand.
     */
    problems?: readonly OwnProblemStatus[];
  }
}

export type OwnProblemStatus = 401 | 404 | 409 | 429;

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

type Header = { type: 'integer' | 'string'; description: string };

export type ProblemAnswer = { description: string; headers?: Record<string, Header> };

const ANSWERS: Record<number, ProblemAnswer> = {
  400: {
    description:
      'The request is not valid: a path, query or body field (each named in `errors`), or ' +
      'a body that is not well-formed JSON.',
  },
  401: { description: 'No valid session (or, for the login, wrong credentials).' },
  403: {
    description:
      'A write authenticated by the session cookie that does not come from this site, or an ' +
      'editor calling a route for owners.',
  },
  404: { description: 'What the path names does not exist.' },
  409: { description: 'The change conflicts with what is stored; nothing was changed.' },
  412: {
    description:
      'Sent with `If-Match`: what the address reads has changed since the read the change was ' +
      'based on (someone else saved it); nothing was changed.',
  },
  413: { description: 'The body is larger than the limit (64 KiB).' },
  415: { description: 'The body is not `application/json`.' },
  429: {
    description:
      'Too many attempts (the login limits), or too many requests in progress from one client ' +
      'address; try again after `Retry-After`.',
    headers: {
      'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' },
    },
  },
  500: { description: 'Something went wrong on the server; the body carries no internals.' },
  503: {
    description:
      'The database does not answer, or cannot take a write (read-only, full), or more logins ' +
      'wait to be checked than can be checked in time; try again after `Retry-After`.',
    headers: {
      'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' },
    },
  },
};

// Fastify parses a body (and so may refuse it) for these methods only.
const BODY_METHODS: readonly HTTPMethods[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
const READ_METHODS: readonly HTTPMethods[] = ['GET', 'HEAD'];

type RouteShape = Pick<RouteOptions, 'method' | 'config'> & { schema?: FastifySchema };

/**
 * Every error status a route can answer, each sent as an RFC 9457 problem: its own, plus those
 * that follow from the route's configuration, mirroring where they are raised — the request
 * parsers and validators (400, 413, 415), the auth guard (401, and 403 for cross-site cookie
 * writes), the limits per client (429) and the error handler (500, and 503 while the database is away).
 */
export function problemStatuses(route: RouteShape): number[] {
  const methods = [route.method].flat();
  const { config, schema } = route;
  // Every call may meet the database away (503), fail on the server's side (500) or find its
  // client holding its share of the server already (429).
  const statuses = new Set<number>([...(config?.problems ?? []), 429, 500, 503]);
  const takesBody = methods.some((method) => BODY_METHODS.includes(method));
  if (takesBody || schema?.params || schema?.querystring) statuses.add(400);
  if (takesBody) [413, 415].forEach((status) => statuses.add(status));
  if (methods.includes('PUT')) statuses.add(412);
  if (!config?.public) {
    statuses.add(401);
    if (methods.some((method) => !READ_METHODS.includes(method))) statuses.add(403);
  }
  if (config?.role === 'owner') statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

export function problemAnswer(status: number): ProblemAnswer {
  const answer = ANSWERS[status];
  if (!answer) throw new Error(`No description for the problem status ${status}.`);
  return answer;
}
