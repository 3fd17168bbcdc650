import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Another port can be chosen so that two runs on one machine do not meet.
const PORT = Number(process.env.E2E_PORT ?? 3217);
/** Where the test server leaves its admin's credentials for the journeys that log in. */
export const ADMIN_FILE = path.join(os.tmpdir(), `restaurant-e2e-admin-${PORT}.json`);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A save on a loaded two-core machine (PostgreSQL, two browsers, the audit in the same
  // transaction) can take longer than the default five seconds to show its result.
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/playwright.json' }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --disable-warning=ExperimentalWarning e2e/serve.ts',
    url: `http://127.0.0.1:${PORT}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), E2E_ADMIN_FILE: ADMIN_FILE, LOGIN_RATE_LIMIT_PER_MINUTE: '100' },
  },
});
