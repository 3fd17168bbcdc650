import { addDays } from '@restaurant/contract/calendar.ts';
import { hoursOn } from '@restaurant/contract/opening-times.ts';
import type { AvailabilityReason, Slot } from '@restaurant/contract/reservation.ts';
import { wallClock, type WallTime } from '@restaurant/contract/zone-clock.ts';
import type { Context } from '#src/context.ts';
import { kitchenTimes, slotsFor, timesGone } from '#src/modules/reservations/availability.ts';
import { createDayCache, type DayAnswers } from '#src/modules/reservations/availability-days.ts';
import { hasFreeTime, reasonBeforeSlots } from '#src/modules/reservations/availability-reason.ts';
import { readLoad, readRules, type Rules } from '#src/modules/reservations/booking.service.ts';
import { dayVersion } from '#src/modules/reservations/reservation.repository.ts';
import { findRestaurant } from '#src/modules/restaurant/restaurant.service.ts';

const MINUTE_MS = 60_000;

/**
 * The rules read once per content version (they change only by a content write, which starts a
 * new version on every instance).
 */
function rulesCache(ctx: Context, version: () => number): () => Promise<Rules> {
  let kept: { version: number; rules: Promise<Rules> } | undefined;
  return () => {
    const now = version();
    if (kept?.version !== now) {
      const rules = readRules(ctx);
      kept = { version: now, rules };
      rules.catch(() => {
        if (kept?.rules === rules) kept = undefined;
      });
    }
    return kept.rules;
  };
}

/** The restaurant's wall clock, read with Intl once per minute. */
function minuteClock(ctx: Context): () => WallTime {
  let minute = NaN;
  let wall: WallTime;
  return () => {
    const now = ctx.now();
    if (Math.floor(now / MINUTE_MS) !== minute) {
      minute = Math.floor(now / MINUTE_MS);
      wall = wallClock(ctx.config.timeZone, now);
    }
    return wall;
  };
}

/**
 * What the availability route is asked: a date, a party size and maybe the time in mind; for a
 * guest moving a booking, the booking, whose own seats are free to it.
 */
export type AvailabilityQuery = {
  date: string;
  partySize: number;
  time?: string;
  except?: { id: number; date: string };
};

export type AvailabilityReads = ReturnType<typeof createAvailabilityReads>;

/** Dates looked at for the next free ones at most, beyond the one asked for. */
const NEXT_DATES = 3;

/**
 * The availability read as JSON text. A day's slots are kept until the day's bookings or the rules
 * change: every request reads the day's version (one indexed row), which every booking, move,
 * cancellation and staff change raises in its own transaction, so a change made through any
 * instance is seen by the next read on every other. The days kept hold at most
 * `config.cache.availability` bytes, the least recently asked for going first. Closed days and
 * days out of reach answer without a query. A day with no free time says why, and names the next
 * dates that have one.
 */
export function createAvailabilityReads(ctx: Context, contentVersion: () => number) {
  const rules = rulesCache(ctx, contentVersion);
  const clock = minuteClock(ctx);
  const days = createDayCache(ctx.config.cache.availability);

  async function dayAnswers(
    current: Rules,
    times: number[],
    date: string,
    kept: DayAnswers | undefined,
  ): Promise<DayAnswers> {
    const version = await dayVersion(ctx.db, date);
    if (kept?.rules === current && kept.version === version) return kept;
    // Read after the version: the bookings may be newer than it, never older, so an answer kept
    // under it is at worst made again.
    const load = await readLoad(ctx, ctx.config.timeZone, current.settings, date);
    const made: DayAnswers = { rules: current, times, version, load, answers: new Map() };
    days.keep(date, made);
    return made;
  }

  /** A date's slots for a party (as objects and as JSON), or why it has none to look at. */
  async function slotsOn(
    current: Rules,
    date: string,
    partySize: number,
    now: WallTime,
    except?: AvailabilityQuery['except'],
  ) {
    const { settings } = current;
    const kept = days.get(date);
    const times =
      kept?.rules === current ? kept.times : kitchenTimes(settings, current.hours, date);
    const early = reasonBeforeSlots(settings, current.hours, date, now.date, times);
    if (early) return { reason: early, slots: [] as Slot[], json: '[]' };
    const gone = timesGone(settings, times, date, now);
    if (gone === times.length)
      return { reason: { code: 'tooSoon' } as const, slots: [], json: '[]' };
    if (except?.date === date) {
      // The guest's own booking set aside: read for this guest alone, never kept.
      const load = await readLoad(ctx, ctx.config.timeZone, settings, date, except.id);
      const slots = slotsFor(settings, times.slice(gone), load, partySize);
      return { reason: null, slots, json: JSON.stringify(slots) };
    }
    const day = await dayAnswers(current, times, date, kept);
    const key = `${partySize} ${gone}`;
    let answer = day.answers.get(key);
    if (answer === undefined) {
      const slots = slotsFor(settings, times.slice(gone), day.load, partySize);
      answer = { slots, json: JSON.stringify(slots) };
      day.answers.set(key, answer);
      days.grown(date, day);
    }
    return { reason: null, ...answer };
  }

  /** The next dates after `date` (within the horizon) with a free time in the part asked for. */
  async function nextDates(current: Rules, query: AvailabilityQuery, now: WallTime) {
    const found: string[] = [];
    const last = addDays(now.date, current.settings.horizonDays);
    let date = query.date < now.date ? now.date : addDays(query.date, 1);
    for (; date <= last && found.length < NEXT_DATES; date = addDays(date, 1)) {
      const { slots } = await slotsOn(current, date, query.partySize, now, query.except);
      if (hasFreeTime(slots, query.time)) found.push(date);
    }
    return found;
  }

  const read = async (query: AvailabilityQuery): Promise<string> => {
    const current = await rules();
    const { settings } = current;
    const { date, partySize } = query;
    const ranges = JSON.stringify(
      hoursOn(current.hours, date).kitchen.map(({ from, to }) => ({ from, to })),
    );
    const answer = (slots: string, reason: AvailabilityReason | null, next: string[] = []) =>
      `{"date":"${date}","partySize":${partySize},"slots":${slots},"ranges":${ranges},` +
      `"reason":${JSON.stringify(reason)},"nextAvailable":${JSON.stringify(next)}}`;
    if (!settings.enabled) return answer('[]', { code: 'bookingOff', ...(await phoneOf()) });
    if (partySize > settings.maxPartySizeOnline) {
      return answer('[]', { code: 'partyTooLarge', ...(await phoneOf()) });
    }
    const now = clock();
    const day = await slotsOn(current, date, partySize, now, query.except);
    if (hasFreeTime(day.slots, query.time)) return answer(day.json, null);
    const reason = day.reason ?? { code: 'full' as const };
    const next = reason.code === 'beyondHorizon' ? [] : await nextDates(current, query, now);
    return answer(day.json, reason, next);
  };
  /** The bytes the days' answers hold. */
  return Object.assign(read, { bytes: days.bytes });

  /** The restaurant's phone, for the guests asked to call. */
  async function phoneOf(): Promise<{ phone?: string }> {
    const number = (await findRestaurant(ctx))?.phone;
    return number ? { phone: number } : {};
  }
}
