import type { DiningTable } from '@restaurant/contract/dining-table.ts';
import { minutesOf } from '@restaurant/contract/opening-times.ts';
import type { Reservation } from '@restaurant/contract/reservation.ts';

/** A table on the plan: who sits there now, and the booking that comes to it next. */
export type PlannedTable = {
  table: DiningTable;
  now: Reservation | undefined;
  next: Reservation | undefined;
};

export type PlanArea = { area: string; tables: PlannedTable[] };

/**
 * The room at a minute of the day, area by area in the order the tables are listed: at each table
 * the party seated there (arrived, not left), and the earliest booking still expected whose stay
 * has not passed.
 */
export function planOf(
  tables: DiningTable[],
  reservations: Reservation[],
  at: string,
  stayMinutes: number,
): PlanArea[] {
  const minute = minutesOf(at);
  const givenTo = (table: DiningTable) => reservations.filter((r) => r.tableIds.includes(table.id));
  const areas = new Map<string, PlannedTable[]>();
  for (const table of tables) {
    const given = givenTo(table);
    const planned = {
      table,
      now: given.find((r) => r.status === 'arrived'),
      next: given.find(
        (r) =>
          (r.status === 'confirmed' || r.status === 'requested') &&
          minutesOf(r.time) + stayMinutes > minute,
      ),
    };
    areas.set(table.area, [...(areas.get(table.area) ?? []), planned]);
  }
  return [...areas].map(([area, planned]) => ({ area, tables: planned }));
}
