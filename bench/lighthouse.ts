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
  attempts: number;
  scores: Scores;
  metrics: Metrics;
  failed: FailedAudit[];
  scripts: string[];
  external: string[];
  failedRequests: string[];
  warnings: string[];
  benchmarkIndex: number;
};

type NetworkRequest = { url: string; resourceType?: string; statusCode: number };

function summarize(lhr: Result, origin: string): Omit<LighthouseRun, 'attempts'> {
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
  const details = lhr.audits['network-requests']?.details as
    { items?: NetworkRequest[] } | undefined;
  const requests = details?.items ?? [];
  const scripts = requests
    .filter((request) => request.resourceType === 'Script')
    .map((request) => request.url);
  const external = requests
    .map((request) => request.url)
    .filter((url) => /^(https?|wss?):/.test(url) && !url.startsWith(`${origin}/`));
  const failedRequests = requests
    .filter((request) => request.statusCode >= 400 || request.statusCode < 0)
    .map((request) => `${request.statusCode} ${request.url}`);
  return {
    scores,
    metrics,
    failed,
    scripts,
    external,
    failedRequests,
    warnings: lhr.runWarnings.map(String),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const ATTEMPTS = 3;

async function attempt(url: string, reportFile: string, origin: string) {
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
export async function runLighthouse(
  url: string,
  reportFile: string,
  origin: string,
): Promise<LighthouseRun> {
  for (let attempts = 1; ; attempts++) {
    try {
      return { attempts, ...(await attempt(url, reportFile, origin)) };
    } catch (error) {
      if (attempts >= ATTEMPTS) throw error;
      console.log(`    ${(error as Error).message}; trying again`);
    }
  }
}
