import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';

// Another base port can be chosen so that two runs on one machine do not meet.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3217);
const START_TIMEOUT_MS = 60_000;

async function waitForHealth(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The test server for ${url} exited before it answered`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The test server for ${url} did not answer within ${START_TIMEOUT_MS} ms`);
}

/**
 * Every journey runs against its worker's own server on its own fresh database with the demo
 * content, so that no journey meets what a journey of another worker changes. The server's
 * admins' credentials are in E2E_ADMIN_FILE of the worker's process (read by `account`).
 */
export const test = base.extend<object, { serverURL: string }>({
  serverURL: [
    // Playwright reads the fixture's dependencies from this first parameter, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = BASE_PORT + workerInfo.workerIndex;
      const adminFile = path.join(os.tmpdir(), `restaurant-e2e-admin-${port}.json`);
      const server = spawn(
        process.execPath,
        ['--disable-warning=ExperimentalWarning', 'e2e/serve.ts'],
        {
          env: {
            ...process.env,
            PORT: String(port),
            E2E_ADMIN_FILE: adminFile,
            LOGIN_RATE_LIMIT_PER_MINUTE: '100',
          },
          stdio: ['ignore', 'inherit', 'inherit'],
        },
      );
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      const url = `http://127.0.0.1:${port}`;
      await waitForHealth(url, () => server.exitCode !== null || server.signalCode !== null);
      process.env.E2E_ADMIN_FILE = adminFile;
      await use(url);
      server.kill('SIGTERM');
      await stopped;
    },
    { scope: 'worker', auto: true, timeout: START_TIMEOUT_MS + 10_000 },
  ],
  baseURL: async ({ serverURL }, use) => use(serverURL),
});

export { expect } from '@playwright/test';
