// Prints the totals of both runners and their slowest test files, from the JSON reports CI writes
// (test-results/vitest.json and test-results/playwright.json).
// Usage: npm run test:times [-- count], after a run with CI set (.ci/run does both).
import fs from 'node:fs';
import path from 'node:path';

const RESULTS = path.resolve(import.meta.dirname, '../test-results');
const ROOT = path.resolve(import.meta.dirname, '..');

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{ name: string; startTime: number; endTime: number }>;
};

type PlaywrightSuite = {
  file: string;
  specs: Array<{
    title: string;
    tests: Array<{ status: string; results: Array<{ duration: number }> }>;
  }>;
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  suites: PlaywrightSuite[];
  stats: { expected: number; unexpected: number; flaky: number };
};

const read = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(RESULTS, file), 'utf8')) as T;

/** The time of every journey of a file and of its describe blocks, added up. */
function journeyTime(suite: PlaywrightSuite): number {
  const own = suite.specs
    .flatMap((spec) => spec.tests)
    .flatMap((test) => test.results)
    .reduce((sum, result) => sum + result.duration, 0);
  return own + (suite.suites ?? []).reduce((sum, inner) => sum + journeyTime(inner), 0);
}

/** The journeys of a file that failed once and passed when run again, with their file. */
function flaky(suite: PlaywrightSuite, file = suite.file): string[] {
  const own = suite.specs
    .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
    .map((spec) => `e2e/${file} › ${spec.title}`);
  return [...own, ...(suite.suites ?? []).flatMap((inner) => flaky(inner, file))];
}

function slowest(files: Array<[string, number]>, count: number): string[] {
  return files
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([file, ms]) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}

const count = Number(process.argv[2] ?? 10);
const unit = read<VitestReport>('vitest.json');
const browser = read<PlaywrightReport>('playwright.json');

console.log(`\nSlowest Vitest files (from the file's start to its end, in its worker):`);
for (const line of slowest(
  unit.testResults.map((file) => [path.relative(ROOT, file.name), file.endTime - file.startTime]),
  count,
))
  console.log(line);
console.log(`\nSlowest Playwright files (their journeys' times added up):`);
for (const line of slowest(
  browser.suites.map((suite) => [`e2e/${suite.file}`, journeyTime(suite)]),
  count,
))
  console.log(line);

const unsteady = browser.suites.flatMap((suite) => flaky(suite));
if (unsteady.length > 0) {
  console.log(`\nJourneys that failed once and passed when run again (flaky):`);
  for (const line of unsteady) console.log(`  ${line}`);
}

const passed = unit.numPassedTests + browser.stats.expected + browser.stats.flaky;
const failed = unit.numFailedTests + browser.stats.unexpected;
console.log(`\n${passed} passed, ${failed} failed`);
