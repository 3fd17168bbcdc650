import type { JsWeight } from './js-weight.ts';
import { CATEGORIES, type PageResult, type Scores } from './lighthouse.ts';
import { isQuiet } from './machine.ts';
import type { Comparison, LoadResult } from './throughput.ts';
import { formatTable } from './table.ts';

export const KB = 1024;

export const BUDGETS = {
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as Scores,
  javascriptGzipKB: 90,
  throughputRatio: 0.5,
};

export type Results = {
  date: string;
  machine: Record<string, string | number | null>;
  budgets: typeof BUDGETS;
  lighthouse: Record<string, PageResult>;
  javascript: Record<string, JsWeight & { gzipKB: number }>;
  throughput: Comparison;
  budgetMisses: string[];
  durationSeconds: number;
};

const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');
const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** Every budget missed, each Lighthouse miss followed by the audits that cost points. */
export function budgetMisses(
  lighthouse: Results['lighthouse'],
  javascript: Results['javascript'],
): string[] {
  const misses: string[] = [];
  for (const [page, result] of Object.entries(lighthouse)) {
    for (const category of CATEGORIES) {
      const budget = BUDGETS.lighthouse[category];
      if (result.median[category] >= budget) continue;
      misses.push(`${page} ${category} ${result.median[category]} < ${budget}`);
      for (const audit of result.failedAudits
        .filter((item) => item.category === category)
        .sort((a, b) => b.weight - a.weight)) {
        const scores = audit.scores.map((score) => score.toFixed(2)).join(', ');
        const shown = [...new Set(audit.displayValues)];
        const values = shown.length ? `; ${shown.join(', ')}` : '';
        const why = audit.explanation ? `; ${audit.explanation}` : '';
        const kind = audit.weight ? `weight ${audit.weight}` : 'insight, no weight';
        misses.push(
          `  ${audit.id} (${kind}; failed ${audit.failedRuns} of ` +
            `${result.runs.length} runs; score ${scores}${values}${why})`,
        );
      }
    }
  }
  for (const [page, result] of Object.entries(javascript)) {
    if (result.gzipKB > BUDGETS.javascriptGzipKB) {
      misses.push(`${page} JavaScript ${result.gzipKB} KB gzip > ${BUDGETS.javascriptGzipKB} KB`);
    }
  }
  return misses;
}

function loadRow(name: string, result: LoadResult | null): string[] {
  if (!result) return [name, 'n/a', '', '', '', ''];
  return [
    name,
    String(result.requestsPerSecond),
    String(result.requests),
    `${result.latencyMs.p50} ms`,
    `${result.latencyMs.p99} ms`,
    `${result.errors} / ${result.non2xx}`,
  ];
}

export function printSummary(results: Results): void {
  const { lighthouse, javascript, throughput } = results;
  const lighthouseRows = Object.entries(lighthouse).map(([page, result]) => [
    page,
    ...CATEGORIES.map(
      (category) =>
        `${result.median[category]} ${mark(result.median[category] >= BUDGETS.lighthouse[category])}`,
    ),
    `${result.metrics.fcp} ms`,
    `${result.metrics.lcp} ms`,
    `${result.metrics.tbt} ms`,
    result.metrics.cls.toFixed(3),
  ]);
  const javascriptRows = Object.entries(javascript).map(([page, result]) => [
    page,
    String(result.scripts.length),
    kb(result.scripts.reduce((sum, script) => sum + script.bytes, 0)),
    `${result.gzipKB.toFixed(1)} ${mark(result.gzipKB <= BUDGETS.javascriptGzipKB)}`,
  ]);
  const ratio =
    throughput.ratio === null
      ? 'n/a (no nginx)'
      : `${throughput.ratio.toFixed(2)} ${mark(throughput.ratio >= BUDGETS.throughputRatio)}`;
  const lines = [
    '',
    'Lighthouse, mobile, median of 3 (budgets: performance ≥ 95, the others 100; metrics are medians)',
    formatTable(['page', ...CATEGORIES, 'FCP', 'LCP', 'TBT', 'CLS'], lighthouseRows),
    '',
    `JavaScript loaded per page (budget ≤ ${BUDGETS.javascriptGzipKB} KB gzip; 1 KB = 1024 bytes)`,
    formatTable(['page', 'scripts', 'KB', 'KB gzip'], javascriptRows),
    '',
    `GET ${throughput.path} (${throughput.bodyBytes} bytes), autocannon, ` +
      `${throughput.connections} connections, ${throughput.durationSeconds} s`,
    formatTable(
      ['server', 'req/s', 'requests', 'p50', 'p99', 'errors / non-2xx'],
      [loadRow('node', throughput.node), loadRow('nginx', throughput.nginx)],
    ),
    `  node/nginx ${ratio} (aim ≥ ${BUDGETS.throughputRatio})`,
  ];
  const notes = (title: string, items: string[]) =>
    items.length ? ['', title, ...items.map((item) => `  ${item}`)] : [];
  const all = (pick: (result: PageResult) => string[]) => [
    ...new Set(Object.values(lighthouse).flatMap(pick)),
  ];
  const disturbed = Object.entries(lighthouse).flatMap(([page, result]) =>
    result.runs
      .map((run, index) => ({ run, index }))
      .filter(({ run }) => !isQuiet(run.others))
      .map(({ run, index }) => `${page} run ${index + 1}: ${Math.round(run.others * 100)}%`),
  );
  for (const [name, load] of [
    ['node', throughput.node],
    ['nginx', throughput.nginx],
  ] as const) {
    if (load && !isQuiet(load.others)) {
      disturbed.push(`${name} load test: ${Math.round(load.others * 100)}%`);
    }
  }
  lines.push(
    ...notes(
      'Figures taken while other processes took much of the cores (may be too low):',
      disturbed,
    ),
    ...notes(
      'Failed requests during Lighthouse runs:',
      all((result) => result.failedRequests),
    ),
    ...notes(
      'Requests outside the server:',
      all((result) => result.externalRequests),
    ),
    ...notes(
      'Lighthouse warnings:',
      all((result) => result.warnings),
    ),
    ...notes('Budget misses:', results.budgetMisses),
  );
  if (results.budgetMisses.length === 0) lines.push('', 'All budgets met.');
  console.log(lines.join('\n'));
}
