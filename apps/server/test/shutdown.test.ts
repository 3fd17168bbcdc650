import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createShutdown, warnWithoutPublicUrl } from '#src/serve.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { ManualTimers } from './manual-timers.ts';

const DRAIN_MS = 5_000;
const DEADLINE_MS = 10_000;

type Server = {
  t: TestApp;
  port: number;
  log: string[];
  timers: ManualTimers;
  signal: (name: NodeJS.Signals) => void;
  exited: Promise<number>;
  /** Resolves once `count` slow requests are being handled. */
  slowReceived: (count: number) => Promise<void>;
  /** Lets every slow request held so far answer. */
  releaseSlow: () => void;
};

const started: Server[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) {
    server.releaseSlow();
    await server.t.close().catch(() => undefined);
  }
});

/**
 * The real server on a fresh SQLite database and a free port, with a route whose answer waits
 * until the test releases it, and a shutdown that waits on the test's clock and exits into it.
 */
async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const log: string[] = [];
  const t = await createTestApp('sqlite', env, { log });
  let release!: () => void;
  let gate = new Promise<void>((resolve) => (release = resolve));
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  let received = 0;
  t.app.get('/test/slow', async () => {
    received += 1;
    for (const w of waiting.filter((w) => received >= w.count)) w.resolve();
    await gate;
    return { done: true };
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const timers = new ManualTimers();
  let exit!: (code: number) => void;
  const exited = new Promise<number>((resolve) => (exit = resolve));
  const server: Server = {
    t,
    port: (t.app.server.address() as AddressInfo).port,
    log,
    timers,
    signal: createShutdown(t.app, { drainMs: DRAIN_MS, deadlineMs: DEADLINE_MS, timers, exit }),
    exited,
    slowReceived: (count) =>
      received >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiting.push({ count, resolve })),
    releaseSlow: () => {
      release();
      gate = new Promise<void>((resolve) => (release = resolve));
    },
  };
  started.push(server);
  return server;
}

type Client = { socket: net.Socket; received: () => string; closed: Promise<void> };

/** A raw connection that records what the server sends and when the server closes it. */
async function connect(port: number): Promise<Client> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const arrivals: Array<() => void> = [];
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
    arrivals.splice(0).forEach((resolve) => resolve());
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, received: () => received, closed };
}

/** Resolves once the client has received text matching `pattern`. */
async function receive(client: Client, pattern: RegExp): Promise<void> {
  while (!pattern.test(client.received())) {
    await new Promise<void>((resolve) => {
      client.socket.once('data', () => resolve());
      client.socket.once('close', () => resolve());
    });
    if (client.socket.destroyed && !pattern.test(client.received())) {
      throw new Error(`closed before ${pattern}: ${client.received()}`);
    }
  }
}

