import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become healthy');
}

describe('npm start on a fresh database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-smoke-'));
  const env = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  let server: ChildProcess;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn('npm', ['start'], {
      cwd: root,
      env: { ...env, PORT: String(port) },
      detached: true,
      stdio: 'ignore',
    });
    await waitForHealth(base, server);
  }, 120_000);

  afterAll(() => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the demo restaurant from a private SQLite file', async () => {
    const read = async <T>(url: string) => (await (await fetch(`${base}${url}`)).json()) as T;
    const allergens = await read<unknown[]>('/api/allergens');
    const foods = await read<unknown[]>('/api/foods');
    const drinks = await read<unknown[]>('/api/drinks');
    const week = await read<unknown[]>('/api/dailyMenus/current-week');
    const featured = await read<{ featured: boolean }>('/api/offers/featured');
    expect(allergens).toHaveLength(14);
    expect(foods.length).toBeGreaterThanOrEqual(25);
    expect(drinks.length).toBeGreaterThanOrEqual(15);
    // Tuesday to Sunday: the demo restaurant is closed on Mondays.
    expect(week).toHaveLength(6);
    expect(featured.featured).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'restaurant.db')).mode & 0o777).toBe(0o600);
  });

  it('lets an admin created with the CLI log in with a TOTP code and change the menu', async () => {
    const { stdout } = await run(
      'npm',
      [
        'run',
        'admin',
        '--',
        'create-user',
        '--username',
        'anna',
        '--password',
        'cumin-and-salt-2026',
        '--name',
        'Anna',
      ],
      { cwd: root, env },
    );
    const key = /^Key: ([A-Z2-7]+)$/m.exec(stdout)?.[1];
    expect(key).toBeDefined();
    const code = new TOTP({ secret: Secret.fromBase32(key!) }).generate();

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'anna',
        password: 'cumin-and-salt-2026',
        twoFactorCode: code,
      }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const call = (method: string, url: string, body?: unknown) =>
      fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : null,
      });

    const name = { hu: 'Diófák', en: 'Tree nuts', de: 'Schalenfrüchte' };
    const created = await call('POST', '/api/allergens', { code: 'T', name });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(await (await call('GET', `/api/allergens/${id}`)).json()).toEqual({
      id,
      code: 'T',
      name,
    });
    const renamed = { ...name, en: 'Nuts' };
    expect((await call('PUT', `/api/allergens/${id}`, { name: renamed })).status).toBe(200);
    const stored = (await (await fetch(`${base}/api/allergens/${id}`)).json()) as {
      name: typeof name;
    };
    expect(stored.name.en).toBe('Nuts');
    expect((await call('DELETE', `/api/allergens/${id}`)).status).toBe(204);
    expect((await fetch(`${base}/api/allergens/${id}`)).status).toBe(404);
  });
});
