import { defineConfig } from '@playwright/test';

// Each worker starts its own server (e2e/server-fixture.ts).

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  // Three: the journeys wait on timers and on the network for much of their time.
  workers: 3,
  // Under CI a journey that fails is run once more, and the run's summary names it as flaky
  // (scripts/test-times.ts); a journey that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // A save on a loaded two-core machine (PostgreSQL, two browsers, the audit in the same
  // transaction) can take longer than the default five seconds to show its result.
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/playwright.json' }]]
    : 'list',
  use: {
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
});
