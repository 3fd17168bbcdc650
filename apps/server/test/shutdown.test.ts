import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/slow-server.ts');

type Server = {
  child: ChildProcess;
  port: number;
  logs: { msg?: string; level?: number }[];
  exited: Promise<{ code: number | null; at: number }>;
};

const started: { server: Server; dataDir: string }[] = [];

afterEach(() => {
  for (const { server, dataDir } of started.splice(0)) {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/** The real server (serve) in a child process on a fresh SQLite database and a free port. */
async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-shutdown-'));
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', FIXTURE], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      BACKUP_AUTOMATIC: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Server['logs'] = [];
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        const entry = JSON.parse(line) as { msg?: string };
        logs.push(entry);
        const listening = /^Server listening at http:\/\/127\.0\.0\.1:(\d+)$/.exec(entry.msg ?? '');
        if (listening) resolve(Number(listening[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening`)));
  });
  const server = { child, port, logs, exited };
  started.push({ server, dataDir });
  return server;
}

type Client = { socket: net.Socket; received: () => string; closed: Promise<number> };

/** A raw connection that records what the server sends and when the server closes it. */
async function connect(port: number): Promise<Client> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, received: () => received, closed };
}

const get = (url: string) => `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(20);
  }
}

/** Sends a header line every half second, never finishing the request. */
function trickle(client: Client): NodeJS.Timeout {
  client.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  let n = 0;
  return setInterval(() => client.socket.write(`X-Slow-${n++}: x\r\n`), 500);
}

describe('the server process', () => {
  it('answers every request in flight at SIGTERM, closes idle keep-alive connections at once and exits', async () => {
    // A long deadline, so that only a clean close can explain a quick exit.
    const server = await startServer({ SHUTDOWN_TIMEOUT_SECONDS: '60' });
    const idle = await connect(server.port);
    idle.socket.write(get('/health'));
    await until(() => idle.received().includes('"status":"ok"'), 10_000);

    const inFlight = await Promise.all(Array.from({ length: 20 }, () => connect(server.port)));
    for (const client of inFlight) client.socket.write(get('/test/slow?ms=3000'));
    const received = () => server.logs.filter((l) => l.msg === 'slow request received').length;
    await until(() => received() === 20, 10_000);
    expect(inFlight.map((client) => client.received())).toEqual(Array(20).fill(''));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const idleClosedAt = await idle.closed;
    const { code, at } = await server.exited;

    expect(idleClosedAt - signalledAt).toBeLessThan(2_000);
    for (const client of inFlight) {
      expect(client.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(client.received()).toContain('{"done":true}');
    }
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);
    expect(server.logs.some((l) => l.msg === 'shut down')).toBe(true);
  }, 60_000);

  it('cuts a client trickling its request and exits within the 10 s shutdown deadline', async () => {
    // Timeouts longer than the deadline, so that only the deadline can end the trickling client.
    const server = await startServer({
      HEADERS_TIMEOUT_SECONDS: '120',
      REQUEST_TIMEOUT_SECONDS: '120',
    });
    const slow = await connect(server.port);
    const timer = trickle(slow);
    await sleep(1_000);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    clearInterval(timer);

    const elapsed = at - signalledAt;
    expect(elapsed).toBeGreaterThan(5_000);
    expect(elapsed).toBeLessThan(12_000);
    expect(await slow.closed).toBeLessThanOrEqual(at + 1_000);
    expect(code).toBe(0);
  }, 60_000);

  it('answers 408 to a client whose headers or body do not arrive in time and keeps serving others', async () => {
    const server = await startServer({
      HEADERS_TIMEOUT_SECONDS: '2',
      REQUEST_TIMEOUT_SECONDS: '4',
    });
    const slowHeaders = await connect(server.port);
    const headerTimer = trickle(slowHeaders);
    const slowBody = await connect(server.port);
    slowBody.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const bodyTimer = setInterval(() => slowBody.socket.write(' '), 500);
    const startedAt = Date.now();

    const [headersClosedAt, bodyClosedAt] = await Promise.all([
      slowHeaders.closed,
      slowBody.closed,
    ]);
    clearInterval(headerTimer);
    clearInterval(bodyTimer);

    expect(slowHeaders.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(slowBody.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(headersClosedAt - startedAt).toBeLessThan(8_000);
    expect(bodyClosedAt - startedAt).toBeGreaterThan(3_000);
    expect(bodyClosedAt - startedAt).toBeLessThan(10_000);
    expect((await fetch(`http://127.0.0.1:${server.port}/health`)).status).toBe(200);
  }, 60_000);

  it('refuses connections beyond MAX_CONNECTIONS until one closes', async () => {
    const server = await startServer({ MAX_CONNECTIONS: '5' });
    const held = await Promise.all(Array.from({ length: 5 }, () => connect(server.port)));
    const extra = await connect(server.port);
    extra.socket.write(get('/health'));
    await extra.closed;
    expect(extra.received()).toBe('');

    held[0]!.socket.destroy();
    await sleep(200);
    const after = await connect(server.port);
    after.socket.write(get('/health'));
    await until(() => after.received().includes('"status":"ok"'), 10_000);
    expect(after.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  }, 60_000);

  it('warns at start-up, naming what will be wrong, when PUBLIC_URL is not set', async () => {
    const without = await startServer();
    const withUrl = await startServer({ PUBLIC_URL: 'https://www.example-restaurant.hu' });
    const warning = (server: Server) =>
      server.logs.find((l) => l.level === 40 && l.msg?.startsWith('PUBLIC_URL is not set'))?.msg;

    expect(warning(without)).toContain('canonical and hreflang links, the sitemap');
    expect(warning(without)).toContain(`http://localhost:0`);
    expect(warning(withUrl)).toBeUndefined();
  }, 60_000);
});
