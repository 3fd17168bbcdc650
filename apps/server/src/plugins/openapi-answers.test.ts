import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { problemAnswer, problemStatuses } from '#src/plugins/openapi-answers.ts';

const params = z.object({ id: z.string() });
const body = z.object({ name: z.string() });

describe('the error statuses a route documents', () => {
  it('are only 429, 500 and 503 for a public read without parameters', () => {
    expect(problemStatuses({ method: 'GET', config: { public: true } })).toEqual([429, 500, 503]);
  });

  it('add 400 for a read with path or query parameters, and the statuses the route names', () => {
    const route = { method: 'GET' as const, config: { public: true, problems: [404] as const } };
    expect(problemStatuses({ ...route, schema: { params } })).toEqual([400, 404, 429, 500, 503]);
    expect(problemStatuses({ ...route, schema: { querystring: params } })).toEqual([
      400, 404, 429, 500, 503,
    ]);
  });

  it('add 401 for a protected read, and 403 too for a protected write', () => {
    expect(problemStatuses({ method: 'GET', config: {} })).toEqual([401, 429, 500, 503]);
    expect(problemStatuses({ method: 'DELETE', config: {}, schema: { params } })).toEqual([
      400, 401, 403, 413, 415, 429, 500, 503,
    ]);
  });

  it('add 400, 413 and 415 for every method whose body is parsed, with or without a body schema', () => {
    for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
      expect(problemStatuses({ method, config: { public: true } })).toEqual([
        400, 413, 415, 429, 500, 503,
      ]);
    }
    expect(problemStatuses({ method: 'POST', config: { public: true }, schema: { body } })).toEqual(
      [400, 413, 415, 429, 500, 503],
    );
  });

  it('add 412 for a replacement (PUT), which If-Match may make conditional', () => {
    expect(problemStatuses({ method: 'PUT', config: { public: true } })).toEqual([
      400, 412, 413, 415, 429, 500, 503,
    ]);
  });

  it('include 429 with Retry-After for every route, a rate-limited one like any other', () => {
    const login = {
      method: 'POST' as const,
      config: { public: true, problems: [401] as const, rateLimit: { max: 5 } },
      schema: { body },
    };
    expect(problemStatuses(login)).toEqual([400, 401, 413, 415, 429, 500, 503]);
    expect(problemAnswer(429).headers).toHaveProperty('Retry-After');
  });
});
