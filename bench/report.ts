import type { AdminResults } from './admin.ts';
import { ADMIN_TARGETS } from './admin-report.ts';
import type { JsWeight } from './js-weight.ts';
import { CATEGORIES, type PageResult, type Scores } from './lighthouse.ts';
import { isQuiet } from './machine.ts';
import type { Growth } from './growth.ts';
import { MEMORY_BUDGET_MB, memoryLines, type Memory } from './memory.ts';
import { GROWTH_TARGETS, growthLines, growthMisses } from './growth-report.ts';
import { TARGETS, throughputMisses, type Figure, type Throughput } from './throughput.ts';
import { STAFF_TARGETS, staffLines, type StaffReads } from './staff-reads.ts';
import { formatTable, mark } from './table.ts';

export const KB = 1024;

export const BUDGETS = {
  lighthouse: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } as Scores,
  javascriptGzipKB: 80,
  throughput: TARGETS,
  growth: GROWTH_TARGETS,
  admin: ADMIN_TARGETS,
  memoryRssMB: MEMORY_BUDGET_MB,
  staff: STAFF_TARGETS,
};

export type Results = {
  date: string;
  machine: Record<string, string | number | null>;
  budgets: typeof BUDGETS;
  lighthouse: Record<string, PageResult>;
  javascript: Record<string, JsWeight & { gzipKB: number }>;
  admin: AdminResults;
  throughput: Throughput | null;
  growth: Growth | null;
  memory: Memory | null;
  staff: StaffReads | null;
  budgetMisses: string[];
  /** Figures whose every run was disturbed by other processes. */
  disturbed: string[];
  durationSeconds: number;
};

const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** Every budget missed, each Lighthouse miss followed by the audits that cost points. */
export function budgetMisses(
  lighthouse: Results['lighthouse'],
  javascript: Results['javascript'],
  throughput: Throughput | null,
  growth: Growth | null,
): string[] {
  const misses: string[] = [];
  if (throughput) misses.push(...throughputMisses(throughput).misses);
  if (growth) misses.push(...growthMisses(growth));
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

const load = (figure: Figure) => [
  String(figure.requestsPerSecond),
  `${figure.latencyMs.p50} ms`,
  `${figure.latencyMs.p99} ms`,
  String(figure.errors),
];
const versus = (value: number, target: number, atLeast = true) =>
  `${value.toFixed(2)} ${mark(atLeast ? value >= target : value <= target)}`;

function throughputLines(t: Throughput): string[] {
  const head = ['req/s', 'p50', 'p99', 'errors'];
  return [
    '',
    `Throughput: ${t.tool}, ${t.connections} connections, ${t.durationSeconds} s per run, ` +
      `median of ${t.rounds} rounds`,
    `  Fastify hello world: ${t.hello.requestsPerSecond} req/s, p99 ${t.hello.latencyMs.p99} ms`,
    '',
    `Public API reads, cached (≥ ${TARGETS.apiRead} × hello world, p99 ≤ ${TARGETS.apiP99Ms} ms)`,
    formatTable(
      ['GET', 'bytes', ...head, '× hello', 'p99'],
      t.apiReads.map((read) => [
        read.path,
        String(read.bytes),
        ...load(read.figure),
        versus(read.ratio, TARGETS.apiRead),
        mark(read.figure.latencyMs.p99 <= TARGETS.apiP99Ms),
      ]),
    ),
    '',
    `Cached pages, Accept-Encoding: br (≥ ${TARGETS.page} × nginx serving the same bytes)`,
    formatTable(
      ['GET', 'br bytes', 'node req/s', 'p99', 'nginx req/s', 'p99', '× nginx'],
      t.pages.map((page) => [
        page.path,
        String(page.brBytes),
        String(page.node.requestsPerSecond),
        `${page.node.latencyMs.p99} ms`,
        String(page.nginx.requestsPerSecond),
        `${page.nginx.latencyMs.p99} ms`,
        versus(page.ratio, TARGETS.page),
      ]),
    ),
    '',
    `304 Not Modified (≥ ${TARGETS.notModified} × hello world)`,
    formatTable(
      ['GET with If-None-Match', ...head, '× hello'],
      t.notModified.map((unchanged) => [
        unchanged.path,
        ...load(unchanged.figure),
        versus(unchanged.ratio, TARGETS.notModified),
      ]),
    ),
    '',
    `Booking: availability (checked against the day's version on every request; ≥ ${TARGETS.availability} × hello world, p99 ≤ ${TARGETS.availabilityP99Ms} ms) and the booking write (201, or 409 once a time is full)`,
    formatTable(
      ['', ...head, '× hello', 'p99'],
      [
        [
          `GET ${t.bookings.availability.path}`,
          ...load(t.bookings.availability.figure),
          versus(t.bookings.availability.ratio, TARGETS.availability),
          mark(t.bookings.availability.figure.latencyMs.p99 <= TARGETS.availabilityP99Ms),
        ],
        [
          'POST /api/reservations',
          ...load(t.bookings.write.figure),
          String(t.bookings.write.ratio),
          '',
        ],
      ],
    ),
    `  ${t.discardedRuns} run(s) discarded and taken again because other processes were busy.`,
  ];
}

export function printSummary(results: Results, admin: string[]): void {
  const { lighthouse, javascript, throughput } = results;
  const lighthouseRows = Object.entries(lighthouse).map(([page, result]) => {
    const indexes = result.runs.map((run) => run.benchmarkIndex);
    return [
      page,
      ...CATEGORIES.map(
        (category) =>
          `${result.median[category]} ${mark(result.median[category] >= BUDGETS.lighthouse[category])}`,
      ),
      `${result.metrics.fcp} ms`,
      `${result.metrics.lcp} ms`,
      `${result.metrics.tbt} ms`,
      result.metrics.cls.toFixed(3),
      `${Math.min(...indexes)}–${Math.max(...indexes)}`,
    ];
  });
  const javascriptRows = Object.entries(javascript).map(([page, result]) => [
    page,
    String(result.scripts.length),
    kb(result.scripts.reduce((sum, script) => sum + script.bytes, 0)),
    result.gzipKB.toFixed(1),
    `≤ ${BUDGETS.javascriptGzipKB} KB gzip ${mark(result.gzipKB <= BUDGETS.javascriptGzipKB)}`,
  ]);
  const lines = [
    '',
    'Lighthouse, mobile, median of 3 (budgets: 100 in every category; metrics are medians; ' +
      "the benchmark index, Lighthouse's measure of the machine, of the runs)",
    formatTable(
      ['page', ...CATEGORIES, 'FCP', 'LCP', 'TBT', 'CLS', 'benchmark index'],
      lighthouseRows,
    ),
    '',
    'JavaScript loaded per page (1 KB = 1024 bytes)',
    formatTable(['page', 'scripts', 'KB', 'KB gzip', 'target'], javascriptRows),
    ...admin,
    ...(throughput ? throughputLines(throughput) : []),
    ...(results.growth ? growthLines(results.growth) : []),
    ...(results.memory ? memoryLines(results.memory) : []),
    ...(results.staff ? staffLines(results.staff) : []),
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
  disturbed.push(...results.disturbed);
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
