import type {
  DiningTable,
  TableSuggestion,
  TableWarning,
} from '@restaurant/contract/dining-table.ts';
import type { ReservationSettings } from '@restaurant/contract/reservation.ts';
import type { Context } from '#src/context.ts';
import { NotFoundError } from '#src/lib/errors.ts';
import { findReservationSettings } from '#src/modules/reservations/reservation-settings.service.ts';
import * as reservationRepository from '#src/modules/reservations/reservation.repository.ts';
import { findTables } from '#src/modules/tables/table.service.ts';
import { holdingOf } from '#src/modules/reservations/booking.service.ts';
import {
  HOLDING_STATUSES,
  tableIdsOf,
  type ReservationRow,
} from '#src/modules/reservations/reservation.repository.ts';

/** The most tables pushed together for one party. */
const MAX_JOINED = 4;

export type Seating = {
  id: number;
  reference: string;
  time: string;
  tables: number[];
  from: number;
  to: number;
};

/** The minutes of its day a booking holds its tables: its stay, or until it left. */
export function seatingOf(
  settings: ReservationSettings,
  timeZone: string,
  row: ReservationRow,
): Seating {
  const { minute, left } = holdingOf(timeZone, row.date, row);
  const end = minute + settings.stayMinutes;
  return {
    id: row.id,
    reference: row.reference,
    time: row.time,
    tables: tableIdsOf(row),
    from: minute,
    to: left === undefined ? end : Math.min(end, Math.max(minute, left)),
  };
}

const overlap = (a: Seating, b: Seating) => a.from < b.to && b.from < a.to;

/** The seatings of a day's bookings that hold seats. */
export function seatingsOf(
  settings: ReservationSettings,
  timeZone: string,
  rows: ReservationRow[],
): Seating[] {
  return rows
    .filter((row) => HOLDING_STATUSES.includes(row.status))
    .map((row) => seatingOf(settings, timeZone, row));
}

/**
 * What is wrong with the tables of each of a day's bookings (those that hold seats): a table
 * given to another booking whose stay overlaps, or tables seating fewer than the party.
 */
export function tableWarnings(
  tables: DiningTable[],
  seatings: Seating[],
  rows: ReservationRow[],
): Map<number, TableWarning[]> {
  const seats = new Map(tables.map((table) => [table.id, table.seats]));
  const warnings = new Map<number, TableWarning[]>();
  const sized = new Map(rows.map((row) => [row.id, row.partySize]));
  for (const seating of seatings) {
    if (seating.tables.length === 0) continue;
    const found: TableWarning[] = [];
    for (const other of seatings) {
      if (other.id === seating.id || !overlap(seating, other)) continue;
      for (const tableId of seating.tables.filter((id) => other.tables.includes(id))) {
        found.push({ code: 'doubleSeated', tableId, reference: other.reference, time: other.time });
      }
    }
    const total = seating.tables.reduce((sum, id) => sum + (seats.get(id) ?? 0), 0);
    if (total < sized.get(seating.id)!) found.push({ code: 'tooSmall', seats: total });
    if (found.length > 0) warnings.set(seating.id, found);
  }
  return warnings;
}

/** Every table and every group of up to MAX_JOINED tables that join one another, as id lists. */
function groupsOf(tables: DiningTable[]): number[][] {
  const byId = new Map(tables.map((table) => [table.id, table]));
  const seen = new Set<string>();
  const groups: number[][] = [];
  const grow = (group: number[]) => {
    const key = [...group].sort((a, b) => a - b).join(',');
    if (seen.has(key)) return;
    seen.add(key);
    groups.push(group);
    if (group.length === MAX_JOINED) return;
    for (const id of group) {
      for (const next of byId.get(id)!.joinsWith) {
        if (byId.has(next) && !group.includes(next)) grow([...group, next]);
      }
    }
  };
  for (const table of tables) grow([table.id]);
  return groups;
}

/**
 * The smallest free table, or group of tables joined together, seating the party over its whole
 * stay: fewest seats first, then fewest tables, then the order of the room's list.
 */
export function suggestTables(
  tables: DiningTable[],
  seatings: Seating[],
  booking: { id: number; partySize: number; seating: Seating },
): TableSuggestion {
  const seats = new Map(tables.map((table) => [table.id, table.seats]));
  const taken = new Set(
    seatings
      .filter((other) => other.id !== booking.id && overlap(other, booking.seating))
      .flatMap((other) => other.tables),
  );
  let best: { ids: number[]; seats: number } | undefined;
  for (const group of groupsOf(tables)) {
    if (group.some((id) => taken.has(id))) continue;
    const total = group.reduce((sum, id) => sum + seats.get(id)!, 0);
    if (total < booking.partySize) continue;
    if (!best || total < best.seats || (total === best.seats && group.length < best.ids.length)) {
      best = { ids: group, seats: total };
    }
  }
  return best
    ? { tableIds: [...best.ids].sort((a, b) => a - b), seats: best.seats }
    : { tableIds: null, seats: null };
}

/** The warnings of one day's bookings; none without a booking given a table. */
export async function dayTableWarnings(
  ctx: Context,
  settings: ReservationSettings | undefined,
  rows: ReservationRow[],
): Promise<Map<number, TableWarning[]>> {
  if (!settings || !rows.some((row) => row.tableIds !== null)) return new Map();
  const tables = await findTables(ctx);
  return tableWarnings(tables, seatingsOf(settings, ctx.config.timeZone, rows), rows);
}

/** The tables suggested for a booking over its stay, against the other bookings of its day. */
export async function tableSuggestion(ctx: Context, id: number): Promise<TableSuggestion> {
  const row = await reservationRepository.findById(ctx.db, id);
  if (!row) throw new NotFoundError('The booking');
  const [tables, settings, day] = await Promise.all([
    findTables(ctx),
    findReservationSettings(ctx),
    reservationRepository.findBetween(ctx.db, row.date, row.date),
  ]);
  const { timeZone } = ctx.config;
  return suggestTables(tables, seatingsOf(settings, timeZone, day), {
    id: row.id,
    partySize: row.partySize,
    seating: seatingOf(settings, timeZone, row),
  });
}
