import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateTotp } from '#src/lib/totp.ts';
import { createUser, setPassword } from '#src/modules/auth/admin-user.service.ts';
import { ADMIN, DATABASE_KINDS, createTestApp, type TestApp } from './helpers.ts';

const STEP = 30_000;
const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)('login throttling on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('loginThrottle').execute();
    t.clock.now += STEP;
  });

  const attempt = (
    fields: Partial<{ username: string; password: string; twoFactorCode: string }>,
    cookies: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies,
      payload: {
        username: ADMIN.username,
        password: ADMIN.password,
        twoFactorCode: t.totp(),
        ...fields,
      },
    });

  /** Logs in once for real and returns the device cookie that login set. */
  async function deviceCookie(): Promise<Record<string, string>> {
    t.clock.now += STEP;
    const response = await attempt({});
    expect(response.statusCode).toBe(200);
    const device = response.cookies.find((cookie) => cookie.name === 'device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    return { device: device!.value };
  }

  /** Someone has been guessing: the account is locked as that many failures lock it. */
  const lock = (username: string, failures: number, forMs: number) =>
    t.db
      .insertInto('loginThrottle')
      .values({
        key: `user:${username}`,
        failures,
        lockedUntil: t.clock.now + forMs,
        updatedAt: t.clock.now,
      })
      .execute();

  it('evaluates at most five of 50 parallel wrong passwords for one account', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => attempt({ password: 'wrong password here' })),
    );
    const statuses = responses.map((response) => response.statusCode);
    const evaluated = statuses.filter((status) => status === 401).length;
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated).toBeLessThanOrEqual(5);
    // The rest find the lock (429), or find the checking queue full and are turned away
    // uncounted (503).
    expect(statuses.filter((status) => status !== 429 && status !== 503)).toHaveLength(evaluated);
    const row = await t.db
      .selectFrom('loginThrottle')
      .select('failures')
      .where('key', '=', `user:${ADMIN.username}`)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(5);
  });

  it('evaluates at most five of 50 parallel wrong codes, and the right code is then refused', async () => {
    const wrongCode = String((Number(t.totp()) + 500_000) % 1_000_000).padStart(6, '0');
    const statuses = (
      await Promise.all(Array.from({ length: 50 }, () => attempt({ twoFactorCode: wrongCode })))
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect((await attempt({})).statusCode).toBe(429);
  });

  it('lets a device that logged in before in while the account is locked for everyone else', async () => {
    const cookies = await deviceCookie();
    // Someone guessing for a while: the account is locked for the longest backoff.
    await lock(ADMIN.username, 30, 15 * 60_000);
    t.clock.now += STEP;
    expect((await attempt({})).statusCode).toBe(429);
    expect((await attempt({}, cookies)).statusCode).toBe(200);
    // The lock others caused stays for others.
    t.clock.now += STEP;
    expect((await attempt({})).statusCode).toBe(429);
  });

  it('lets a known device in during the day-long lock of 100 failures', async () => {
    const cookies = await deviceCookie();
    await lock(ADMIN.username, 100, 24 * HOUR);
    t.clock.now += STEP;
    expect((await attempt({})).statusCode).toBe(429);
    expect((await attempt({}, cookies)).statusCode).toBe(200);
  });

  it('still throttles guesses made with a device cookie, on their own count', async () => {
    const cookies = await deviceCookie();
    for (let i = 0; i < 5; i++) {
      expect((await attempt({ password: 'typed it wrong again' }, cookies)).statusCode).toBe(401);
    }
    expect((await attempt({}, cookies)).statusCode).toBe(429);
    // Others were not locked by the device's failures.
    t.clock.now += STEP;
    expect((await attempt({})).statusCode).toBe(200);
  });

  it('takes the lockout exemption from every device that logged in before a password change', async () => {
    const cook = { username: 'cook', password: 'saffron and thyme 123' };
    const { totpSecret } = await createUser(t.ctx, { ...cook, name: null });
    const login = (password: string, cookies: Record<string, string> = {}) => {
      t.clock.now += STEP;
      return attempt(
        { ...cook, password, twoFactorCode: generateTotp(totpSecret, t.clock.now) },
        cookies,
      );
    };
    const first = await login(cook.password);
    const cookies = { device: first.cookies.find((cookie) => cookie.name === 'device')!.value };
    await lock(cook.username, 30, 15 * 60_000);
    expect((await login(cook.password, cookies)).statusCode).toBe(200);

    const changed = 'a fresh basil leaf 456';
    await setPassword(t.ctx, cook.username, changed);
    await t.db.deleteFrom('loginThrottle').execute();
    await lock(cook.username, 30, 15 * 60_000);
    expect((await login(changed, cookies)).statusCode).toBe(429);
  });

  it("does not let a forged device cookie or another user's device past the lock", async () => {
    const own = await deviceCookie();
    await createUser(t.ctx, { username: 'waiter', password: 'silver tray evening 1', name: null });
    for (let i = 0; i < 5; i++) await attempt({ username: 'waiter', password: 'wrong guess 123' });
    expect(
      (await attempt({ username: 'waiter', password: 'silver tray evening 1' }, own)).statusCode,
    ).toBe(429);
    const [header, payload] = own.device!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url');
    for (let i = 0; i < 5; i++) await attempt({ password: 'wrong guess 123' });
    for (const device of [`${header}.${forged}.x`, 'garbage']) {
      expect((await attempt({}, { device })).statusCode).toBe(429);
    }
  });

  it('keeps the throttle table bounded while many unknown usernames are tried', async () => {
    await lock(ADMIN.username, 100, 24 * HOUR);
    // 150 names, one every 30 minutes: three days of attempts, but only one day is kept.
    for (let i = 0; i < 150; i++) {
      t.clock.now += 30 * 60_000;
      expect((await attempt({ username: `ghost-${i}` })).statusCode).toBe(401);
    }
    const keys = (await t.db.selectFrom('loginThrottle').select('key').execute()).map((r) => r.key);
    expect(keys.length).toBeLessThanOrEqual(50);
    expect(keys).toContain('user:ghost-149');
    expect(keys).not.toContain('user:ghost-0');
    // The hard-locked account keeps its count, so its next failure locks it again for a day.
    expect(keys).toContain(`user:${ADMIN.username}`);
  });
});
