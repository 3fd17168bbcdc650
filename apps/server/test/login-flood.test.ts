import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '#src/lib/totp.ts';
import { createUser } from '#src/modules/auth/admin-user.service.ts';
import { DATABASE_KINDS, createTestApp, type TestApp } from './helpers.ts';

const STEP = 30_000;
const FLOOD_CONNECTIONS = 200;
const ATTEMPTS_PER_CONNECTION = 3;
const STAFF = 10;
const PASSWORD = 'staff password that works';
const WRONG = { password: 'a wrong password', twoFactorCode: '123456' };

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

describe.each(DATABASE_KINDS)('a login flood from many addresses on %s', (kind) => {
  let t: TestApp;
  let port: number;
  const staff: Array<{ username: string; totpSecret: string; device: string }> = [];

  /** One request over a real connection: the flood's kept alive, everyone else's new. */
  const request = (
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; cookie?: string; agent?: http.Agent } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const started = performance.now();
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      http
        .request(
          {
            host: '127.0.0.1',
            port,
            method,
            path,
            agent: options.agent ?? false,
            headers: {
              ...(payload ? { 'content-type': 'application/json' } : {}),
              ...(options.cookie ? { cookie: options.cookie } : {}),
            },
          },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode!,
                headers: response.headers,
                body,
                ms: performance.now() - started,
              }),
            );
          },
        )
        .once('error', reject)
        .end(payload);
    });

  const login = (body: object, cookie?: string, agent?: http.Agent) =>
    request('POST', '/api/auth/login', { body, cookie, agent });

  /**
   * FLOOD_CONNECTIONS kept-alive connections, each sending a wrong login for a made-up name as
   * soon as it has the answer to its last, ATTEMPTS_PER_CONNECTION times; with the per-address
   * limits lifted, they stand for as many addresses.
   */
  async function flood(): Promise<Answer[]> {
    const agent = new http.Agent({ keepAlive: true, maxSockets: FLOOD_CONNECTIONS });
    try {
      const answers = await Promise.all(
        Array.from({ length: FLOOD_CONNECTIONS }, async (_, connection) => {
          const own: Answer[] = [];
          for (let n = 0; n < ATTEMPTS_PER_CONNECTION; n++) {
            own.push(await login({ username: `nobody-${connection}-${n}`, ...WRONG }, '', agent));
          }
          return own;
        }),
      );
      return answers.flat();
    } finally {
      agent.destroy();
    }
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      MAX_CONNECTIONS_PER_CLIENT: '1000',
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    for (let n = 0; n < STAFF; n++) {
      const username = `cook-${n}`;
      const { totpSecret } = await createUser(t.ctx, { username, password: PASSWORD, name: null });
      const answer = await login({
        username,
        password: PASSWORD,
        twoFactorCode: generateTotp(totpSecret, t.clock.now),
      });
      expect(answer.status).toBe(200);
      const cookie = answer.headers['set-cookie']!.find((line) => line.startsWith('device='))!;
      const device = cookie.slice('device='.length, cookie.indexOf(';'));
      staff.push({ username, totpSecret, device });
    }
    t.clock.now += STEP;
  });
  afterAll(() => t.close());

  it('lets 10 of 10 staff in from their known devices during the flood, and refuses what cannot be checked with 503 and Retry-After a second after it came', async () => {
    const attacks = flood();
    await sleep(200);
    const staffAnswers = await Promise.all(
      staff.map(({ username, totpSecret, device }) =>
        login(
          { username, password: PASSWORD, twoFactorCode: generateTotp(totpSecret, t.clock.now) },
          `device=${device}`,
        ),
      ),
    );
    const answers = await attacks;

    expect(staffAnswers.map((answer) => answer.status)).toEqual(Array(STAFF).fill(200));
    expect(answers.filter(({ status }) => status !== 401 && status !== 503)).toEqual([]);
    const refused = answers.filter(({ status }) => status === 503);
    // A check or two run and 16 wait at a time: most of the flood is refused, not hashed late.
    expect(refused.length).toBeGreaterThan(answers.length / 2);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(answer.body)).toMatchObject({ status: 503 });
      // Answered at once, each refusal would bring the next attempt at once. Node's timers count
      // from the loop's last look at the clock, which can be a little before the request came.
      expect(answer.ms).toBeGreaterThanOrEqual(990);
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
    const answers = await Promise.all(
      Array.from({ length: FLOOD_CONNECTIONS }, () => login({ username: 'cook-0', ...WRONG })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(FLOOD_CONNECTIONS).fill(429));
    // Had they queued for a hash, most would have been refused for load instead of for the lock.
    expect(new Set(answers.map((answer) => answer.headers['retry-after']))).toEqual(
      new Set([String(lockedFor / 1000)]),
    );
  });
});
