import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Measured alone, after every other file, so that the suite's own parallel load does not skew it.
const TIMING = 'apps/server/test/login-timing.test.ts';
const WEB = 'apps/web/src/**/*.test.{ts,tsx}';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // One worker a core: each has a PostgreSQL database of its own (worker-database.ts).
    maxWorkers: availableParallelism(),
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
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, TIMING],
          setupFiles: ['apps/server/test/worker-database.ts'],
          // The files of a worker share its modules: each builds its own apps on its own databases,
          // and importing the server afresh for every file took about 5 s of each one's time.
          isolate: false,
        },
      },
      // The screens keep a fresh module graph and DOM per file.
      { extends: true, test: { name: 'web', include: [WEB] } },
      {
        extends: true,
        test: { name: 'timing', include: [TIMING], sequence: { groupOrder: 1 } },
      },
    ],
  },
});
