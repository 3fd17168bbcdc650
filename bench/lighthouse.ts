import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

export const METRICS = {
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

export type FailedAudit = {
  category: Category;
  id: string;
  title: string;
  score: number;
  weight: number;
  displayValue?: string;
  explanation?: string;
};

export type LighthouseRun = {
  scores: Scores;
  metrics: Metrics;
  failed: FailedAudit[];
  scripts: string[];
  external: string[];
  warnings: string[];
  benchmarkIndex: number;
};

function summarize(lhr: Result, origin: string): LighthouseRun {
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
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(audit.explanation ? { explanation: audit.explanation } : {}),
      });
    }
  }
  const metrics = {} as Metrics;
  for (const [key, id] of Object.entries(METRICS) as [keyof Metrics, string][]) {
    metrics[key] = lhr.audits[id]?.numericValue ?? Number.NaN;
  }
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { url: string; resourceType?: string }[] | undefined;
  const scripts = (requests ?? [])
    .filter((request) => request.resourceType === 'Script')
    .map((request) => request.url);
  const external = (requests ?? [])
    .map((request) => request.url)
    .filter((url) => /^(https?|wss?):/.test(url) && !url.startsWith(`${origin}/`));
  return {
    scores,
    metrics,
    failed,
    scripts,
    external,
    warnings: lhr.runWarnings.map(String),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** One Lighthouse run (default config: mobile emulation, simulated throttling) in a fresh Chromium. */
export async function runLighthouse(
  url: string,
  reportFile: string,
  origin: string,
): Promise<LighthouseRun> {
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
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    fs.writeFileSync(reportFile, String(result.report));
    return summarize(result.lhr, origin);
  } finally {
    chrome.kill();
  }
}
