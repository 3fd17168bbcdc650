import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { getOk } from './http.ts';
import { jsWeight, type JsWeight } from './js-weight.ts';
import {
  CATEGORIES,
  METRICS,
  runLighthouse,
  type FailedAudit,
  type LighthouseRun,
  type Metrics,
  type Scores,
} from './lighthouse.ts';
import { isQuiet, waitForQuiet } from './machine.ts';
import { ROOT, snapshot, startServer, type Running } from './server.ts';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  NGINX,
  load,
  nginxVersion,
  startNginx,
  type LoadResult,
} from './throughput.ts';
import { formatTable } from './table.ts';

const LIGHTHOUSE_PAGES = ['/', '/menu', '/drinks'];
const PUBLIC_PAGES = [...LIGHTHOUSE_PAGES, '/impressum'];
const RUNS = 3;
const THROUGHPUT_PATH = '/menu?lang=hu';
const RESULTS_FILE = path.join(ROOT, 'bench/results.json');

const BUDGETS = {
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as Scores,
  jsGzipKB: 90,
  throughputRatio: 0.5,
};

const KB = 1024;

type PageLighthouse = {
  median: Scores;
  runs: Scores[];
  medianMetrics: Metrics;
  failedAudits: (Omit<FailedAudit, 'score' | 'displayValue' | 'explanation'> & {
    failedRuns: number;
    scores: number[];
    displayValues: string[];
    explanation?: string;
  })[];
  reports: string[];
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(0)} s`;
}

function slug(page: string): string {
  return page === '/' ? 'home' : page.slice(1).replace(/\W+/g, '-');
}

function summarizePage(runs: LighthouseRun[], reports: string[]): PageLighthouse {
  const medianScores = {} as Scores;
  for (const category of CATEGORIES) {
    medianScores[category] = median(runs.map((run) => run.scores[category]));
  }
  const medianMetrics = {} as Metrics;
  for (const key of Object.keys(METRICS) as (keyof Metrics)[]) {
    medianMetrics[key] = median(runs.map((run) => run.metrics[key]));
  }
  const audits = new Map<string, PageLighthouse['failedAudits'][number]>();
  for (const run of runs) {
    for (const failed of run.failed) {
      const key = `${failed.category}/${failed.id}`;
      const entry = audits.get(key) ?? {
        category: failed.category,
        id: failed.id,
        title: failed.title,
        weight: failed.weight,
        failedRuns: 0,
        scores: [],
        displayValues: [],
      };
      entry.failedRuns += 1;
      entry.scores.push(failed.score);
      if (failed.displayValue) entry.displayValues.push(failed.displayValue);
      if (failed.explanation) entry.explanation = failed.explanation;
      audits.set(key, entry);
    }
  }
  return {
    median: medianScores,
    runs: runs.map((run) => run.scores),
    medianMetrics,
    failedAudits: [...audits.values()],
    reports,
  };
}

async function lighthousePages(origin: string, reportsDir: string) {
  const pages: Record<string, PageLighthouse> = {};
  const scripts: Record<string, string[]> = {};
  const warnings = new Set<string>();
  const external = new Set<string>();
  const failedRequests = new Set<string>();
  const busyRuns: string[] = [];
  let benchmarkIndex = 0;
  for (const page of LIGHTHOUSE_PAGES) {
    const runs: LighthouseRun[] = [];
    const reports: string[] = [];
    for (let index = 1; index <= RUNS; index++) {
      const busy = await waitForQuiet();
      const started = performance.now();
      const report = path.join(reportsDir, `${slug(page)}-${index}.json`);
      const run = await runLighthouse(`${origin}${page}`, report, origin);
      runs.push(run);
      reports.push(report);
      run.warnings.forEach((warning) => warnings.add(warning));
      run.external.forEach((url) => external.add(url));
      run.failedRequests.forEach((request) => failedRequests.add(`${page}: ${request}`));
      if (!isQuiet(busy)) busyRuns.push(`${page} run ${index}`);
      benchmarkIndex = Math.max(benchmarkIndex, run.benchmarkIndex);
      const scores = CATEGORIES.map((category) => `${category} ${run.scores[category]}`);
      console.log(
        `  ${page} run ${index}/${RUNS}: ${scores.join(', ')} (${seconds(started)}; ` +
          `cores ${percent(busy)} busy before; benchmark index ${Math.round(run.benchmarkIndex)})`,
      );
    }
    pages[page] = summarizePage(runs, reports);
    scripts[page] = [...new Set(runs.flatMap((run) => run.scripts))];
  }
  return {
    pages,
    scripts,
    warnings: [...warnings],
    external: [...external],
    failedRequests: [...failedRequests],
    busyRuns,
    benchmarkIndex,
  };
}

async function throughput(origin: string, workDir: string) {
  const url = `${origin}${THROUGHPUT_PATH}`;
  const busyNode = await waitForQuiet();
  const node = await load(url);
  console.log(
    `  node: ${Math.round(node.requestsPerSecond)} req/s (cores ${percent(busyNode)} busy before)`,
  );
  const nginxFound = nginxVersion();
  if (!nginxFound) {
    console.log(
      `  ${NGINX} is missing: install it with \`apt-get install -y nginx\`; skipping nginx.`,
    );
    return {
      url: THROUGHPUT_PATH,
      bodyBytes: null,
      nginxVersion: null,
      node,
      nginx: null,
      ratio: null,
    };
  }
  const body = (await getOk(url)).body;
  const location = THROUGHPUT_PATH.split('?')[0]!;
  let nginxServer: Running | undefined;
  try {
    nginxServer = await startNginx(path.join(workDir, 'nginx'), location, body);
    const nginxUrl = `${nginxServer.origin}${THROUGHPUT_PATH}`;
    if (!(await getOk(nginxUrl)).body.equals(body)) {
      throw new Error('nginx does not serve the same bytes as the Node server');
    }
    const busyNginx = await waitForQuiet();
    const nginx = await load(nginxUrl);
    console.log(
      `  nginx: ${Math.round(nginx.requestsPerSecond)} req/s (cores ${percent(busyNginx)} busy before)`,
    );
    return {
      url: THROUGHPUT_PATH,
      bodyBytes: body.length,
      nginxVersion: nginxFound,
      node,
      nginx,
      ratio: node.requestsPerSecond / nginx.requestsPerSecond,
    };
  } finally {
    await nginxServer?.stop();
  }
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const ms = (value: number) => `${Math.round(value)} ms`;

