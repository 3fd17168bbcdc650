import { timeIn } from './calendar.ts';
import { minutesOf } from './opening-times.ts';

/** A reading of a wall clock: the date and the minute of the day. */
export type WallTime = { date: string; minutes: number };

/**
 * A time zone's offsets from UTC over a span of time: from each step's instant on, `minutes`.
 * The server works them out with Intl and the page carries them, because the first Intl date
 * format a browser creates loads ICU's data, which costs a phone tens of milliseconds.
 */
export type ZoneOffsets = {
  from: number;
  until: number;
  steps: Array<{ at: number; minutes: number }>;
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The date and the minute of the day on the wall clock of a time zone, read with Intl. */
export function wallClock(timeZone: string, now: number): WallTime {
  const text = timeIn(timeZone, now);
  return { date: text.slice(0, 10), minutes: minutesOf(text.slice(11, 16)) };
}

function offsetAt(timeZone: string, at: number): number {
  const minute = Math.floor(at / MINUTE_MS) * MINUTE_MS;
  const { date, minutes } = wallClock(timeZone, minute);
  return (Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS - minute) / MINUTE_MS;
}

/**
 * The zone's offsets from a day before `at` to `days` after it. An offset changes at most once in
 * so short a span (summer time), and the instant it changes is found by halving.
 */
export function zoneOffsets(timeZone: string, at: number, days: number): ZoneOffsets {
  const from = at - DAY_MS;
  const until = at + days * DAY_MS;
  const first = offsetAt(timeZone, from);
  const last = offsetAt(timeZone, until);
  const steps = [{ at: from, minutes: first }];
  if (last !== first) {
    let before = from;
    let after = until;
    while (after - before > MINUTE_MS) {
      const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetAt(timeZone, middle) === first) before = middle;
      else after = middle;
    }
    steps.push({ at: after, minutes: last });
  }
  return { from, until, steps };
}

/** The wall clock from the offsets, without Intl; null outside their span. */
export function wallClockFrom(offsets: ZoneOffsets, now: number): WallTime | null {
  if (now < offsets.from || now >= offsets.until) return null;
  const minutes = offsets.steps.findLast((step) => step.at <= now)!.minutes;
  const local = new Date(now + minutes * MINUTE_MS);
  return {
    date: local.toISOString().slice(0, 10),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The instant a wall-clock minute of a date names in a time zone (the later one in a repeated hour). */
export function instantOf(timeZone: string, date: string, minutes: number): number {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  const first = asUtc - offsetAt(timeZone, asUtc) * MINUTE_MS;
  return asUtc - offsetAt(timeZone, first) * MINUTE_MS;
}

/** A wall-clock time of a date as ISO 8601 with the zone's offset then: 2026-12-31T19:00+01:00. */
export function isoInZone(timeZone: string, date: string, time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offset = Math.round((wall - instantOf(timeZone, date, hours * 60 + minutes)) / MINUTE_MS);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
