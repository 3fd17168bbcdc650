import { configDefaults, defineConfig } from 'vitest/config';

// Measured alone, after every other file, so that the suite's own parallel load does not skew it.
const TIMING = 'apps/server/test/login-timing.test.ts';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // CI reads the totals from the JSON report.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: [
            'e2e/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, TIMING],
        },
      },
      {
        extends: true,
        test: { name: 'timing', include: [TIMING], sequence: { groupOrder: 1 } },
      },
    ],
  },
});
