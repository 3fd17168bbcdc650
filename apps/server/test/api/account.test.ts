import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '#src/lib/totp.ts';
import { ADMIN, DATABASE_KINDS, createTestApp, type TestApp } from '../helpers.ts';
import { NEW_PASSWORD, STEP } from '../staff-helpers.ts';

describe.each(DATABASE_KINDS)('self-service security on %s', (kind) => {
  let t: TestApp;
  let password = ADMIN.password;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (fields: Partial<{ password: string; twoFactorCode: string }> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: ADMIN.username, password, twoFactorCode: t.totp(), ...fields },
    });
  const freshLogin = async () => {
    t.clock.now += STEP;
    const response = await login();
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string }>().token;
  };
  /** The current password and a fresh code, as every self-service change needs. */
  const proof = () => {
    t.clock.now += STEP;
    return { currentPassword: password, twoFactorCode: t.totp() };
  };
  const post = (token: string, url: string, payload?: object) =>
    t.as(token, { method: 'POST', url, payload });
  const failures = async () =>
    (await t.db.selectFrom('loginThrottle').select('failures').executeTakeFirst())?.failures ?? 0;

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await freshLogin();
    const token = await freshLogin();
    const changed = await post(token, '/api/auth/password', {
      ...proof(),
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(204);
    password = NEW_PASSWORD;
    expect((await t.as(token, { url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await t.as(other, { url: '/api/auth/me' })).statusCode).toBe(401);
    await freshLogin();
  });

  it('answers a wrong current password or code with the login 401 and counts it', async () => {
    const token = await freshLogin();
    t.clock.now += STEP;
    const failedLogin = await login({ password: 'not the password at all' });
    const wrongPassword = await post(token, '/api/auth/password', {
      ...proof(),
      currentPassword: 'not the password at all',
      newPassword: 'another long password',
    });
    const wrongCode = await post(token, '/api/auth/recovery-codes', {
      currentPassword: password,
      twoFactorCode: '000000',
    });
    for (const response of [wrongPassword, wrongCode]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(failedLogin.json());
    }
    expect(await failures()).toBe(3);
    await freshLogin();
    expect(await failures()).toBe(0);
  });

  it('refuses a weak new password with 400 naming the rule', async () => {
    const token = await freshLogin();
    const response = await post(token, '/api/auth/password', { ...proof(), newPassword: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'newPassword', message: 'Password must be at least 12 characters' },
    ]);
  });

  it('moves the authenticator: the old key works until a code of the new one confirms it', async () => {
    const token = await freshLogin();
    const other = await freshLogin();
    const rotate = await post(token, '/api/auth/totp/rotate', proof());
    expect(rotate.statusCode, rotate.body).toBe(200);
    const { otpauthUrl, qrCode } = rotate.json<{ otpauthUrl: string; qrCode: string }>();
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await t.as(other, { url: '/api/auth/me' })).statusCode).toBe(401);
    const newSecret = new URL(otpauthUrl).searchParams.get('secret')!;
    await freshLogin();

    const wrong = await post(token, '/api/auth/totp/confirm', { twoFactorCode: t.totp() });
    expect(wrong.statusCode).toBe(400);
    t.clock.now += STEP;
    const confirm = await post(token, '/api/auth/totp/confirm', {
      twoFactorCode: generateTotp(newSecret, t.clock.now),
    });
    expect(confirm.statusCode, confirm.body).toBe(204);
    const oldSecret = t.totpSecret;
    t.totpSecret = newSecret;
    await freshLogin();
    t.clock.now += STEP;
    expect((await login({ twoFactorCode: generateTotp(oldSecret, t.clock.now) })).statusCode).toBe(
      401,
    );
    await freshLogin();
  });

  it('gives ten recovery codes, stored only as hashes, each accepted once at login', async () => {
    const token = await freshLogin();
    const response = await post(token, '/api/auth/recovery-codes', proof());
    const { codes } = response.json<{ codes: string[] }>();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.db.selectFrom('recoveryCodes').select('codeHash').execute();
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const code of codes) expect(dump).not.toContain(code.replace('-', ''));

    const code = codes[0]!;
    t.clock.now += STEP;
    expect((await login({ twoFactorCode: code.toUpperCase() })).statusCode).toBe(200);
    t.clock.now += STEP;
    expect((await login({ twoFactorCode: code })).statusCode).toBe(401);
    expect(await t.db.selectFrom('recoveryCodes').select('codeHash').execute()).toHaveLength(9);

    // New codes replace the old ones.
    const fresh = await freshLogin();
    await post(fresh, '/api/auth/recovery-codes', proof());
    t.clock.now += STEP;
    expect((await login({ twoFactorCode: codes[1]! })).statusCode).toBe(401);
  });

  it('counts wrong recovery codes toward the same lockout', async () => {
    await freshLogin();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login({ twoFactorCode: 'aaaaa-bbbbb' })).statusCode).toBe(401);
    }
    expect((await login({ twoFactorCode: 'aaaaa-bbbbb' })).statusCode).toBe(429);
    t.clock.now += 60_000;
    await freshLogin();
  });

  it('lists the own sessions and ends one, or all but the current one', async () => {
    const first = await freshLogin();
    const second = await freshLogin();
    const current = await freshLogin();
    const sessions = (await t.as(current, { url: '/api/auth/sessions' })).json<
      Array<{ id: string; current: boolean; userAgent: string | null }>
    >();
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(sessions[0]!).sort()).toEqual(
      ['createdAt', 'current', 'id', 'lastSeenAt', 'userAgent'].sort(),
    );

    const me = (token: string) => t.as(token, { url: '/api/auth/me' });
    const firstId = (await t.as(first, { url: '/api/auth/sessions' }))
      .json<Array<{ id: string; current: boolean }>>()
      .find((session) => session.current)!.id;
    const ended = await t.as(current, { method: 'DELETE', url: `/api/auth/sessions/${firstId}` });
    expect(ended.statusCode).toBe(204);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
    const again = await t.as(current, { method: 'DELETE', url: `/api/auth/sessions/${firstId}` });
    expect(again.statusCode).toBe(404);

    expect((await post(current, '/api/auth/sessions/revoke-others')).statusCode).toBe(204);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);
    const left = (await t.as(current, { url: '/api/auth/sessions' })).json<unknown[]>();
    expect(left).toHaveLength(1);
  });
});
