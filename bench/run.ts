import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { measureAdmin } from './admin.ts';
import { adminLines, adminMisses } from './admin-report.ts';
import { jsWeight } from './js-weight.ts';
import { auditPage } from './lighthouse.ts';
import { BUDGETS, KB, budgetMisses, printSummary, type Results } from './report.ts';
import { ROOT, snapshot, startServer, withFreshServer, type Running } from './server.ts';
import { measureGrowth } from './growth.ts';
import { measureMemory, memoryLines, memoryMisses } from './memory.ts';
import { measureThroughput, nginxVersion, throughputMisses } from './throughput.ts';
import { measureStaffReads, staffLines, staffMisses } from './staff-reads.ts';
import { ensureTools } from './wrk.ts';

const LIGHTHOUSE_PAGES = ['/', '/menu', '/drinks', '/reservation'];
const PUBLIC_PAGES = [...LIGHTHOUSE_PAGES, '/impressum'];
// One filtered address beside the pages: a guest's allergy filter (avoid gluten and milk, vegetarian).
const THROUGHPUT_PAGES = [
  '/?lang=hu',
  '/menu?lang=hu',
  '/drinks?lang=hu',
  '/menu?lang=hu&avoid=1,7&diet=vegetarian',
];
// `--quick` while developing: one Lighthouse run per page and one short round of load tests.
const QUICK = process.argv.includes('--quick');
// `--memory`: the memory sweeps alone, printed and not written.
const MEMORY_ONLY = process.argv.includes('--memory');
// `--admin`: the admin's figures alone, printed and not written.
const ADMIN_ONLY = process.argv.includes('--admin');
// `--staff`: the staff reads alone (the day view, the owner's numbers), printed and not written.
const STAFF_ONLY = process.argv.includes('--staff');
const LIGHTHOUSE_RUNS = QUICK ? 1 : 3;
// A load test waits up to 10 s for quiet cores and is taken at most twice, so that a busy machine
// cannot stretch the run beyond reason; what stayed disturbed is listed.
const LOAD = QUICK
  ? { rounds: 1, seconds: 2, attempts: 1, quietWaitMs: 2_000 }
  : { rounds: 3, seconds: 2, attempts: 2, quietWaitMs: 10_000 };
const RESULTS_FILE = path.join(ROOT, 'bench/results.json');

function versions() {
  const lighthouse = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
  ) as { version: string };
  const chromium = spawnSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' });
  return {
    node: process.version,
    lighthouse: lighthouse.version,
    chromium: chromium.stdout?.match(/[\d.]+/)?.[0] ?? null,
  };
}

async function writeResults(results: Results): Promise<void> {
  const options = await prettier.resolveConfig(RESULTS_FILE);
  const text = await prettier.format(JSON.stringify(results), {
    ...options,
    filepath: RESULTS_FILE,
  });
  fs.writeFileSync(RESULTS_FILE, text);
}

/** Prints a part's budget misses (or that all are met); a miss fails the run. */
function reportMisses(misses: string[]): void {
  console.log(misses.length ? `\nBudget misses:\n  ${misses.join('\n  ')}` : '\nAll budgets met.');
  if (misses.length > 0) process.exitCode = 1;
}

