import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { jsWeight } from './js-weight.ts';
import { auditPage } from './lighthouse.ts';
import { BUDGETS, KB, budgetMisses, printSummary, type Results } from './report.ts';
import { ROOT, snapshot, startServer, type Running } from './server.ts';
import { compareThroughput } from './throughput.ts';

const LIGHTHOUSE_PAGES = ['/', '/menu', '/drinks'];
const PUBLIC_PAGES = [...LIGHTHOUSE_PAGES, '/impressum'];
const LIGHTHOUSE_RUNS = 3;
const THROUGHPUT_PATH = '/menu?lang=hu';
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

async function main(): Promise<void> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) / 1000);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-bench-'));
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

    console.log('Throughput:');
    const throughput = await compareThroughput(
      server.origin,
      THROUGHPUT_PATH,
      path.join(workDir, 'nginx'),
    );

    const results: Results = {
      date: new Date().toISOString(),
      machine: {
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model ?? 'unknown',
        memoryGB: Math.round(os.totalmem() / 1024 ** 3),
        ...versions(),
        nginx: throughput.nginxVersion,
      },
      budgets: BUDGETS,
      lighthouse,
      javascript,
      throughput,
      budgetMisses: budgetMisses(lighthouse, javascript),
      durationSeconds: 0,
    };
    results.durationSeconds = elapsed();
    printSummary(results);
    await writeResults(results);
    console.log(`\nWrote ${path.relative(process.cwd(), RESULTS_FILE)} (${elapsed()} s)`);
  } finally {
    await server?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

await main();
