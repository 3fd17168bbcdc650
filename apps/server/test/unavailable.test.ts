import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#src/app.ts';
import { createTestApp, localized, type TestApp } from './helpers.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A TCP relay to PostgreSQL that the test can cut and restore, as a network fault would. */
async function startRelay(target: URL, port = 0) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.runIf(process.env.TEST_POSTGRES_URL)('while PostgreSQL cannot be reached', () => {
  it('answers API reads and writes 503 with Retry-After, then serves again once it is back', async () => {
    const t: TestApp = await createTestApp('postgres');
    cleanups.push(() => t.close());
    const token = await t.login();
    if (t.config.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const target = new URL(t.config.database.url);
    let relay = await startRelay(target);
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    // Each request gives up on the cut connection after a tenth of a second instead of four.
    const app = await buildApp(
      { ...t.config, database: { kind: 'postgres', url: url.toString(), waitMs: 100 } },
      { now: () => t.clock.now },
    );
    cleanups.push(async () => {
      await relay.cut();
      await app.close();
    });
    const read = () => app.inject({ url: '/api/allergens' });
    const write = () =>
      app.inject({
        method: 'POST',
        url: '/api/allergens',
        headers: { authorization: `Bearer ${token}` },
        payload: { code: 'M1', name: localized('Mustár') },
      });
    expect((await read()).statusCode).toBe(200);
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);

    await relay.cut();
    // A public read already in the memory cache is still answered; one that needs the database
    // is not.
    expect((await read()).statusCode).toBe(200);
    for (const response of [
      await app.inject({ url: '/api/foods' }),
      await write(),
      await app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } }),
    ]) {
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.json().detail).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    }
    // The health check asks the database every time, however recently it answered.
    expect((await app.inject({ url: '/health' })).statusCode).toBe(503);

    relay = await startRelay(target, relay.port);
    expect((await read()).statusCode).toBe(200);
    expect((await write()).statusCode).toBe(201);
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_POSTGRES_URL)('on a PostgreSQL that only reads', () => {
  it('reports health 503 and answers writes 503, while reads still work', async () => {
    const t = await createTestApp('postgres');
    cleanups.push(() => t.close());
    const token = await t.login();
    if (t.config.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    // What a session on a hot standby (or a database set read-only) gets.
    const url = new URL(t.config.database.url);
    url.searchParams.set(
      'options',
      `${url.searchParams.get('options')} -c default_transaction_read_only=on`,
    );
    const app = await buildApp(
      { ...t.config, database: { kind: 'postgres', url: url.toString() } },
      { now: () => t.clock.now },
    );
    cleanups.push(() => app.close());

    expect((await app.inject({ url: '/health' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/api/allergens' })).statusCode).toBe(200);
    const write = await app.inject({
      method: 'POST',
      url: '/api/allergens',
      headers: { authorization: `Bearer ${token}` },
      payload: { code: 'S1', name: localized('Szezám') },
    });
    expect(write.statusCode).toBe(503);
    expect(Number(write.headers['retry-after'])).toBeGreaterThan(0);
  });
});

/** Makes a file read-only even for root, who ignores permission bits but not the immutable flag. */
function makeReadOnly(file: string): boolean {
  fs.chmodSync(file, 0o400);
  if (process.getuid?.() !== 0) return true;
  try {
    execFileSync('chattr', ['+i', file], { stdio: 'ignore' });
    cleanups.push(() => {
      execFileSync('chattr', ['-i', file], { stdio: 'ignore' });
    });
    return true;
  } catch {
    return false;
  }
}

describe('with a read-only SQLite file', () => {
  it('reports health 503 and answers writes 503, while reads still work', async (test) => {
    const t = await createTestApp('sqlite');
    const token = await t.login();
    await t.app.close();
    await t.db.destroy();
    cleanups.push(() => fs.rmSync(t.dataDir, { recursive: true, force: true }));
    if (t.config.database.kind !== 'sqlite') throw new Error('expected SQLite');
    const file = t.config.database.file;
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    if (!makeReadOnly(file)) test.skip('this file system cannot make a file read-only for root');

    const app = await buildApp(t.config, { now: () => t.clock.now });
    cleanups.push(() => app.close());

    const health = await app.inject({ url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable' });
    expect((await app.inject({ url: '/api/allergens' })).statusCode).toBe(200);
    const write = await app.inject({
      method: 'POST',
      url: '/api/allergens',
      headers: { authorization: `Bearer ${token}` },
      payload: { code: 'Z1', name: localized('Zeller') },
    });
    expect(write.statusCode).toBe(503);
    expect(Number(write.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('with a full disk under SQLite', () => {
  it('answers writes 503 with Retry-After, keeping what was stored, while reads still work', async () => {
    // The app's own connection, caught as it is opened, so that the test can let the database
    // grow no further (SQLITE_FULL, as a full disk gives).
    const opened: DatabaseSync[] = [];
    const exec = DatabaseSync.prototype.exec;
    const spy = vi.spyOn(DatabaseSync.prototype, 'exec').mockImplementation(function (
      this: DatabaseSync,
      statement: string,
    ) {
      if (statement.includes('journal_mode')) opened.push(this);
      return exec.call(this, statement);
    });
    const t = await createTestApp('sqlite');
    spy.mockRestore();
    cleanups.push(() => t.close());
    const token = await t.login();
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.as(token, { method, url, payload });
    const created = await send('POST', '/api/allergens', { code: 'Z1', name: localized('Zeller') });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();

    for (const connection of opened) {
      const { page_count: pages } = connection.prepare('PRAGMA page_count').get() as {
        page_count: number;
      };
      connection.exec(`PRAGMA max_page_count = ${pages}`);
    }
    const big = (n: number) => localized(`${'Zeller '.repeat(10)}${n}`);
    const answers = [];
    for (let n = 0; n < 40; n++) {
      answers.push(await send('POST', '/api/allergens', { code: `F${n}`, name: big(n) }));
      answers.push(await send('PUT', `/api/allergens/${id}`, { name: big(n) }));
    }
    const statuses = new Set(answers.map((answer) => answer.statusCode));
    expect(statuses.has(503), [...statuses].join()).toBe(true);
    expect(statuses.has(500)).toBe(false);
    for (const answer of answers.filter((one) => one.statusCode === 503)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    expect((await t.app.inject({ url: `/api/allergens/${id}` })).statusCode).toBe(200);
  });
});
