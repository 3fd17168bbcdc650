import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#src/db/database.ts';
import { healthRoutes } from '#src/modules/health/health.routes.ts';
import { ADMIN, DATABASE_KINDS, createTestApp, localized, type TestApp } from './helpers.ts';

type OpenApi = { paths: Record<string, Record<string, unknown>> };

// The guard, the headers, the rate limit and the documents are the server's whatever the database,
// so they are checked on SQLite alone; what is stored, and the health check, on both.
describe('protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { LOGIN_RATE_LIMIT_PER_MINUTE: '20' });
  });
  afterAll(() => t.close());

  it('answers 401 to every mutating API route without a session (walking the route table)', async () => {
    const { paths } = (await t.app.inject({ url: '/api/openapi.json' })).json<OpenApi>();
    const mutating = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method, url: path.replace(/\{[^}]+\}/g, '1') })),
    );
    // Logging in, enrolling through an invitation, a guest's booking (made, moved, cancelled,
    // answered or its address corrected through the guest's link) and a guest's place on the
    // waiting list (joined, its offer taken, left) are the only writes open to strangers.
    const OPEN = [
      'post /api/auth/login',
      'post /api/invitations/1',
      'post /api/reservations',
      'put /api/reservations/by-token/1',
      'post /api/reservations/by-token/1/cancel',
      'post /api/reservations/by-token/1/reconfirm',
      'put /api/reservations/by-token/1/email',
      'post /api/waitlist',
      'post /api/waitlist/by-token/1/take',
      'post /api/waitlist/by-token/1/leave',
    ];
    const isOpen = ({ method, url }: { method: string; url: string }) =>
      OPEN.includes(`${method} ${url}`);
    expect(mutating.filter(isOpen)).toHaveLength(OPEN.length);
    const guarded = mutating.filter((route) => !isOpen(route));
    expect(guarded.length).toBeGreaterThanOrEqual(25);
    for (const { method, url } of guarded) {
      const response = await t.app.inject({
        method: method.toUpperCase() as 'POST',
        url: url.includes('dailyMenus') && method === 'post' ? `${url}?date=2026-01-01` : url,
        payload: {},
      });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
    }
  });

  it('lets the cookie authenticate reads and same-origin writes, and refuses cross-site writes', async () => {
    t.clock.now += 30_000;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: ADMIN.username, password: ADMIN.password, twoFactorCode: t.totp() },
    });
    const cookies = { accessToken: login.json().token as string };
    const write = (origin?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/allergens',
        cookies,
        headers: { host: 'restaurant.test', ...(origin ? { origin } : {}) },
        payload: { code: 'CK', name: localized('Cookie') },
      });
    expect((await t.app.inject({ url: '/api/auth/me', cookies })).statusCode).toBe(200);
    expect((await write()).statusCode).toBe(403);
    expect((await write('https://evil.test')).statusCode).toBe(403);
    expect((await write('http://restaurant.test')).statusCode).toBe(201);
  });

  it('marks authenticated answers no-store and sends strict security headers everywhere', async () => {
    const token = await t.login();
    const authenticated = await t.as(token, { url: '/api/auth/me' });
    expect(authenticated.headers['cache-control']).toBe('no-store');
    for (const response of [authenticated, await t.app.inject({ url: '/api/allergens' })]) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('refuses unused browser features with a Permissions-Policy on every answer, errors and the API reference included', async () => {
    const answers = await Promise.all(
      ['/api/allergens', '/api/allergens/99999', '/api/nothing', '/health', '/api/docs/'].map(
        (url) => t.app.inject({ url }),
      ),
    );
    answers.push(await t.app.inject({ method: 'POST', url: '/api/allergens', payload: {} }));
    for (const response of answers) {
      const policy = String(response.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
        expect(policy).toContain(`${feature}=()`);
      }
    }
  });

  it('forbids caching every 401 and the 429 of the login', async () => {
    const login = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: 'x'.repeat(12), twoFactorCode: '000000' },
      });
    const refused = [
      await t.app.inject({ url: '/api/auth/me' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/logout' }),
      await t.app.inject({ url: '/api/auth/me', headers: { authorization: 'Bearer nonsense' } }),
      await login('no-store-probe'),
    ];
    for (let i = 0; i < 5; i++) await login('no-store-probe');
    const locked = await login('no-store-probe');
    expect(locked.statusCode).toBe(429);
    expect(refused.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
    for (const response of [...refused, locked]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('limits login attempts per address with a 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 25; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `someone${i}`, password: 'x'.repeat(12), twoFactorCode: '000000' },
      });
      statuses.push(response.statusCode);
      retryAfter ??= response.headers['retry-after'];
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('serves the OpenAPI document and its reference UI', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/dailyMenus/current-week');
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    // Nothing in the reference sets a <base>, so none may be injected either.
    expect(String(ui.headers['content-security-policy']).split(/;\s*/)).toContain(
      "base-uri 'none'",
    );
  });

  it('serves the three dictionaries and refuses other languages', async () => {
    for (const lang of ['hu', 'en', 'de']) {
      const response = await t.app.inject({ url: `/locales/${lang}.json` });
      expect(response.statusCode).toBe(200);
      expect(response.json().nav).toBeTypeOf('object');
    }
    expect((await t.app.inject({ url: '/locales/fr.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/locales/..%2Fpackage.json' })).statusCode).toBe(404);
  });
});

describe.each(DATABASE_KINDS)('what is stored, and the health check, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('stores passwords as argon2id with the set cost and TOTP secrets encrypted', async () => {
    const user = await t.db
      .selectFrom('adminUsers')
      .select(['passwordHash', 'totpSecret'])
      .executeTakeFirstOrThrow();
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.totpSecret).not.toContain(t.totpSecret);
    expect(user.totpSecret).toMatch(/^v1\./);
  });

  it('reports health 200 while the database answers', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('health without a database', () => {
  it('answers 503 when the database does not answer, and is still live', async () => {
    const db = createDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' });
    const app = Fastify().setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // Nothing answers on that port: the check gives up after a tenth of a second instead of two.
    healthRoutes(app, { db, now: Date.now }, () => false, 100);
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    const ready = await app.inject({ url: '/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unavailable' }]);
    const live = await app.inject({ url: '/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    await app.close();
    await db.destroy();
  });
});
