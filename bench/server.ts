import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const HOST = '127.0.0.1';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Running = { origin: string; port: number; stop: () => Promise<void> };

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Spawns a process that is killed if the benchmark exits first. */
export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Ends a child process: SIGTERM, then SIGKILL if it has not exited in time. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

function tail(file: string, lines = 20): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Waits until `url` answers 200, failing early if `child` exits. */
export async function waitFor(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The process exited before ${url} answered:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`);
}

/** Starts the built server on a free port with a fresh data folder (demo content is seeded). */
export async function startServer(dataDir: string, logFile: string): Promise<Running> {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const log = fs.openSync(logFile, 'a');
  const child = track(
    spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        HOST,
        PORT: String(port),
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', log, log],
    }),
  );
  fs.closeSync(log);
  try {
    await waitFor(`${origin}/health`, child, logFile);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { origin, port, stop: () => stopProcess(child) };
}
