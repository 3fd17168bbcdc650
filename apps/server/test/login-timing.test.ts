import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/modules/auth/admin-user.service.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

const SAMPLES = 100;
const LOCKED = { username: 'locked-cook', password: 'locked cook password', name: null };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return (sorted[Math.floor(middle - 0.5)]! + sorted[Math.ceil(middle - 0.5)]!) / 2;
};

describe('login timing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await createUser(t.deps, LOCKED);
  });
  afterAll(() => t.close());

  const timed = async (username: string, expected: number) => {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'a wrong password', twoFactorCode: '123456' },
    });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(expected);
    return elapsed;
  };

  const kinds = {
    // A new name each time, as someone probing for usernames would send.
    unknown: (i: number) => timed(`nobody-${i}`, 401),
    wrongPassword: async () => {
      await t.db.deleteFrom('loginThrottle').where('key', '=', `user:${ADMIN.username}`).execute();
      return timed(ADMIN.username, 401);
    },
    locked: async () => {
      await t.db
        .insertInto('loginThrottle')
        .values({
          key: `user:${LOCKED.username}`,
          failures: 100,
          lockedUntil: t.clock.now + 86_400_000,
          updatedAt: t.clock.now,
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      return timed(LOCKED.username, 429);
    },
  };

  it('answers an unknown user, a wrong password and a locked account in the same median time', async () => {
    const names = Object.keys(kinds) as Array<keyof typeof kinds>;
    const samples = Object.fromEntries(names.map((name) => [name, [] as number[]]));
    for (let i = -5; i < SAMPLES; i++) {
      // One of each in turn, in a rotating order, so that drift in the machine's load hits all three.
      for (let k = 0; k < names.length; k++) {
        const name = names[(i + 5 + k) % names.length]!;
        const elapsed = await kinds[name](i);
        if (i >= 0) samples[name]!.push(elapsed);
      }
    }
    const medians = Object.fromEntries(names.map((name) => [name, median(samples[name]!)]));
    console.info('login medians (ms):', medians);
    const values = Object.values(medians);
    // A real argon2id verification (19 MiB, two passes) takes several milliseconds on any machine.
    expect(Math.min(...values)).toBeGreaterThan(5);
    expect(Math.max(...values) - Math.min(...values)).toBeLessThan(3);
  }, 120_000);
});
