import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
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
  for (const child of children) child.kill('SIGTERM');
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

const SNAPSHOT_SKIP = new Set([
  'node_modules',
  '.git',
  'data',
  'test-results',
  'playwright-report',
]);

/**
 * Copies the repository with its web build (without node_modules, which is linked) so that builds
 * started elsewhere during the benchmark cannot change the files the server serves.
 */
export function snapshot(target: string): string {
  fs.cpSync(ROOT, target, {
    recursive: true,
    filter: (source) => path.dirname(source) !== ROOT || !SNAPSHOT_SKIP.has(path.basename(source)),
  });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  const dist = path.join(target, 'apps/web/dist');
  // The public pages and the admin are built apart, each with its manifest.
  const manifestFiles = ['manifest.json', 'admin-manifest.json'].map((name) =>
    path.join(dist, 'client/.vite', name),
  );
  const missing = [path.join(dist, 'server/entry-server.js'), ...manifestFiles].filter(
    (file) => !fs.existsSync(file),
  );
  if (missing.length === 0) {
    const files = manifestFiles.flatMap((manifestFile) => {
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
        string,
        { file: string; css?: string[] }
      >;
      return Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
    });
    missing.push(
      ...files
        .map((file) => path.join(dist, 'client', file))
        .filter((file) => !fs.existsSync(file)),
    );
  }
  if (missing.length > 0) {
    throw new Error(
      `The web build is incomplete (was it being rebuilt?); run npm run bench again. Missing: ${missing.join(', ')}`,
    );
  }
  return target;
}

/**
 * Starts the built server from `appRoot` on a free port with a fresh data folder (demo content
 * is seeded).
 */
export async function startServer(
  appRoot: string,
  dataDir: string,
  logFile: string,
  env: Record<string, string> = {},
): Promise<Running & { pid: number }> {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const log = fs.openSync(logFile, 'a');
  const child = track(
    spawn(
      process.execPath,
      // As the server is started (npm start, the systemd unit, the container).
      [
        '--disable-warning=ExperimentalWarning',
        '--max-semi-space-size=8',
        'apps/server/src/main.ts',
      ],
      {
        cwd: appRoot,
        env: {
          ...process.env,
          HOST,
          PORT: String(port),
          PUBLIC_URL: origin,
          DATA_DIR: dataDir,
          DATABASE_URL: path.join(dataDir, 'restaurant.db'),
          SEED_DEMO: 'true',
          LOG_LEVEL: 'warn',
          ...env,
          // The booking write is loaded from one address with many e-mail addresses.
          RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000000000',
          RESERVATIONS_PER_EMAIL_PER_DAY: '1000000000',
        },
        stdio: ['ignore', log, log],
      },
    ),
  );
  fs.closeSync(log);
  try {
    await waitFor(`${origin}/health`, child, logFile);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `\nThe server exited during the benchmark (${signal ?? `code ${code}`}). ` +
        `Its log, kept in ${logFile}, ends:\n${tail(logFile)}`,
    );
    process.exit(1);
  });
  return {
    origin,
    port,
    pid: child.pid!,
    stop: () => {
      stopping = true;
      return stopProcess(child);
    },
  };
}

/**
 * A server of its own for `use`, on a fresh copy of the build and a fresh data folder (under
 * `workDir/data`), stopped and removed afterwards.
 */
export async function withFreshServer<T>(
  env: Record<string, string>,
  use: (server: Running, workDir: string) => Promise<T>,
): Promise<T> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-bench-'));
  const server = await startServer(
    snapshot(path.join(workDir, 'app')),
    path.join(workDir, 'data'),
    path.join(workDir, 'server.log'),
    env,
  );
  try {
    return await use(server, workDir);
  } finally {
    await server.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
