import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetTwoFactor, setPassword, unlock } from '#src/modules/auth/admin-user.service.ts';
import { ADMIN, DATABASE_KINDS, createTestApp, type TestApp } from './helpers.ts';

const STEP = 30_000;

describe.each(DATABASE_KINDS)('login and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const attempt = (
    fields: Partial<{ username: string; password: string; twoFactorCode: string }>,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        username: ADMIN.username,
        password: ADMIN.password,
        twoFactorCode: t.totp(),
        ...fields,
      },
    });
  const me = (token: string) => t.as(token, { url: '/api/auth/me' });

  it('returns a token and the user, and sets an HttpOnly strict cookie', async () => {
    t.clock.now += STEP;
    const response = await attempt({});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({ username: ADMIN.username, name: ADMIN.name, role: 'owner' });
    expect(typeof body.token).toBe('string');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`accessToken=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await me(body.token)).json()).toEqual({
      username: ADMIN.username,
      name: ADMIN.name,
      role: 'owner',
    });
  });

  it('gives one generic 401 for a wrong password, an unknown user and a wrong code', async () => {
    t.clock.now += STEP;
    const wrongCode = String((Number(t.totp()) + 1) % 1_000_000).padStart(6, '0');
    const responses = [
      await attempt({ password: 'not the password at all' }),
      await attempt({ username: 'nobody-here' }),
      await attempt({ twoFactorCode: wrongCode }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    expect(new Set(responses.map((r) => r.json().detail)).size).toBe(1);
  });

  it('refuses a code that is neither six digits nor a recovery code with a 400', async () => {
    for (const code of ['12345', '1234567', 'abcdef', ' 12345', '١٢٣٤٥٦']) {
      expect((await attempt({ twoFactorCode: code })).statusCode).toBe(400);
    }
  });

  it('accepts a code only once, even when two logins race with it', async () => {
    t.clock.now += STEP;
    const results = await Promise.all([attempt({}), attempt({})]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    expect((await attempt({})).statusCode).toBe(401);
  });

  it("accepts the previous step's code but neither an older one nor the next one", async () => {
    t.clock.now += 3 * STEP;
    expect((await attempt({ twoFactorCode: t.totp(t.clock.now + STEP) })).statusCode).toBe(401);
    expect((await attempt({ twoFactorCode: t.totp(t.clock.now - 2 * STEP) })).statusCode).toBe(401);
    expect((await attempt({ twoFactorCode: t.totp(t.clock.now - STEP) })).statusCode).toBe(200);
  });

  it('backs off after repeated failures with a 429 and Retry-After, then lets the user in', async () => {
    t.clock.now += STEP;
    for (let i = 0; i < 5; i++) {
      expect((await attempt({ password: 'wrong password here' })).statusCode).toBe(401);
    }
    const locked = await attempt({});
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    t.clock.now += 60_000;
    expect((await attempt({})).statusCode).toBe(200);
  });

  it('locks an account for a day after 100 consecutive failures until the CLI unlocks it', async () => {
    await t.db
      .insertInto('loginThrottle')
      .values({
        key: `user:${ADMIN.username}`,
        failures: 99,
        lockedUntil: 0,
        updatedAt: t.clock.now,
      })
      .onConflict((oc) => oc.column('key').doUpdateSet({ failures: 99, lockedUntil: 0 }))
      .execute();
    t.clock.now += STEP;
    expect((await attempt({ password: 'wrong password here' })).statusCode).toBe(401);
    t.clock.now += 23 * 3_600_000;
    const locked = await attempt({});
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3000);
    await unlock(t.ctx, ADMIN.username);
    expect((await attempt({})).statusCode).toBe(200);
  });

  it('keeps the per-account count for unknown usernames too, so locks reveal nothing', async () => {
    t.clock.now += STEP;
    for (let i = 0; i < 5; i++) await attempt({ username: 'ghost' });
    expect((await attempt({ username: 'ghost' })).statusCode).toBe(429);
  });

  it('ends the session on logout', async () => {
    const token = await t.login();
    const logout = await t.as(token, { method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/accessToken=;/);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends sessions after the absolute lifetime and after the idle timeout', async () => {
    const lifetime = await t.login();
    // Active every 25 minutes, so never idle: 28 checks reach 11 h 40 min, the 29th passes 12 h.
    for (let check = 0; check < 28; check++) {
      t.clock.now += 25 * 60_000;
      expect((await me(lifetime)).statusCode).toBe(200);
    }
    t.clock.now += 25 * 60_000;
    expect((await me(lifetime)).statusCode).toBe(401);

    const idle = await t.login();
    t.clock.now += 29 * 60_000;
    expect((await me(idle)).statusCode).toBe(200);
    t.clock.now += 31 * 60_000;
    expect((await me(idle)).statusCode).toBe(401);
  });

  it('refuses tampered, unsigned, foreign-signed and malformed tokens', async () => {
    const token = await t.login();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url');
    const unsigned = new UnsecuredJWT(claims).encode();
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    for (const bad of [`${header}.${forged}.${signature}`, unsigned, foreign, 'not-a-token']) {
      expect((await me(bad)).statusCode).toBe(401);
    }
    expect((await me(token)).statusCode).toBe(200);
  });

  it('revokes every session when the password changes or 2FA is reset', async () => {
    const first = await t.login();
    await setPassword(t.ctx, ADMIN.username, ADMIN.password);
    expect((await me(first)).statusCode).toBe(401);
    const second = await t.login();
    const { totpSecret } = await resetTwoFactor(t.ctx, ADMIN.username);
    expect((await me(second)).statusCode).toBe(401);
    t.totpSecret = totpSecret;
    expect((await me(await t.login())).statusCode).toBe(200);
  });
});