/** The memory sweeps alone, on a fresh copy of the build. */
async function memoryOnly(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-bench-'));
  ensureTools();
  try {
    console.log('Memory:');
    const memory = await measureMemory(snapshot(path.join(workDir, 'app')), workDir);
    console.log(memoryLines(memory).join('\n'));
    reportMisses(memoryMisses(memory));
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** The admin's figures alone (script per screen, Lighthouse, the dashboard), on a fresh server. */
function adminOnly(): Promise<void> {
  const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-bench-lighthouse-'));
  return withFreshServer({}, async (server, workDir) => {
    const dataDir = path.join(workDir, 'data');
    const admin = await measureAdmin(server.origin, dataDir, LIGHTHOUSE_RUNS, reportsDir);
    console.log(adminLines(admin).join('\n'));
    console.log(`  JSON reports in ${reportsDir}`);
    reportMisses(adminMisses(admin));
  });
}

/** The staff reads alone, on a fresh copy of the build. */
async function staffOnly(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-bench-'));
  ensureTools();
  try {
    console.log('Staff reads:');
    const staff = await measureStaffReads(
      snapshot(path.join(workDir, 'app')),
      workDir,
      LOAD,
      (others) => console.log(`    taken again: others took ${Math.round(others * 100)} %`),
    );
    console.log(staffLines(staff).join('\n'));
    reportMisses(staffMisses(staff));
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) / 1000);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-bench-'));
  ensureTools();
  const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-bench-lighthouse-'));
  let server: Running | undefined;
  try {
    server = await startServer(
      snapshot(path.join(workDir, 'app')),
      path.join(workDir, 'data'),
      path.join(workDir, 'server.log'),
    );
    console.log(`Server on ${server.origin}, fresh data folder (${elapsed()} s)`);

    console.log(`Lighthouse, mobile, ${LIGHTHOUSE_RUNS} runs per page:`);
    const lighthouse: Results['lighthouse'] = {};
    for (const page of LIGHTHOUSE_PAGES) {
      lighthouse[page] = await auditPage(server.origin, page, LIGHTHOUSE_RUNS, reportsDir);
    }
    console.log(`  JSON reports in ${reportsDir}`);

    console.log('JavaScript:');
    const javascript: Results['javascript'] = {};
    for (const page of PUBLIC_PAGES) {
      const weight = await jsWeight(`${server.origin}${page}`, lighthouse[page]?.scripts);
      javascript[page] = { gzipKB: Number((weight.gzipBytes / KB).toFixed(1)), ...weight };
      console.log(`  ${page}: ${weight.scripts.length} script(s), ${javascript[page].gzipKB} KB`);
    }

    console.log(`The admin (script per screen, Lighthouse ${LIGHTHOUSE_RUNS} runs per page):`);
    const admin = await measureAdmin(
      server.origin,
      path.join(workDir, 'data'),
      LIGHTHOUSE_RUNS,
      reportsDir,
    );

    console.log('Throughput:');
    const throughput = await measureThroughput(
      server.origin,
      THROUGHPUT_PAGES,
      path.join(workDir, 'load'),
      LOAD,
    );
    await server.stop();
    server = undefined;

    console.log('Memory (10,000 filter addresses, 1,000 availability days):');
    const memory = await measureMemory(path.join(workDir, 'app'), workDir);

    console.log('Growth (uncached answers, demo data and three years of history):');
    const growth = await measureGrowth();

    console.log('Staff reads (a year of bookings):');
    const staff = await measureStaffReads(path.join(workDir, 'app'), workDir, LOAD, (others) =>
      console.log(`    taken again: others took ${Math.round(others * 100)} %`),
    );

    const results: Results = {
      date: new Date().toISOString(),
      machine: {
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model ?? 'unknown',
        memoryGB: Math.round(os.totalmem() / 1024 ** 3),
        ...versions(),
        nginx: nginxVersion(),
        loadAverage: os.loadavg()[0]!.toFixed(2),
      },
      budgets: BUDGETS,
      lighthouse,
      javascript,
      admin,
      throughput,
      growth,
      memory,
      staff,
      budgetMisses: [
        ...budgetMisses(lighthouse, javascript, throughput, growth),
        ...adminMisses(admin),
        ...memoryMisses(memory),
        ...staffMisses(staff),
      ],
      disturbed: throughputMisses(throughput).disturbed,
      durationSeconds: 0,
    };
    results.durationSeconds = elapsed();
    printSummary(results, adminLines(admin));
    if (QUICK) {
      console.log(
        `\nA quick run: ${path.relative(process.cwd(), RESULTS_FILE)} is left as it was.`,
      );
    } else {
      await writeResults(results);
      console.log(`\nWrote ${path.relative(process.cwd(), RESULTS_FILE)} (${elapsed()} s)`);
    }
    if (results.budgetMisses.length > 0) process.exitCode = 1;
  } finally {
    await server?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

await (MEMORY_ONLY ? memoryOnly() : ADMIN_ONLY ? adminOnly() : STAFF_ONLY ? staffOnly() : main());
