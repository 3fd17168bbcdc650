import { weekOf } from '@restaurant/contract/calendar.ts';
import { minutesOf } from '@restaurant/contract/opening-times.ts';
import {
  type Count,
  type ReservationFigures,
  type ReservationStats,
  type ReservationStatsQuery,
  type StatsPeriod,
} from '@restaurant/contract/reservation-stats.ts';
import { RESERVATION_SOURCES, type ReservationSource } from '@restaurant/contract/reservation.ts';
import { instantOf } from '@restaurant/contract/zone-clock.ts';
import type { Context } from '#src/context.ts';
import type { Db } from '#src/db/database.ts';
import { dayVersionSum, dayVersions } from '#src/modules/reservations/reservation.repository.ts';
import { findReservationSettings } from '#src/modules/reservations/reservation-settings.service.ts';
import {
  createStatsCache,
  type StatsDay,
  type Tally,
} from '#src/modules/reservations/stats-days.ts';

/** The bookings that took place or are to come: what covers count. */
const TAKING_PLACE = new Set(['confirmed', 'arrived', 'finished']);

/** A day's bookings of one time, source and status, counted: only kept fields. */
type Group = { time: string; source: string; status: string } & Count;

/** The bookings of the span grouped by day, time, source and status: only kept fields. */
function readGroups(db: Db, from: string, to: string) {
  return db
    .selectFrom('reservations')
    .select(['date', 'time', 'source', 'status'])
    .select((eb) => [
      eb.fn.countAll<number | string>().as('bookings'),
      eb.fn.sum<number | string>('partySize').as('covers'),
    ])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy(['date', 'time', 'source', 'status'])
    .execute();
}

/** The cancellations of bookings made ahead whose moment is kept. */
function readCancellations(db: Db, from: string, to: string) {
  return db
    .selectFrom('reservations')
    .select(['date', 'time', 'cancelledAt'])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where('status', '=', 'cancelled')
    .where('source', '!=', 'walkIn')
    .where('cancelledAt', 'is not', null)
    .execute();
}

const DAY_MS = 86_400_000;

/**
 * The dates from `from` to `to`, each with the day, week (its Monday) or month it falls in:
 * counted on from the first, since a year's dates are made on every read.
 */
function spanDates(from: string, to: string, by: StatsPeriod): Array<[string, string]> {
  const dates: Array<[string, string]> = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  let monday = weekOf(from).monday;
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= last; at += DAY_MS) {
    const day = new Date(at);
    const date = day.toISOString().slice(0, 10);
    if (day.getUTCDay() === 1) monday = date;
    dates.push([date, by === 'day' ? date : by === 'week' ? monday : date.slice(0, 7)]);
  }
  return dates;
}

function emptyTally(): Tally {
  const bySource = Object.fromEntries(
    RESERVATION_SOURCES.map((source) => [source, { bookings: 0, covers: 0 }]),
  ) as Record<ReservationSource, Count>;
  return {
    figures: {
      bookings: 0,
      covers: 0,
      bySource,
      noShows: 0,
      noShowRate: null,
      cancellations: 0,
      lateCancellations: 0,
      lateCancelRate: null,
    },
    expected: 0,
    cancellable: 0,
  };
}

function add(tally: Tally, group: Group): void {
  const { figures } = tally;
  if (TAKING_PLACE.has(group.status)) {
    figures.bookings += group.bookings;
    figures.covers += group.covers;
    const source = figures.bySource[group.source as ReservationSource];
    source.bookings += group.bookings;
    source.covers += group.covers;
  }
  if (group.source === 'walkIn') return;
  if (TAKING_PLACE.has(group.status) || group.status === 'noShow') {
    tally.expected += group.bookings;
    tally.cancellable += group.bookings;
  }
  if (group.status === 'noShow') figures.noShows += group.bookings;
  if (group.status === 'cancelled') {
    figures.cancellations += group.bookings;
    tally.cancellable += group.bookings;
  }
}

/** Adds the figures of some days to others'. */
function merge(into: Tally, from: Tally): void {
  const [a, b] = [into.figures, from.figures];
  a.bookings += b.bookings;
  a.covers += b.covers;
  for (const source of RESERVATION_SOURCES) {
    a.bySource[source].bookings += b.bySource[source].bookings;
    a.bySource[source].covers += b.bySource[source].covers;
  }
  a.noShows += b.noShows;
  a.cancellations += b.cancellations;
  a.lateCancellations += b.lateCancellations;
  into.expected += from.expected;
  into.cancellable += from.cancellable;
}

const rate = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

function finish({ figures, expected, cancellable }: Tally): ReservationFigures {
  return {
    ...figures,
    noShowRate: rate(figures.noShows, expected),
    lateCancelRate: rate(figures.lateCancellations, cancellable),
  };
}

/**
 * The days from `from` to `to`, each read once and kept until its bookings change: every read
 * looks up the days' versions (one indexed read) and reads again only the days that changed.
 */