function loadRow(name: string, result: LoadResult | null): string[] {
  if (!result) return [name, 'n/a', '', '', '', ''];
  return [
    name,
    Math.round(result.requestsPerSecond).toLocaleString('en-US'),
    String(result.requests),
    `${result.latencyMs.p50} ms`,
    `${result.latencyMs.p99} ms`,
    `${result.errors} / ${result.non2xx}`,
  ];
}

function budgetMisses(
  lighthouse: Record<string, PageLighthouse>,
  js: Record<string, JsWeight>,
): string[] {
  const misses: string[] = [];
  for (const [page, result] of Object.entries(lighthouse)) {
    for (const category of CATEGORIES) {
      const budget = BUDGETS.lighthouse[category];
      if (result.median[category] >= budget) continue;
      misses.push(`${page} ${category}: ${result.median[category]} < ${budget}`);
      for (const audit of result.failedAudits.filter((item) => item.category === category)) {
        const value = audit.displayValues.length ? ` [${audit.displayValues.join(' | ')}]` : '';
        const why = audit.explanation ? ` ${audit.explanation}` : '';
        const scores = audit.scores.map((score) => score.toFixed(2)).join('/');
        misses.push(
          `    ${audit.id} (weight ${audit.weight}, score ${scores} in ${audit.failedRuns}/${RUNS} runs)${value}${why}`,
        );
      }
    }
  }
  for (const [page, result] of Object.entries(js)) {
    if (result.gzipBytes > BUDGETS.jsGzipKB * KB) {
      misses.push(`${page} JavaScript: ${kb(result.gzipBytes)} KB gzip > ${BUDGETS.jsGzipKB} KB`);
    }
  }
  return misses;
}

