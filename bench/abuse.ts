import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { loadSecrets } from '../apps/server/src/lib/secrets.ts';
import { generateTotp } from '../apps/server/src/lib/totp.ts';
import { createUser } from '../apps/server/src/modules/auth/admin-user.service.ts';
import { snapshot, startServer } from './server.ts';
import { CONNECTIONS, ensureTools, wrkOnce } from './wrk.ts';

// Two kinds of abuse, each measured against the same page load before and while it lasts: a
// flood of wrong logins from many addresses (200 connections), during which 10 members of staff
// log in from their known devices, and 1,000 slow sockets from one address.
const PAGE = '/menu?lang=hu';
const SECONDS = 5;
const FLOOD_CONNECTIONS = 200;
const STAFF = 10;
const SLOW_SOCKETS = 1_000;
const PASSWORD = 'a staff password of some length';
const TARGETS = { floodThroughput: 0.5, slowP99: 2 };

type Staff = { username: string; totpSecret: string; device: string };

/** Creates the staff accounts in the server's database and logs each in once, for its device. */
async function staffWithDevices(origin: string, dataDir: string): Promise<Staff[]> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: path.join(dataDir, 'restaurant.db'),
    LOG_LEVEL: 'silent',
  });
  const db = createDatabase(config.database);
  const deps = { db, secrets: loadSecrets(config), now: Date.now };
  const staff: Staff[] = [];
  try {
    for (let n = 0; n < STAFF; n++) {
      const username = `bench-cook-${n}`;
      const { totpSecret } = await createUser(deps, { username, password: PASSWORD, name: null });
      const response = await login(origin, username, totpSecret);
      if (response.status !== 200) throw new Error(`staff login failed: ${response.status}`);
      const device = /device=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
      staff.push({ username, totpSecret, device: device! });
    }
  } finally {
    await db.destroy();
  }
  return staff;
}

function login(origin: string, username: string, totpSecret: string, device?: string) {
  return fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(device ? { cookie: `device=${device}` } : {}),
    },
    body: JSON.stringify({
      username,
      password: PASSWORD,
      twoFactorCode: generateTotp(totpSecret, Date.now()),
    }),
  });
}

/** A code is taken once per 30 s step: the logins during the flood wait for a step of their own. */
async function nextTotpStep(): Promise<void> {
  await sleep(30_000 - (Date.now() % 30_000) + 200);
}

/** wrk's Lua script for wrong logins, each for a made-up name. */
function floodScript(dir: string): string {
  const file = path.join(dir, 'flood.lua');
  fs.writeFileSync(
    file,
    [
      'wrk.method = "POST"',
      'wrk.headers["Content-Type"] = "application/json"',
      'request = function()',
      '  local body = string.format(\'{"username":"guess-%d","password":"wrong guess","twoFactorCode":"123456"}\', math.random(1, 1000000000))',
      '  return wrk.format(nil, nil, nil, body)',
      'end',
    ].join('\n'),
  );
  return file;
}

/** Sockets from another loopback address that send their headers a byte every few seconds. */
function slowSockets(port: number): { stop: () => void } {
  let stopped = false;
  const open = () => {
    if (stopped) return;
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: '127.0.0.2' });
    const trickle = setInterval(() => socket.write('X'), 5_000);
    socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n'));
    socket.on('error', () => {});
    // As the attacker in the report did: a socket the server closes is opened again.
    socket.on('close', () => {
      clearInterval(trickle);
      setTimeout(open, 1_000);
    });
    sockets.push(socket);
  };
  const sockets: net.Socket[] = [];
  for (let n = 0; n < SLOW_SOCKETS; n++) open();
  return {
    stop: () => {
      stopped = true;
      for (const socket of sockets) socket.destroy();
    },
  };
}

type Figure = { requestsPerSecond: number; latencyMs: { p99: number }; errors: number };

/**
 * The page asked for by CONNECTIONS clients in turn for `seconds`, from this process. (wrk, which
 * the other figures use, got no answer at all on connections it opened while the login flood's
 * wrk ran, although the server answered curl and fetch within milliseconds meanwhile.)
 */
