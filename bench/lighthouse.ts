import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { isQuiet, measureOthers, waitForQuiet } from './machine.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type Metrics = Record<keyof typeof METRICS, number>;

/** Debian's Chromium looks up accounts.google.com and clients2.google.com; no name resolves here. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
const ATTEMPTS = 2;

export type FailedAudit = {
  category: Category;
  id: string;
  title: string;
  weight: number;
  score: number;
  displayValue?: string;
  explanation?: string;
};

type Run = {
  scores: Scores;
  metrics: Metrics;
  failed: FailedAudit[];
  scripts: string[];
  external: string[];
  failedRequests: string[];
  warnings: string[];
  benchmarkIndex: number;
  others: number;
};

export type PageResult = {
  median: Scores;
  metrics: Metrics;
  runs: { scores: Scores; metrics: Metrics; benchmarkIndex: number; others: number }[];
  failedAudits: (Omit<FailedAudit, 'score' | 'displayValue'> & {
    failedRuns: number;
    scores: number[];
    displayValues: string[];
  })[];
  scripts: string[];
  failedRequests: string[];
  externalRequests: string[];
  warnings: string[];
};

type NetworkRequest = { url: string; resourceType?: string; statusCode: number };

function summarize(lhr: Result, origin: string): Omit<Run, 'others'> {
  const scores = {} as Scores;
  const failed: FailedAudit[] = [];
  for (const category of CATEGORIES) {
    const result = lhr.categories[category];
    if (!result || result.score === null) {
      throw new Error(`Lighthouse gave no ${category} score for ${lhr.finalDisplayedUrl}`);
    }
    scores[category] = Math.round(result.score * 100);
    for (const ref of result.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      const insight = category === 'performance' && audit.scoreDisplayMode === 'metricSavings';
      if (ref.weight === 0 && !insight) continue;
      const savings = Object.entries(audit.metricSavings ?? {})
        .filter(([, value]) => value)
        .map(([metric, value]) => `${metric} ${metric === 'CLS' ? value : `${value} ms`}`);
      const displayValue = [
        audit.displayValue,
        savings.length ? `(saves ${savings.join(', ')})` : '',
      ]
        .filter(Boolean)
        .join(' ');
      failed.push({
        category,
        id: ref.id,
        title: audit.title,
        weight: ref.weight,
        score: audit.score,
        ...(displayValue ? { displayValue } : {}),
        ...(audit.explanation ? { explanation: audit.explanation } : {}),
      });
    }
  }
  const metrics = {} as Metrics;
  for (const [key, id] of Object.entries(METRICS) as [keyof Metrics, string][]) {
    const value = lhr.audits[id]?.numericValue ?? Number.NaN;
    metrics[key] = key === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
  }
  const details = lhr.audits['network-requests']?.details as
    { items?: NetworkRequest[] } | undefined;
  const requests = details?.items ?? [];
  return {
    scores,
    metrics,
    failed,
    scripts: requests.filter((request) => request.resourceType === 'Script').map(({ url }) => url),
    external: requests
      .map(({ url }) => url)
      .filter((url) => /^(https?|wss?):/.test(url) && !url.startsWith(`${origin}/`)),
    failedRequests: requests
      .filter(({ statusCode }) => statusCode >= 400 || statusCode < 0)
      .map(({ url, statusCode }) => `${statusCode} ${url}`),
    warnings: lhr.runWarnings.map(String),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

type Attempt = { run: Run; report: string };

async function attempt(
  url: string,
  origin: string,
  headers: Record<string, string>,
): Promise<Attempt> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const { value: result, others } = await measureOthers(() =>
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableFullPageScreenshot: true,
        extraHeaders: headers,
      }),
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return { run: { ...summarize(result.lhr, origin), others }, report: String(result.report) };
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse run (default config: mobile emulation, simulated throttling) in a fresh Chromium
 * on a quiet machine. It is tried again (up to two attempts, keeping the least disturbed) if
 * Lighthouse reports a runtime error such as a broken trace (NO_NAVSTART) or if other processes
 * took more than a quarter of the cores meanwhile.
 */
async function runLighthouse(
  url: string,
  reportFile: string,
  origin: string,
  headers: Record<string, string>,
): Promise<Run> {
  let best: Attempt | undefined;
  for (let attempts = 1; attempts <= ATTEMPTS; attempts++) {
    await waitForQuiet();
    try {
      const current = await attempt(url, origin, headers);
      if (!best || current.run.others < best.run.others) best = current;
      if (isQuiet(current.run.others)) break;
      console.log(`    other processes took ${Math.round(current.run.others * 100)}% of the cores`);
    } catch (error) {
      if (attempts === ATTEMPTS && !best) throw error;
      console.log(`    ${(error as Error).message}`);
    }
  }
  fs.writeFileSync(reportFile, best!.report);
  return best!.run;
}

function failedAudits(runs: Run[]): PageResult['failedAudits'] {
  const audits = new Map<string, PageResult['failedAudits'][number]>();
  for (const { id, category, title, weight, score, displayValue, explanation } of runs.flatMap(
    (run) => run.failed,
  )) {
    const key = `${category}/${id}`;
    const entry = audits.get(key) ?? {
      category,
      id,
      title,
      weight,
      failedRuns: 0,
      scores: [],
      displayValues: [],
    };
    entry.failedRuns += 1;
    entry.scores.push(score);
    if (displayValue) entry.displayValues.push(displayValue);
    if (explanation) entry.explanation = explanation;
    audits.set(key, entry);
  }
  return [...audits.values()];
}

const unique = (values: string[]) => [...new Set(values)];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Runs Lighthouse `count` times on one page, each on a quiet machine, and takes the medians;
 * `headers` go with every request (a session's cookie).
 */
export async function auditPage(
  origin: string,
  page: string,
  count: number,
  reportsDir: string,
  headers: Record<string, string> = {},
): Promise<PageResult> {
  const runs: Run[] = [];
  const name = page === '/' ? 'home' : page.slice(1).replace(/\W+/g, '-');
  for (let index = 1; index <= count; index++) {
    const started = performance.now();
    const report = path.join(reportsDir, `${name}-${index}.json`);
    const run = await runLighthouse(`${origin}${page}`, report, origin, headers);
    runs.push(run);
    const scores = CATEGORIES.map((category) => `${category} ${run.scores[category]}`);
    const took = Math.round((performance.now() - started) / 1000);
    console.log(
      `  ${page} ${index}/${count}: ${scores.join(', ')} ` +
        `(${took} s; benchmark index ${run.benchmarkIndex}; ` +
        `other processes ${Math.round(run.others * 100)}% of the cores)`,
    );
  }
  const medianOf = <K extends string>(keys: readonly K[], of: (run: Run) => Record<K, number>) =>
    Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => of(run)[key]))])) as Record<
      K,
      number
    >;
  return {
    median: medianOf(CATEGORIES, (run) => run.scores),
    metrics: medianOf(Object.keys(METRICS) as (keyof Metrics)[], (run) => run.metrics),
    runs: runs.map((run) => ({
      scores: run.scores,
      metrics: run.metrics,
      benchmarkIndex: run.benchmarkIndex,
      others: run.others,
    })),
    failedAudits: failedAudits(runs),
    scripts: unique(runs.flatMap((run) => run.scripts)),
    failedRequests: unique(runs.flatMap((run) => run.failedRequests)),
    externalRequests: unique(runs.flatMap((run) => run.external)),
    warnings: unique(runs.flatMap((run) => run.warnings)),
  };
}
