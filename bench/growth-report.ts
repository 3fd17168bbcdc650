import type { Growth, GrowthFigure } from './growth.ts';
import { formatTable, mark } from './table.ts';

export const GROWTH_TARGETS = {
  /** Three years of history's time over the demo's, for the uncached /menu and the admin's week. */
  historyRatio: 1.5,
  /** The uncached /menu with that history and a menu of 300 dishes, in ms. */
  bigMenuMs: 20,
};

/** The growth targets missed. */
export function growthMisses(growth: Growth): string[] {
  const misses: string[] = [];
  for (const [name, figure] of [
    ['uncached /menu', growth.historyOnly.menuPage],
    ['admin week read', growth.historyOnly.weekApi],
  ] as const) {
    if (figure.ratio > GROWTH_TARGETS.historyRatio) {
      misses.push(`${name} with history ${figure.ratio} × demo > ${GROWTH_TARGETS.historyRatio}`);
    }
  }
  if (growth.menuPage.grownMs > GROWTH_TARGETS.bigMenuMs) {
    misses.push(
      `uncached /menu with ${growth.history.dishes} dishes ${growth.menuPage.grownMs} ms > ${GROWTH_TARGETS.bigMenuMs} ms`,
    );
  }
  return misses;
}

export function growthLines(g: Growth): string[] {
  const row = (name: string, figure: GrowthFigure, target: string) => [
    name,
    `${figure.demoMs} ms`,
    `${figure.grownMs} ms`,
    String(figure.ratio),
    target,
  ];
  const big = g.menuPage;
  return [
    '',
    `Growth: uncached answers on the demo data, with ${g.history.days} daily menus ` +
      `(${g.history.itemsPerMenu} items each), ${g.history.offers} offers and ` +
      `${g.history.auditEntries} audit entries, and with that history and ${g.history.dishes} dishes ` +
      `(median time in the server process, asked for as a browser asks)`,
    formatTable(
      ['answer', 'demo', 'grown', 'ratio', 'target'],
      [
        row(
          'GET /menu?lang=hu, history',
          g.historyOnly.menuPage,
          `≤ ${GROWTH_TARGETS.historyRatio} × ${mark(g.historyOnly.menuPage.ratio <= GROWTH_TARGETS.historyRatio)}`,
        ),
        row(
          'admin week: GET /api/dailyMenus?from&to, history',
          g.historyOnly.weekApi,
          `≤ ${GROWTH_TARGETS.historyRatio} × ${mark(g.historyOnly.weekApi.ratio <= GROWTH_TARGETS.historyRatio)}`,
        ),
        row(
          `GET /menu?lang=hu, history and ${g.history.dishes} dishes`,
          big,
          `≤ ${GROWTH_TARGETS.bigMenuMs} ms ${mark(big.grownMs <= GROWTH_TARGETS.bigMenuMs)}`,
        ),
        row(`admin week, history and ${g.history.dishes} dishes`, g.weekApi, ''),
      ],
    ),
    `  Each dish of the menu adds ${big.perDishUs} µs to the uncached /menu.`,
    `  /menu?lang=hu before compression: ${big.demoKB} KB on the demo data, ` +
      `${big.grownKB} KB with ${g.history.dishes} dishes ` +
      `(${(big.grownKB / big.demoKB).toFixed(2)} ×).`,
  ];
}
