import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
} from '@playwright/test';
import { startMailbox, type Mailbox } from '../apps/server/test/mailbox.ts';
import { moveClock, useTestClock } from './clock.ts';

// Another base port can be chosen so that two runs on one machine do not meet.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3217);
// Thirty-one accounts are hashed before the server listens: on a loaded two-core machine, with the
// other worker starting its own, that alone has taken most of a minute.
const START_TIMEOUT_MS = 120_000;

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
 * What a test expects the browser to report: a failure it provokes on purpose (a failed load, a
 * server error, a mismatch it plants), which the test names.
 */
export type ConsoleErrors = { expect: (pattern: RegExp) => void };

/**
 * The browser's own note of a refusal (a 4xx) of an API call or of the page itself (a form's
 * refusal page): the screens show those refusals in their own words, and Chromium logs each one
 * as an error whether the page handled it or not. Everything else counts: a failing server (5xx),
 * a failed load, a missing file, a script's error.
 */
function isRefusal(message: ConsoleMessage): boolean {
  const { url } = message.location();
  if (!/status of 4\d\d\b/.test(message.text()) || !URL.canParse(url)) return false;
  return new URL(url).pathname.startsWith('/api/') || url === message.page()?.url();
}

/** Notes every console error and uncaught exception of the pages a context opens. */
function watch(context: BrowserContext, problems: string[]): void {
  context.on('console', (message) => {
    if (message.type() === 'error' && !isRefusal(message)) {
      problems.push(`${message.location().url}: ${message.text()}`);
    }
  });
  context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
}

/** Watches the contexts a test makes itself too, until it ends. */
function watchNewContexts(browser: Browser, problems: string[]): () => void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...options) => {
    const context = await newContext(...options);
    watch(context, problems);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

/** A worker's test server: where it answers, and how its clock is moved on (with the worker's). */
type TestServer = { url: string; moveClock: (ms: number) => Promise<void> };

/**
 * Every journey runs against its worker's own server on its own fresh database with the demo
 * content, so that no journey meets what a journey of another worker changes. The server's
 * admins' credentials are in E2E_ADMIN_FILE of the worker's process (read by `account`); the
 * e-mails it sends arrive in the worker's `mailbox`, a real SMTP server. The worker, its server and
 * its pages share one clock, set with `E2E_DATE` (e2e/clock.ts). `moveClock` moves the worker's
 * and its server's clocks on together, as if that much time had passed: the pages a journey opens
 * after it follow, and a page already open is moved with `page.clock`.
 */
export const test = base.extend<
  { consoleErrors: ConsoleErrors },
  { server: TestServer; serverURL: string; moveClock: TestServer['moveClock']; mailbox: Mailbox }
>({
  // Every journey fails on a console error or an uncaught exception of any page it opened, but
  // those it expects.
  consoleErrors: [
    async ({ context, browser }, use) => {
      const problems: string[] = [];
      const expected: RegExp[] = [];
      watch(context, problems);
      const restore = watchNewContexts(browser, problems);
      await use({ expect: (pattern) => expected.push(pattern) });
      restore();
      const unexpected = problems.filter((problem) => !expected.some((p) => p.test(problem)));
      expect(unexpected, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
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
  server: [
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
          // The channel moves the server's clock (`moveClock`).
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
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
      await use({
        url,
        moveClock: async (ms) => {
          const moved = new Promise((resolve) => server.once('message', resolve));
          server.send({ moveClockMs: ms });
          await moved;
          moveClock(ms);
        },
      });
      await stop();
    },
    { scope: 'worker', auto: true, timeout: START_TIMEOUT_MS + 10_000 },
  ],
  serverURL: [async ({ server }, use) => use(server.url), { scope: 'worker' }],
  moveClock: [async ({ server }, use) => use(server.moveClock), { scope: 'worker' }],
  baseURL: async ({ serverURL }, use) => use(serverURL),
  context: async ({ context }, use) => {
    await useTestClock(context);
    await use(context);
  },
});

export { expect } from '@playwright/test';
