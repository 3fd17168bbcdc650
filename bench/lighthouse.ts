import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { waitForQuiet } from './machine.ts';
import { median } from './stats.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type Metrics = Record<keyof typeof METRICS, number>;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const ATTEMPTS = 3;

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
};

export type PageResult = {
  median: Scores;
  metrics: Metrics;
  runs: { scores: Scores; metrics: Metrics; benchmarkIndex: number; busyBefore: number }[];
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

function summarize(lhr: Result, origin: string): Run {
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
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
      failed.push({
        category,
        id: ref.id,
        title: audit.title,
        weight: ref.weight,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
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

async function attempt(url: string, reportFile: string, origin: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    fs.writeFileSync(reportFile, String(result.report));
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code}`);
    }
    return summarize(result.lhr, origin);
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse run (default config: mobile emulation, simulated throttling) in a fresh Chromium,
 * tried again if Lighthouse reports a runtime error such as a broken trace (NO_NAVSTART).
 */
async function runLighthouse(url: string, reportFile: string, origin: string): Promise<Run> {
  for (let attempts = 1; ; attempts++) {
    try {
      return await attempt(url, reportFile, origin);
    } catch (error) {
      if (attempts >= ATTEMPTS) throw error;
      console.log(`    ${(error as Error).message}; trying again`);
    }
  }
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

/** Runs Lighthouse `count` times on one page, each on a quiet machine, and takes the medians. */
export async function auditPage(
  origin: string,
  page: string,
  count: number,
  reportsDir: string,
): Promise<PageResult> {
  const runs: Run[] = [];
  const busy: number[] = [];
  const name = page === '/' ? 'home' : page.slice(1).replace(/\W+/g, '-');
  for (let index = 1; index <= count; index++) {
    busy.push(await waitForQuiet());
    const started = performance.now();
    const report = path.join(reportsDir, `${name}-${index}.json`);
    const run = await runLighthouse(`${origin}${page}`, report, origin);
    runs.push(run);
    const scores = CATEGORIES.map((category) => `${category} ${run.scores[category]}`);
    const took = Math.round((performance.now() - started) / 1000);
    console.log(
      `  ${page} ${index}/${count}: ${scores.join(', ')} ` +
        `(${took} s; cores ${Math.round(busy.at(-1)! * 100)}% busy before; ` +
        `benchmark index ${run.benchmarkIndex})`,
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
    runs: runs.map((run, index) => ({
      scores: run.scores,
      metrics: run.metrics,
      benchmarkIndex: run.benchmarkIndex,
      busyBefore: Number(busy[index]!.toFixed(2)),
    })),
    failedAudits: failedAudits(runs),
    scripts: unique(runs.flatMap((run) => run.scripts)),
    failedRequests: unique(runs.flatMap((run) => run.failedRequests)),
    externalRequests: unique(runs.flatMap((run) => run.external)),
    warnings: unique(runs.flatMap((run) => run.warnings)),
  };
}
