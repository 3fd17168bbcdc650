import { DatabaseSync } from 'node:sqlite';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import Fastify, { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#src/db/database.ts';
import { healthRoutes } from '#src/modules/health/health.routes.ts';
import { UNKNOWN_ID, useApi } from './fixtures.ts';
import { multipart, picture } from './media-fixtures.ts';
import { ADMIN, DATABASE_KINDS, createTestApp, localized } from './helpers.ts';

type Answer = {
  content?: Record<string, { schema: object }>;
  headers?: Record<string, unknown>;
};
type Operation = { responses: Record<string, Answer> };
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
};

const DOCUMENT_ID = 'https://restaurant.test/openapi.json';
const pointer = (...segments: string[]) =>
  segments.map((s) => encodeURIComponent(s.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');

/** Checks answers against the document: documented status, media type, headers and body. */
function documentChecker(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajvFormats.default(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    params: template.split('{').length - 1,
  }));

  /** The documented path an address falls under; a literal segment wins over a parameter. */
  const templateOf = (url: string) => {
    const path = url.split('?')[0]!;
    const matches = templates.filter(({ pattern }) => pattern.test(path));
    return matches.sort((a, b) => a.params - b.params)[0]?.template;
  };

  return (request: { method: string; url: string }, response: LightMyRequestResponse) => {
    const method = request.method.toLowerCase();
    const what = `${request.method} ${request.url} → ${response.statusCode}`;
    const template = templateOf(request.url);
    expect(template, `${what}: path documented`).toBeDefined();
    const answer = document.paths[template!]![method]?.responses[response.statusCode];
    expect(answer, `${what}: status documented`).toBeDefined();
    // Every header the document promises, but those it marks as sent only in some cases.
    for (const [header, spec] of Object.entries(answer!.headers ?? {})) {
      if ((spec as { required?: boolean }).required === false) continue;
      expect(response.headers[header.toLowerCase()], `${what}: ${header}`).toBeDefined();
    }
    const mediaType = response.headers['content-type']?.toString().split(';')[0];
    if (!answer!.content) {
      expect(response.body, `${what}: no body`).toBe('');
      return;
    }
    expect(Object.keys(answer!.content), `${what}: media type`).toContain(mediaType);
    const status = String(response.statusCode);
    const schema = pointer('paths', template!, method, 'responses', status, 'content', mediaType!);
    const validate = ajv.getSchema(`${DOCUMENT_ID}#/${schema}/schema`)!;
    expect(validate(response.json()) ? [] : validate.errors, `${what}: body`).toEqual([]);
  };
}