async function main() {
  const started = performance.now();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-bench-'));
  const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-bench-lighthouse-'));
  console.log(`Benchmark on ${os.cpus().length} cores; Lighthouse reports in ${reportsDir}`);
  let server: Running | undefined;
  try {
    const appRoot = snapshot(path.join(workDir, 'app'));
    server = await startServer(
      appRoot,
      path.join(workDir, 'data'),
      path.join(workDir, 'server.log'),
    );
    console.log(`Server on ${server.origin} with a fresh data folder (${seconds(started)})`);

    console.log(`Lighthouse, mobile, ${RUNS} runs per page:`);
    const lighthouse = await lighthousePages(server.origin, reportsDir);

    console.log('JavaScript weight:');
    const js: Record<string, JsWeight> = {};
    for (const page of PUBLIC_PAGES) {
      js[page] = await jsWeight(`${server.origin}${page}`, lighthouse.scripts[page] ?? []);
      console.log(`  ${page}: ${js[page].scripts.length} script(s), ${kb(js[page].gzipBytes)} KB`);
    }

    console.log(`Throughput, ${CONNECTIONS} connections for ${DURATION_SECONDS} s:`);
    const load = await throughput(server.origin, workDir);

    await server.stop();
    server = undefined;

    const lighthouseRows = Object.entries(lighthouse.pages).map(([page, result]) => [
      page,
      ...CATEGORIES.map(
        (category) =>
          `${result.median[category]} ${mark(result.median[category] >= BUDGETS.lighthouse[category])}`,
      ),
      ms(result.medianMetrics.fcp),
      ms(result.medianMetrics.lcp),
      ms(result.medianMetrics.tbt),
      result.medianMetrics.cls.toFixed(3),
    ]);
    const jsRows = Object.entries(js).map(([page, result]) => [
      page,
      String(result.scripts.length),
      kb(result.scripts.reduce((sum, script) => sum + script.bytes, 0)),
      `${kb(result.gzipBytes)} ${mark(result.gzipBytes <= BUDGETS.jsGzipKB * KB)}`,
    ]);
    const ratio = load.ratio === null ? 'n/a' : load.ratio.toFixed(2);
    const ratioMark = load.ratio === null ? '' : ` ${mark(load.ratio >= BUDGETS.throughputRatio)}`;

    console.log('');
    console.log('Lighthouse, mobile, median of 3 (budgets: performance ≥ 95, others 100)');
    console.log(formatTable(['page', ...CATEGORIES, 'FCP', 'LCP', 'TBT', 'CLS'], lighthouseRows));
    console.log('');
    console.log(`JavaScript per page (budget ≤ ${BUDGETS.jsGzipKB} KB gzip; 1 KB = 1024 bytes)`);
    console.log(formatTable(['page', 'scripts', 'KB raw', 'KB gzip'], jsRows));
    console.log('');
    console.log(
      `Throughput of GET ${THROUGHPUT_PATH} (autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s)`,
    );
    console.log(
      formatTable(
        ['server', 'req/s', 'requests', 'p50', 'p99', 'errors / non-2xx'],
        [loadRow('node', load.node), loadRow('nginx', load.nginx)],
      ),
    );
    console.log(`node/nginx: ${ratio}${ratioMark} (aim ≥ ${BUDGETS.throughputRatio})`);

    if (lighthouse.failedRequests.length) {
      console.log(`\nFailed requests:\n  ${lighthouse.failedRequests.join('\n  ')}`);
    }
    if (lighthouse.busyRuns.length) {
      console.log(
        `\nOther work kept the cores busy before: ${lighthouse.busyRuns.join(', ')}; ` +
          'their scores may be low. Run again on a quiet machine.',
      );
    }
    if (lighthouse.external.length) {
      console.log(`\nRequests outside the server: ${lighthouse.external.join(', ')}`);
    }
    if (lighthouse.warnings.length) {
      console.log(`\nLighthouse warnings:\n${lighthouse.warnings.map((w) => `  ${w}`).join('\n')}`);
    }
    const misses = budgetMisses(lighthouse.pages, js);
    console.log(
      misses.length ? `\nBudget misses:\n  ${misses.join('\n  ')}` : '\nAll budgets met.',
    );

    const results = {
      date: new Date().toISOString(),
      machine: {
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model ?? 'unknown',
        memoryGB: Math.round(os.totalmem() / 1024 ** 3),
        node: process.version,
        lighthouseBenchmarkIndex: lighthouse.benchmarkIndex,
        nginx: load.nginxVersion,
      },
      budgets: BUDGETS,
      lighthouse: lighthouse.pages,
      lighthouseWarnings: lighthouse.warnings,
      externalRequests: lighthouse.external,
      failedRequests: lighthouse.failedRequests,
      busyRuns: lighthouse.busyRuns,
      javascript: Object.fromEntries(
        Object.entries(js).map(([page, result]) => [
          page,
          { gzipKB: Number(kb(result.gzipBytes)), ...result },
        ]),
      ),
      throughput: {
        path: load.url,
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        bodyBytes: load.bodyBytes,
        node: load.node,
        nginx: load.nginx,
        ratio: load.ratio === null ? null : Number(load.ratio.toFixed(3)),
      },
      durationSeconds: Math.round((performance.now() - started) / 1000),
    };
    const options = await prettier.resolveConfig(RESULTS_FILE);
    fs.writeFileSync(
      RESULTS_FILE,
      await prettier.format(JSON.stringify(results), { ...options, filepath: RESULTS_FILE }),
    );
    console.log(`\nWrote ${path.relative(process.cwd(), RESULTS_FILE)} (${seconds(started)})`);
  } finally {
    await server?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

await main();
