import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'e2e/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // CI reads the totals from the JSON report.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
