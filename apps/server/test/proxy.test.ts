import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

const PROXY = '10.0.0.7';

describe('TRUST_PROXY', () => {
  const parse = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('takes false, true, a hop count, or addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('true')).toBe(true);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.7, 192.168.0.0/16,fd00::/8, ::1, loopback')).toEqual([
      '10.0.0.7',
      '192.168.0.0/16',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses anything else, naming the bad entries', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1, proxy.example', '::1/129', ',']) {
      expect(() => parse(bad)).toThrow(/TRUST_PROXY: Must be false, true, a hop count/);
    }
    expect(() => parse('10.0.0.1, proxy.example')).toThrow(/not valid: proxy\.example/);
  });
});

describe('behind a reverse proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      TRUST_PROXY: PROXY,
      LOGIN_RATE_LIMIT_PER_MINUTE: '3',
    });
  });
  afterAll(() => t.close());

  let attempts = 0;
  const guess = (remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: {
        username: `guess-${attempts++}`,
        password: 'x'.repeat(12),
        twoFactorCode: '000000',
      },
    });

  it('counts a client that forges X-Forwarded-For by its own address', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await guess('203.0.113.9', `198.51.100.${i}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('counts each client behind a trusted proxy separately', async () => {
    const first = [];
    for (let i = 0; i < 4; i++) first.push((await guess(PROXY, '192.0.2.10')).statusCode);
    expect(first).toEqual([401, 401, 401, 429]);
    expect((await guess(PROXY, '192.0.2.11')).statusCode).toBe(401);
    // Only the proxy's own entry is believed: a client's forged first entry changes nothing.
    expect((await guess(PROXY, '192.0.2.99, 192.0.2.10')).statusCode).toBe(429);
  });

  const viaProxy = { remoteAddress: PROXY, headers: { 'x-forwarded-proto': 'https' } };

  it('sets Secure __Host- cookies when the trusted proxy says HTTPS, reads and clears them', async () => {
    t.clock.now += 30_000;
    const login = await t.app.inject({
      ...viaProxy,
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...viaProxy.headers, 'x-forwarded-for': '192.0.2.50' },
      payload: { username: ADMIN.username, password: ADMIN.password, twoFactorCode: t.totp() },
    });
    expect(login.statusCode).toBe(200);
    const session = login.cookies.find((cookie) => cookie.name === '__Host-accessToken');
    const device = login.cookies.find((cookie) => cookie.name === '__Host-device');
    for (const cookie of [session, device]) {
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(cookie).not.toHaveProperty('domain');
    }
    expect(login.cookies.map((cookie) => cookie.name)).not.toContain('accessToken');

    const cookies = { '__Host-accessToken': session!.value };
    expect((await t.app.inject({ ...viaProxy, url: '/api/auth/me', cookies })).statusCode).toBe(
      200,
    );
    // Over plain HTTP the prefixed cookie is not the session cookie.
    expect((await t.app.inject({ url: '/api/auth/me', cookies })).statusCode).toBe(401);

    const logout = await t.app.inject({
      ...viaProxy,
      method: 'POST',
      url: '/api/auth/logout',
      cookies,
      headers: { ...viaProxy.headers, origin: 'https://localhost:80', host: 'localhost:80' },
    });
    expect(logout.statusCode).toBe(204);
    const cleared = logout.cookies.find((cookie) => cookie.name === '__Host-accessToken');
    expect(cleared).toMatchObject({ value: '', secure: true, path: '/' });
    expect((await t.app.inject({ ...viaProxy, url: '/api/auth/me', cookies })).statusCode).toBe(
      401,
    );
  });

  it('ignores X-Forwarded-Proto from an untrusted address: plain accessToken, not Secure', async () => {
    t.clock.now += 30_000;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.77',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: ADMIN.username, password: ADMIN.password, twoFactorCode: t.totp() },
    });
    expect(login.statusCode).toBe(200);
    const session = login.cookies.find((cookie) => cookie.name === 'accessToken');
    expect(session).toBeDefined();
    expect(session).not.toHaveProperty('secure');
  });
});

describe('behind a proxy given as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { TRUST_PROXY: '1', LOGIN_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  it('counts each client named by the nearest proxy separately', async () => {
    const guess = (client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.1.1.1',
        headers: { 'x-forwarded-for': client },
        payload: { username: `guess-${client}`, password: 'x'.repeat(12), twoFactorCode: '000000' },
      });
    expect([(await guess('192.0.2.1')).statusCode, (await guess('192.0.2.1')).statusCode]).toEqual([
      401, 401,
    ]);
    expect((await guess('192.0.2.1')).statusCode).toBe(429);
    expect((await guess('192.0.2.2')).statusCode).toBe(401);
  });
});
