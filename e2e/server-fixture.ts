import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startMailbox, type Mailbox } from '../apps/server/test/mailbox.ts';

// Another base port can be chosen so that two runs on one machine do not meet.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3217);
const START_TIMEOUT_MS = 60_000;

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`)).ok;
  } catch {
    // Not listening (yet).
    return false;
  }
}

async function waitForHealth(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The test server for ${url} exited before it answered`);
    if (await healthy(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The test server for ${url} did not answer within ${START_TIMEOUT_MS} ms`);
}

/**
 * Every journey runs against its worker's own server on its own fresh database with the demo
 * content, so that no journey meets what a journey of another worker changes. The server's
 * admins' credentials are in E2E_ADMIN_FILE of the worker's process (read by `account`); the
 * e-mails it sends arrive in the worker's `mailbox`, a real SMTP server.
 */
export const test = base.extend<object, { serverURL: string; mailbox: Mailbox }>({
  mailbox: [
    // Playwright reads the fixture's dependencies from this first parameter, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const mailbox = await startMailbox();
      await use(mailbox);
      await mailbox.close();
    },
    { scope: 'worker' },
  ],
  serverURL: [
    async ({ mailbox }, use, workerInfo) => {
      const port = BASE_PORT + workerInfo.workerIndex;
      const url = `http://127.0.0.1:${port}`;
      // A server another run left there would answer in place of this worker's own.
      if (await healthy(url)) throw new Error(`Another server already answers on ${url}`);
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
            // Every booking of a worker's journeys comes from this one address.
            RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000',
            SMTP_URL: mailbox.url,
            MAIL_FROM: 'Paprika Bisztró <asztal@paprika.test>',
          },
          stdio: ['ignore', 'inherit', 'inherit'],
        },
      );
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      const stop = async () => {
        server.kill('SIGTERM');
        await stopped;
      };
      await waitForHealth(url, () => server.exitCode !== null || server.signalCode !== null).catch(
        async (error: unknown) => {
          await stop();
          throw error;
        },
      );
      process.env.E2E_ADMIN_FILE = adminFile;
      await use(url);
      await stop();
    },
    { scope: 'worker', auto: true, timeout: START_TIMEOUT_MS + 10_000 },
  ],
  baseURL: async ({ serverURL }, use) => use(serverURL),
});

export { expect } from '@playwright/test';