function daysReader(ctx: Context, kept: ReturnType<typeof createStatsCache>['days']) {
  async function readSpan(first: string, last: string, versions: Map<string, number>) {
    const made = new Map<string, StatsDay & { byTime: Map<string, Count> }>();
    const dayOf = (date: string) => {
      let day = made.get(date);
      if (!day) {
        const version = versions.get(date) ?? 0;
        day = { version, tally: emptyTally(), times: [], cancellations: [], byTime: new Map() };
        made.set(date, day);
      }
      return day;
    };
    // Read after the versions: the bookings may be newer than them, never older, so a day kept
    // under its version is at worst read again.
    const [groups, cancellations] = await Promise.all([
      readGroups(ctx.db, first, last),
      readCancellations(ctx.db, first, last),
    ]);
    for (const { date, bookings, covers, ...rest } of groups) {
      const group = { ...rest, bookings: Number(bookings), covers: Number(covers) };
      const day = dayOf(date);
      add(day.tally, group);
      if (!TAKING_PLACE.has(group.status)) continue;
      const time = day.byTime.get(group.time) ?? { bookings: 0, covers: 0 };
      time.bookings += group.bookings;
      time.covers += group.covers;
      day.byTime.set(group.time, time);
    }
    for (const { date, time, cancelledAt } of cancellations) {
      dayOf(date).cancellations.push({
        cancelledAt: Number(cancelledAt),
        startsAt: instantOf(ctx.config.timeZone, date, minutesOf(time)),
      });
    }
    return (date: string): StatsDay => {
      const { version, tally, byTime, cancellations } = dayOf(date);
      const times = [...byTime].map(([time, count]) => ({ time, ...count }));
      return { version, tally, times, cancellations };
    };
  }

  /** The days of the dates (`from` to `to`, in order), each as kept or as read again. */
  return async (from: string, to: string, dates: string[]): Promise<StatsDay[]> => {
    const versions = await dayVersions(ctx.db, from, to);
    const days = new Map<string, StatsDay>();
    const stale: string[] = [];
    for (const date of dates) {
      const day = kept.get(date);
      if (day?.version === (versions.get(date) ?? 0)) days.set(date, day);
      else stale.push(date);
    }
    if (stale.length > 0) {
      const read = await readSpan(stale[0]!, stale.at(-1)!, versions);
      for (const date of stale) {
        days.set(date, read(date));
        kept.set(date, days.get(date)!);
      }
    }
    return dates.map((date) => days.get(date)!);
  };
}

/** The owner's numbers over a span, per day, week or month, from bookings' kept fields only. */
function figuresReader(ctx: Context, kept: ReturnType<typeof createStatsCache>['days']) {
  const readDays = daysReader(ctx, kept);
  return async (
    { from, to, by }: ReservationStatsQuery,
    cancelUntilMinutes: number,
  ): Promise<ReservationStats> => {
    const dates = spanDates(from, to, by);
    const days = await readDays(
      from,
      to,
      dates.map(([date]) => date),
    );
    const lateFrom = cancelUntilMinutes * 60_000;
    const periods = new Map<string, { from: string; to: string; tally: Tally }>();
    const total = emptyTally();
    const times = new Map<string, Count>();
    for (const [index, day] of days.entries()) {
      const [date, key] = dates[index]!;
      let period = periods.get(key);
      if (period) period.to = date;
      else periods.set(key, (period = { from: date, to: date, tally: emptyTally() }));
      merge(period.tally, day.tally);
      for (const { cancelledAt, startsAt } of day.cancellations) {
        if (cancelledAt >= startsAt - lateFrom) period.tally.figures.lateCancellations += 1;
      }
      for (const { time, bookings, covers } of day.times) {
        const count = times.get(time) ?? { bookings: 0, covers: 0 };
        count.bookings += bookings;
        count.covers += covers;
        times.set(time, count);
      }
    }
    for (const { tally } of periods.values()) merge(total, tally);
    return {
      from,
      to,
      by,
      periods: [...periods].map(([period, { from, to, tally }]) => ({
        period,
        from,
        to,
        ...finish(tally),
      })),
      total: finish(total),
      times: [...times]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([time, count]) => ({ time, ...count })),
    };
  };
}

/**
 * The owner's numbers as JSON text. An answer is kept until a booking of its days changes (the sum
 * of the days' versions rises, on whichever instance the change was made) or the cancellation
 * window does; only bookings' kept fields are in it, nothing personal.
 */
export function createReservationStats(ctx: Context) {
  const cache = createStatsCache(ctx.config.cache.stats);
  const readFigures = figuresReader(ctx, cache.days);
  return async (query: ReservationStatsQuery): Promise<string> => {
    const key = `${query.from} ${query.to} ${query.by}`;
    const [versionSum, { cancelUntilMinutes }] = await Promise.all([
      dayVersionSum(ctx.db, query.from, query.to),
      findReservationSettings(ctx),
    ]);
    const kept = cache.answers.get(key);
    if (kept?.versionSum === versionSum && kept.cancelUntilMinutes === cancelUntilMinutes) {
      return kept.json;
    }
    // Made after the sum was read: the bookings may be newer than it, never older, so an answer
    // kept under it is at worst made again.
    const json = JSON.stringify(await readFigures(query, cancelUntilMinutes));
    cache.answers.set(key, { versionSum, cancelUntilMinutes, json });
    return json;
  };
}