async function pageLoad(url: string, seconds: number): Promise<Figure> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          const response = await fetch(url, {
            headers: HEADERS,
            signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
          });
          await response.arrayBuffer();
          if (response.status === 200) latencies.push(performance.now() - started);
          else errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  return {
    requestsPerSecond: Math.round(latencies.length / seconds),
    latencyMs: { p99: Number(p99.toFixed(2)) },
    errors,
  };
}
const HEADERS = { 'accept-encoding': 'br' };
// A page slower than this counts as failed.
const TIMEOUT_SECONDS = 10;

/** A server of its own, on a fresh copy and data folder, with the page loaded once to warm it. */
async function withServer<T>(
  env: Record<string, string>,
  measure: (origin: string, port: number, dataDir: string, alone: Figure) => Promise<T>,
): Promise<T> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-abuse-'));
  const dataDir = path.join(workDir, 'data');
  const server = await startServer(
    snapshot(path.join(workDir, 'app')),
    dataDir,
    path.join(workDir, 'server.log'),
    env,
  );
  try {
    await pageLoad(`${server.origin}${PAGE}`, 2);
    const alone = await pageLoad(`${server.origin}${PAGE}`, SECONDS);
    console.log(`${PAGE} alone: ${alone.requestsPerSecond} req/s, p99 ${alone.latencyMs.p99} ms`);
    return await measure(server.origin, server.port, workDir, alone);
  } finally {
    await server.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * The flood comes from this one machine, so the limits per address are lifted: they stand for a
 * flood from more addresses than they can tell apart, so that every attempt reaches the password
 * check and every connection is let in.
 */
const loginFlood = () =>
  withServer(
    { LOGIN_RATE_LIMIT_PER_MINUTE: '100000000', MAX_CONNECTIONS_PER_CLIENT: '1000' },
    async (origin, _port, workDir, alone) => {
      const staff = await staffWithDevices(origin, path.join(workDir, 'data'));
      await nextTotpStep();
      const flood = wrkOnce(`${origin}/api/auth/login`, SECONDS + 4, {
        connections: FLOOD_CONNECTIONS,
        script: floodScript(workDir),
      });
      await sleep(1_000);
      const genuine = Promise.all(
        staff.map(async ({ username, totpSecret, device }, n) => {
          await sleep(n * 300);
          return (await login(origin, username, totpSecret, device)).status;
        }),
      );
      const during = await pageLoad(`${origin}${PAGE}`, SECONDS);
      const statuses = await genuine;
      const floodResult = await flood;
      const staffIn = statuses.filter((status) => status === 200).length;
      console.log(
        `${PAGE} during a ${FLOOD_CONNECTIONS}-connection login flood: ` +
          `${during.requestsPerSecond} req/s (${pct(during.requestsPerSecond, alone.requestsPerSecond)} of alone), ` +
          `p99 ${during.latencyMs.p99} ms, errors ${during.errors}; staff logins ${staffIn} of ${STAFF} (${statuses.join(', ')}); ` +
          `flood ${floodResult.requestsPerSecond} answers/s`,
      );
      return [
        during.requestsPerSecond < TARGETS.floodThroughput * alone.requestsPerSecond &&
          'page throughput under the login flood below 50 % of alone',
        staffIn < STAFF && `${STAFF - staffIn} staff logins failed under the flood`,
      ];
    },
  );

/** The limits as they ship. */
const slowClient = () =>
  withServer({}, async (origin, port, _workDir, alone) => {
    const slow = slowSockets(port);
    await sleep(3_000);
    const during = await pageLoad(`${origin}${PAGE}`, SECONDS);
    slow.stop();
    console.log(
      `${PAGE} beside ${SLOW_SOCKETS} slow sockets from one address: ` +
        `${during.requestsPerSecond} req/s, p99 ${during.latencyMs.p99} ms ` +
        `(${(during.latencyMs.p99 / alone.latencyMs.p99).toFixed(2)} × alone), errors ${during.errors}`,
    );
    return [
      during.latencyMs.p99 > TARGETS.slowP99 * alone.latencyMs.p99 &&
        'page p99 beside the slow sockets above 2 × alone',
      during.errors > 0 && 'page requests failed beside the slow sockets',
    ];
  });

async function main(): Promise<void> {
  ensureTools();
  console.log(`Load average before: ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`);
  const misses = [...(await loginFlood()), ...(await slowClient())].filter(Boolean);
  for (const miss of misses) console.log(`MISSED: ${miss}`);
  if (misses.length > 0) process.exitCode = 1;
}

const pct = (part: number, whole: number) => `${Math.round((part / whole) * 100)} %`;

await main();
