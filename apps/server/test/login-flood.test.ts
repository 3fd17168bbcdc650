import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '#src/lib/totp.ts';
import { createUser } from '#src/modules/auth/admin-user.service.ts';
import { DATABASE_KINDS, createTestApp, type TestApp } from './helpers.ts';

const STEP = 30_000;
const FLOOD = 200;
const STAFF = 10;
const PASSWORD = 'staff password that works';

describe.each(DATABASE_KINDS)('a login flood from many addresses on %s', (kind) => {
  let t: TestApp;
  const staff: Array<{ username: string; totpSecret: string; device: string }> = [];

  const login = (
    payload: { username: string; password: string; twoFactorCode: string },
    remoteAddress: string,
    cookies: Record<string, string> = {},
  ) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress, cookies });

  /** Each wrong attempt from an address of its own, as a botnet would send them. */
  const flood = (username: (n: number) => string) =>
    Array.from({ length: FLOOD }, (_, n) =>
      login(
        { username: username(n), password: 'a wrong password', twoFactorCode: '123456' },
        `10.0.${n >> 8}.${n & 255}`,
      ),
    );

  beforeAll(async () => {
    // A flood from many addresses is not held back by the per-address limit.
    t = await createTestApp(kind, { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' });
    for (let n = 0; n < STAFF; n++) {
      const username = `cook-${n}`;
      const { totpSecret } = await createUser(t.deps, { username, password: PASSWORD, name: null });
      const response = await login(
        { username, password: PASSWORD, twoFactorCode: generateTotp(totpSecret, t.clock.now) },
        '192.168.1.10',
      );
      expect(response.statusCode).toBe(200);
      const device = response.cookies.find((cookie) => cookie.name === 'device')!.value;
      staff.push({ username, totpSecret, device });
    }
    t.clock.now += STEP;
  });
  afterAll(() => t.close());

  it('lets 10 of 10 staff in from their known devices while 200 wrong logins arrive at once, and refuses what cannot be checked in time with 503 and Retry-After', async () => {
    const attacks = flood((n) => `nobody-${n}`);
    const genuine = staff.map(({ username, totpSecret, device }) =>
      login(
        { username, password: PASSWORD, twoFactorCode: generateTotp(totpSecret, t.clock.now) },
        '192.168.1.10',
        { device },
      ),
    );
    const staffAnswers = await Promise.all(genuine);
    const floodAnswers = await Promise.all(attacks);

    expect(staffAnswers.map((response) => response.statusCode)).toEqual(Array(STAFF).fill(200));
    const statuses = floodAnswers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 401 && status !== 503)).toEqual([]);
    const refused = floodAnswers.filter((response) => response.statusCode === 503);
    // The queue is short: most of a flood this size is refused rather than hashed late.
    expect(refused.length).toBeGreaterThan(FLOOD / 2);
    for (const response of refused) {
      expect(response.headers['retry-after']).toBe('2');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({ status: 503 });
    }
  });

  it('answers 200 parallel attempts on a locked account with the lock itself, none waiting for a hash', async () => {
    const lockedFor = 600_000;
    await t.db
      .insertInto('loginThrottle')
      .values({
        key: 'user:cook-0',
        failures: 20,
        lockedUntil: t.clock.now + lockedFor,
        updatedAt: t.clock.now,
      })
      .execute();
    const answers = await Promise.all(flood(() => 'cook-0'));
    expect(answers.map((response) => response.statusCode)).toEqual(Array(FLOOD).fill(429));
    // Had they queued for a hash, most would have been refused for load instead of for the lock.
    expect(new Set(answers.map((response) => response.headers['retry-after']))).toEqual(
      new Set([String(lockedFor / 1000)]),
    );
  });
});