describe.each(DATABASE_KINDS)('the OpenAPI document against live answers on %s', (kind) => {
  const api = useApi(kind);
  let document: Document;
  let check: ReturnType<typeof documentChecker>;
  let token: string;

  beforeAll(async () => {
    document = (await api.t.app.inject({ url: '/api/openapi.json' })).json<Document>();
    check = documentChecker(document);
    token = await api.t.login();
  });

  /** Sends the request and checks its answer has the expected status and is documented. */
  const expectDocumented = async (request: InjectOptions, status: number) => {
    const response = await api.t.app.inject(request);
    expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(status);
    check({ method: request.method ?? 'GET', url: String(request.url) }, response);
    return response;
  };
  const asAdmin = (request: InjectOptions): InjectOptions => ({
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${token}` },
  });

  it('is OpenAPI 3.1 and lists only the API and the health checks', () => {
    expect(document.openapi).toBe('3.1.0');
    const outside = Object.keys(document.paths).filter((path) => !path.startsWith('/api/'));
    expect(outside).toEqual(['/health', '/health/live', '/health/ready']);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('is the document the reference UI at /api/docs shows', async () => {
    const ui = await api.t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    expect((await api.t.app.inject({ url: '/api/docs/json' })).json()).toEqual(document);
  });

  it('documents every success answer of the API with its schema', async () => {
    const { category, allergen, food } = await api.foodInCategory();
    const { drink, variant } = await api.drinkInCategory();
    const spare = await api.food(category.id, { allergenIds: [allergen.id] });
    const menu = (
      await expectDocumented(
        asAdmin({ method: 'POST', url: '/api/dailyMenus?date=2031-01-06' }),
        201,
      )
    ).json<{ id: number }>();
    const offer = (
      await expectDocumented(
        asAdmin({
          method: 'POST',
          url: '/api/offers',
          payload: { name: localized('Lunch'), startDate: '2020-01-01', endDate: '2099-12-31' },
        }),
        201,
      )
    ).json<{ id: number }>();
    const item = { name: localized('Soup'), price: 990 };
    await expectDocumented(
      asAdmin({ method: 'POST', url: `/api/daily-menus/${menu.id}/items`, payload: item }),
      201,
    );
    await expectDocumented(
      asAdmin({ method: 'POST', url: `/api/offers/${offer.id}/items`, payload: item }),
      201,
    );

    const reads = [
      '/health',
      '/api/allergens',
      `/api/allergens/${allergen.id}`,
      '/api/categories/type/Food',
      `/api/categories/${category.id}`,
      '/api/categories/foods',
      '/api/categories/drinks',
      `/api/categories/${category.id}/foods`,
      '/api/foods',
      `/api/foods/${food.id}`,
      '/api/drinks',
      `/api/drinks/${drink.id}`,
      `/api/drinks/${drink.id}/drink-variants`,
      `/api/drink-variants/${variant.id}`,
      '/api/dailyMenus?from=2031-01-01&to=2031-01-31',
      '/api/dailyMenus/around?date=2031-01-07',
      '/api/dailyMenus/current-week',
      `/api/dailyMenus/${menu.id}`,
      `/api/daily-menus/${menu.id}/items`,
      '/api/offers',
      '/api/offers/running',
      '/api/offers/featured',
      `/api/offers/${offer.id}`,
      `/api/offers/${offer.id}/items`,
    ];
    for (const url of reads) await expectDocumented({ method: 'GET', url }, 200);
    await expectDocumented(asAdmin({ method: 'GET', url: '/api/auth/me' }), 200);
    await expectDocumented(
      asAdmin({
        method: 'PUT',
        url: `/api/allergens/${allergen.id}`,
        payload: { name: localized('Gluten') },
      }),
      200,
    );
    await expectDocumented(asAdmin({ method: 'DELETE', url: `/api/foods/${spare.id}` }), 204);
  });

  it('describes conditional requests: every public read tags its answer and answers 304, every change takes If-Match and answers 412', async () => {
    type Described = Operation & {
      parameters?: Array<{ in: string; name: string }>;
      requestBody?: unknown;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        path,
        method,
        operation: operation as Described,
      })),
    );
    const headerNames = (operation: Described) =>
      (operation.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    const puts = operations.filter(({ method }) => method === 'put');
    expect(puts.length).toBeGreaterThan(10);
    for (const { path, operation } of puts) {
      expect(headerNames(operation), path).toContain('If-Match');
      expect(Object.keys(operation.responses), path).toContain('412');
      expect(Object.keys(operation.responses['200']!.headers ?? {}), path).toContain('ETag');
    }
    const notModified = operations.filter(({ operation }) => operation.responses['304']);
    expect(notModified.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/api/allergens', '/api/allergens/{id}', '/api/categories/foods']),
    );
    for (const { path, operation } of notModified) {
      expect(headerNames(operation), path).toContain('If-None-Match');
    }

    // What the document says holds for the answers.
    const { allergen } = await api.foodInCategory();
    for (const url of [
      '/api/allergens',
      `/api/allergens/${allergen.id}`,
      '/api/categories/foods',
    ]) {
      const { etag } = (await expectDocumented({ method: 'GET', url }, 200)).headers;
      await expectDocumented(
        { method: 'GET', url, headers: { 'if-none-match': String(etag) } },
        304,
      );
    }
    const change = (ifMatch: string, name: string) =>
      asAdmin({
        method: 'PUT',
        url: `/api/allergens/${allergen.id}`,
        headers: { 'if-match': ifMatch },
        payload: { name: localized(name) },
      });
    const { etag } = (await api.t.app.inject({ url: `/api/allergens/${allergen.id}` })).headers;
    const saved = await expectDocumented(change(String(etag), 'Celery'), 200);
    expect(saved.headers.etag).toBeDefined();
    await expectDocumented(change(String(etag), 'Lupin'), 412);
  });

  it('describes the picture upload as a multipart body with its file field, and an upload so made is accepted', async () => {
    const upload = document.paths['/api/media']!.post as Operation & {
      requestBody: {
        required: boolean;
        content: Record<string, { schema: Record<string, unknown> }>;
      };
    };
    expect(upload.requestBody.required).toBe(true);
    expect(upload.requestBody.content['multipart/form-data']!.schema).toMatchObject({
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    await expectDocumented(
      asAdmin({ method: 'POST', url: '/api/media', ...multipart(await picture(64, 48)) }),
      201,
    );
  });

  it('documents logging in and out', async () => {
    api.t.clock.now += 30_000;
    const login = await expectDocumented(
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: {
          username: ADMIN.username,
          password: ADMIN.password,
          twoFactorCode: api.t.totp(),
        },
      },
      200,
    );
    const session = login.json<{ token: string }>().token;
    await expectDocumented(
      { method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${session}` } },
      204,
    );
    await expectDocumented(
      { method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${session}` } },
      401,
    );
    await expectDocumented(
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: {
          username: ADMIN.username,
          password: 'not the password',
          twoFactorCode: '000000',
        },
      },
      401,
    );
    await expectDocumented({ method: 'POST', url: '/api/auth/login', payload: {} }, 400);
  });

  it('documents every kind of refusal as a problem document', async () => {
    const { category, allergen } = await api.foodInCategory();
    const name = { name: localized('Mustard') };
    const refusals: Array<[InjectOptions, number]> = [
      [{ method: 'GET', url: '/api/allergens/abc' }, 400],
      [{ method: 'GET', url: '/api/dailyMenus?from=yesterday' }, 400],
      [asAdmin({ method: 'POST', url: '/api/allergens', payload: { name: 'Mustard' } }), 400],
      [
        asAdmin({
          method: 'POST',
          url: '/api/allergens',
          headers: { 'content-type': 'application/json' },
          payload: '{"name":',
        }),
        400,
      ],
      [{ method: 'GET', url: '/api/auth/me' }, 401],
      [{ method: 'POST', url: '/api/allergens', payload: name }, 401],
      [
        {
          method: 'POST',
          url: '/api/allergens',
          payload: name,
          headers: { cookie: `accessToken=${token}`, origin: 'https://elsewhere.test' },
        },
        403,
      ],
      [{ method: 'GET', url: `/api/allergens/${UNKNOWN_ID}` }, 404],
      [asAdmin({ method: 'DELETE', url: `/api/offers/${UNKNOWN_ID}` }), 404],
      [asAdmin({ method: 'DELETE', url: `/api/allergens/${allergen.id}` }), 409],
      [
        asAdmin({
          method: 'POST',
          url: '/api/allergens',
          payload: { code: allergen.code, name: localized('Same code') },
        }),
        409,
      ],
      [asAdmin({ method: 'DELETE', url: `/api/categories/${category.id}` }), 409],
      [asAdmin({ method: 'POST', url: '/api/dailyMenus?date=2031-02-03' }), 201],
      [asAdmin({ method: 'POST', url: '/api/dailyMenus?date=2031-02-03' }), 409],
      [
        asAdmin({
          method: 'POST',
          url: '/api/allergens',
          payload: { name: localized('x'.repeat(70 * 1024)) },
        }),
        413,
      ],
      [
        asAdmin({
          method: 'PUT',
          url: `/api/allergens/${allergen.id}`,
          headers: { 'content-type': 'text/plain' },
          payload: 'Mustard',
        }),
        415,
      ],
      [
        asAdmin({
          method: 'DELETE',
          url: `/api/allergens/${allergen.id}`,
          headers: { 'content-type': 'text/plain' },
          payload: 'please',
        }),
        415,
      ],
    ];
    for (const [request, status] of refusals) await expectDocumented(request, status);
  });

  it('refuses on every documented write a non-JSON body (415), an oversized one (413) and a cross-site cookie (403), as documented', async () => {
    const writes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({
          method: method.toUpperCase() as 'POST',
          url: path.replace(/\{[^}]+\}/g, '1'),
          operation,
        })),
    );
    expect(writes.length).toBeGreaterThanOrEqual(30);
    const oversized = JSON.stringify({ text: 'x'.repeat(70 * 1024) });
    for (const { method, url, operation } of writes) {
      const text = { 'content-type': 'text/plain' };
      await expectDocumented(asAdmin({ method, url, headers: text, payload: 'text' }), 415);
      const json = { 'content-type': 'application/json' };
      await expectDocumented(asAdmin({ method, url, headers: json, payload: oversized }), 413);
      if (!operation.responses['403']) continue;
      const crossSite = { cookie: `accessToken=${token}`, origin: 'https://elsewhere.test' };
      await expectDocumented({ method, url, headers: crossSite, payload: {} }, 403);
    }
  });

  it('documents the lock after repeated failed logins, with Retry-After', async () => {
    const attempt = {
      method: 'POST' as const,
      url: '/api/auth/login',
      payload: { username: 'nobody-at-all', password: 'wrong password', twoFactorCode: '123456' },
    };
    let response = await api.t.app.inject(attempt);
    for (let tries = 0; response.statusCode === 401 && tries < 20; tries++) {
      response = await api.t.app.inject(attempt);
    }
    expect(response.statusCode).toBe(429);
    check(attempt, response);
  });

  it('documents the answer of a server failure', async () => {
    await sql`alter table offers rename to offers_away`.execute(api.t.db);
    try {
      await expectDocumented({ method: 'GET', url: '/api/offers' }, 500);
    } finally {
      await sql`alter table offers_away rename to offers`.execute(api.t.db);
    }
  });
});

describe('the OpenAPI document against answers of a strained service', () => {
  it('documents the login rate limit with Retry-After', async () => {
    const t = await createTestApp('sqlite', { LOGIN_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const document = (await t.app.inject({ url: '/api/openapi.json' })).json<Document>();
      const attempt = { method: 'POST' as const, url: '/api/auth/login', payload: {} };
      await t.app.inject(attempt);
      const limited = await t.app.inject(attempt);
      expect(limited.statusCode).toBe(429);
      documentChecker(document)(attempt, limited);

      const db = createDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' });
      const health = Fastify().setValidatorCompiler(validatorCompiler);
      health.setSerializerCompiler(serializerCompiler);
      // Nothing answers on that port: the check gives up after a tenth of a second instead of two.
      healthRoutes(health, { db, now: Date.now }, () => false, 100);
      const unavailable = await health.inject({ url: '/health' });
      expect(unavailable.statusCode).toBe(503);
      documentChecker(document)({ method: 'GET', url: '/health' }, unavailable);
      const notReady = await health.inject({ url: '/health/ready' });
      expect(notReady.statusCode).toBe(503);
      documentChecker(document)({ method: 'GET', url: '/health/ready' }, notReady);
      await health.close();
      await db.destroy();
    } finally {
      await t.close();
    }
  });
  it('documents the answer while the SQLite file is locked by another process', async () => {
    // The write gives up on the lock after a tenth of a second instead of five.
    const t = await createTestApp('sqlite', { DATABASE_WAIT_MS: '100' });
    try {
      const document = (await t.app.inject({ url: '/api/openapi.json' })).json<Document>();
      const token = await t.login();
      const { database } = t.config;
      if (database.kind !== 'sqlite') throw new Error('expected SQLite');
      const locker = new DatabaseSync(database.file);
      locker.exec('BEGIN EXCLUSIVE');
      try {
        const write = { method: 'POST' as const, url: '/api/dailyMenus?date=2032-01-05' };
        const response = await t.app.inject({
          ...write,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(500);
        documentChecker(document)(write, response);
      } finally {
        locker.exec('ROLLBACK');
        locker.close();
      }
    } finally {
      await t.close();
    }
  });
});
