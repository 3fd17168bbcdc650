import type { AdminResults } from './admin.ts';
import { CATEGORIES } from './lighthouse.ts';
import { formatTable, mark } from './table.ts';

export const ADMIN_TARGETS = {
  /** The login screen's script before it is usable, gzip. */
  loginScriptGzipKB: 60,
  /** Lighthouse on the login screen (mobile): performance and best practices. */
  loginPerformance: 100,
  loginLcpMs: 1_200,
  /** Lighthouse's best practices on the login screen and the dashboard. */
  bestPractices: 100,
  /** From the last script's arrival to the dashboard's counts, on the slow phone (median). */
  dashboardAfterCodeMs: 1_500,
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The admin's targets missed. */
export function adminMisses(admin: AdminResults): string[] {
  const misses: string[] = [];
  const t = ADMIN_TARGETS;
  const login = admin.lighthouse['/admin/login'];
  const loginKB = admin.javascript['/admin/login']?.gzipKB ?? Number.NaN;
  if (!(loginKB <= t.loginScriptGzipKB)) {
    misses.push(`/admin/login JavaScript ${loginKB} KB gzip > ${t.loginScriptGzipKB} KB`);
  }
  if (login && login.median.performance < t.loginPerformance) {
    misses.push(`/admin/login performance ${login.median.performance} < ${t.loginPerformance}`);
  }
  if (login && login.metrics.lcp > t.loginLcpMs) {
    misses.push(`/admin/login LCP ${login.metrics.lcp} ms > ${t.loginLcpMs} ms`);
  }
  for (const [page, result] of Object.entries(admin.lighthouse)) {
    if (result.median['best-practices'] < t.bestPractices) {
      const audits = result.failedAudits
        .filter((audit) => audit.category === 'best-practices')
        .map((audit) => audit.id);
      misses.push(
        `${page} best practices ${result.median['best-practices']} < ${t.bestPractices} (${audits.join(', ')})`,
      );
    }
  }
  const after = median(admin.dashboardAfterCodeMs);
  if (!(after <= t.dashboardAfterCodeMs)) {
    misses.push(`the dashboard ${after} ms after its code > ${t.dashboardAfterCodeMs} ms`);
  }
  return misses;
}

export function adminLines(admin: AdminResults): string[] {
  const t = ADMIN_TARGETS;
  const scriptRows = Object.entries(admin.javascript).map(([route, result]) => [
    route,
    String(result.scripts.length),
    result.gzipKB.toFixed(1),
    route === '/admin/login'
      ? `≤ ${t.loginScriptGzipKB} KB gzip ${mark(result.gzipKB <= t.loginScriptGzipKB)}`
      : '',
  ]);
  const lighthouseRows = Object.entries(admin.lighthouse).map(([page, result]) => [
    page,
    ...CATEGORIES.map((category) => String(result.median[category])),
    `${result.metrics.fcp} ms`,
    `${result.metrics.lcp} ms`,
    `${result.metrics.tbt} ms`,
    result.metrics.cls.toFixed(3),
  ]);
  const after = median(admin.dashboardAfterCodeMs);
  return [
    '',
    'The admin: JavaScript loaded per screen until the network is idle (gzip, 1 KB = 1024 bytes)',
    formatTable(['screen', 'scripts', 'KB gzip', 'target'], scriptRows),
    '',
    `The admin, Lighthouse mobile (targets: /admin/login performance ${t.loginPerformance}, ` +
      `LCP ≤ ${t.loginLcpMs} ms; best practices ${t.bestPractices} on both; the admin is ` +
      'noindex, so its SEO score is shown, not budgeted)',
    formatTable(['page', ...CATEGORIES, 'FCP', 'LCP', 'TBT', 'CLS'], lighthouseRows),
    '',
    `The dashboard's counts after its code arrived (slow 4G, 4× CPU): ` +
      `${admin.dashboardAfterCodeMs.join(', ')} ms, median ${after} ms, ` +
      `target ≤ ${t.dashboardAfterCodeMs} ms ${mark(after <= t.dashboardAfterCodeMs)}`,
  ];
}