const get = (url: string) => `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

describe('stopping the server', () => {
  it('drains first: readiness fails and every answer closes its connection, while requests are still answered', async () => {
    const server = await startServer();
    const base = `http://127.0.0.1:${server.port}`;
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);

    server.signal('SIGTERM');
    const ready = await fetch(`${base}/health/ready`);
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'draining' }]);
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    const page = await fetch(`${base}/api/allergens`);
    expect(page.status).toBe(200);
    expect(page.headers.get('connection')).toBe('close');
    expect(await refused(server.port)).toBe('connected');

    await server.timers.advance(DRAIN_MS - 1);
    expect(await refused(server.port)).toBe('connected');
    await server.timers.advance(1);
    expect(await refused(server.port)).toBe('ECONNREFUSED');
    expect(await server.exited).toBe(0);
  });

  it('answers every request in flight, and one arriving on an open connection 503 without taking it', async () => {
    const server = await startServer();
    const idle = await connect(server.port);
    idle.socket.write(get('/health/live'));
    await receive(idle, /"status":"ok"/);
    const inFlight = await Promise.all(Array.from({ length: 20 }, () => connect(server.port)));
    for (const client of inFlight) client.socket.write(get('/test/slow'));
    await server.slowReceived(20);

    server.signal('SIGTERM');
    await server.timers.advance(DRAIN_MS);
    await idle.closed;
    expect(inFlight.map((client) => client.received())).toEqual(Array(20).fill(''));
    server.releaseSlow();
    for (const client of inFlight) await receive(client, /\{"done":true\}/);
    for (const client of inFlight) expect(client.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);

    // A proxy reusing a kept-alive connection after the server began closing, before the
    // server closed it: the write is refused before its body is read.
    const [reused] = inFlight;
    const allergen = JSON.stringify({
      code: 'Z1',
      name: { hu: 'Zeller', en: 'Celery', de: 'Sellerie' },
    });
    reused!.socket.write(
      `POST /api/allergens HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(allergen)}\r\n\r\n${allergen}`,
    );
    await receive(reused!, /HTTP\/1\.1 503 [^]*connection: close/i);
    await server.timers.advance(100);
    expect(await server.exited).toBe(0);
    expect(await server.t.db.selectFrom('allergens').select('id').execute()).toEqual([]);
    expect(server.log.some((line) => line.includes('"msg":"shut down"'))).toBe(true);
  });

  it('cuts a client trickling its request near the deadline and exits', async () => {
    const server = await startServer({
      HEADERS_TIMEOUT_SECONDS: '120',
      REQUEST_TIMEOUT_SECONDS: '120',
    });
    const slow = await connect(server.port);
    slow.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');

    server.signal('SIGINT');
    await server.timers.advance(DEADLINE_MS - 1_001);
    expect(slow.socket.destroyed).toBe(false);
    await server.timers.advance(1);
    await slow.closed;
    expect(await server.exited).toBe(0);
  });

  it('exits at once on a second signal', async () => {
    const server = await startServer();
    server.signal('SIGTERM');
    server.signal('SIGTERM');
    expect(await server.exited).toBe(1);
  });
});

describe('the server under slow and many clients', () => {
  // Node's own timers check these, once a second: the only test here that waits, for 2 s.
  it('answers 408 to a client whose headers or body do not arrive in time and keeps serving others', async () => {
    const server = await startServer({
      HEADERS_TIMEOUT_SECONDS: '1',
      REQUEST_TIMEOUT_SECONDS: '2',
    });
    const slowHeaders = await connect(server.port);
    slowHeaders.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const slowBody = await connect(server.port);
    slowBody.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    // A byte now and then on both, so that neither socket is ever silent (a silent one is closed
    // without an answer) and only the headers' or the request's time ends it.
    const trickle = setInterval(() => {
      slowHeaders.socket.write('a');
      slowBody.socket.write(' ');
    }, 300);
    await Promise.all([slowHeaders.closed, slowBody.closed]);
    clearInterval(trickle);

    expect(slowHeaders.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(slowBody.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect((await fetch(`http://127.0.0.1:${server.port}/health`)).status).toBe(200);
  });

  it('refuses connections beyond MAX_CONNECTIONS until one closes', async () => {
    const server = await startServer({ MAX_CONNECTIONS: '5' });
    const accepted: net.Socket[] = [];
    server.t.app.server.on('connection', (socket: net.Socket) => accepted.push(socket));
    const held = await Promise.all(Array.from({ length: 5 }, () => connect(server.port)));
    const extra = await connect(server.port);
    extra.socket.write(get('/health'));
    await extra.closed;
    expect(extra.received()).toBe('');

    const gone = new Promise((resolve) => accepted[0]!.once('close', resolve));
    held[0]!.socket.destroy();
    await gone;
    const after = await connect(server.port);
    after.socket.write(get('/health'));
    await receive(after, /"status":"ok"/);
    expect(after.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it('warns at start-up, naming what will be wrong, when PUBLIC_URL is not set', async () => {
    const without = await startServer();
    const withUrl = await startServer({ PUBLIC_URL: 'https://www.example-restaurant.hu' });
    const warning = (server: Server) => {
      server.log.length = 0;
      warnWithoutPublicUrl(server.t.app.log, server.t.config);
      return server.log
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .find((l) => l.level === 40 && l.msg.startsWith('PUBLIC_URL is not set'))?.msg;
    };

    expect(warning(without)).toContain('canonical and hreflang links, the sitemap');
    expect(warning(without)).toContain('http://localhost:3000');
    expect(warning(withUrl)).toBeUndefined();
  });
});
