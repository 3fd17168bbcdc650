import { addDays, weekdayOf } from './calendar.ts';

/** Kept free of zod: the public pages reckon with opening hours in the browser. */
export type TimeRange = { from: string; to: string };
type Hours = {
  weekly: Array<{ day: number; restaurant: TimeRange[]; kitchen: TimeRange[] }>;
  exceptions: Array<{
    id: number;
    from: string;
    to: string;
    closed: boolean;
    restaurant: TimeRange[];
    kitchen: TimeRange[];
    note: { hu: string; en: string; de: string };
  }>;
};

const DAY_MINUTES = 24 * 60;

export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** A range in minutes from the day's midnight; one that passes midnight ends after 24:00. */
export function rangeMinutes(range: TimeRange): { start: number; end: number } {
  const start = minutesOf(range.from);
  const end = minutesOf(range.to);
  return { start, end: end <= start ? end + DAY_MINUTES : end };
}

export type DayHours = {
  restaurant: TimeRange[];
  kitchen: TimeRange[];
  /** The exception that sets this day's hours, if one does. */
  exception: Hours['exceptions'][number] | null;
};

/** The hours on a date: an exception covering it wins over the weekly hours. */
export function hoursOn(hours: Hours, date: string): DayHours {
  const exception = hours.exceptions.find((e) => e.from <= date && date <= e.to) ?? null;
  if (exception) {
    return exception.closed
      ? { restaurant: [], kitchen: [], exception }
      : { restaurant: exception.restaurant, kitchen: exception.kitchen, exception };
  }
  const day = hours.weekly.find((entry) => entry.day === weekdayOf(date));
  return { restaurant: day?.restaurant ?? [], kitchen: day?.kitchen ?? [], exception: null };
}

/** Whether the restaurant opens at all on a date (a daily menu on a closed day is not served). */
export function opensOn(hours: Hours, date: string): boolean {
  return hoursOn(hours, date).restaurant.length > 0;
}

/** The kitchen at a minute the restaurant is open; null on a day without kitchen hours. */
export type KitchenStatus =
  { kind: 'open'; until: string } | { kind: 'opensAt'; at: string } | { kind: 'closed' } | null;

/** The next day the restaurant opens, within two weeks, and when. */
export type NextOpening = { date: string; at: string };

export type OpenStatus =
  | { kind: 'open'; until: string; kitchen: KitchenStatus }
  | { kind: 'opensAt'; at: string }
  | { kind: 'closedNow'; next: NextOpening | null }
  | {
      kind: 'closedToday';
      note: Hours['exceptions'][number]['note'] | null;
      next: NextOpening | null;
    };

type Timed = { range: TimeRange; start: number; end: number };
const timed = (ranges: TimeRange[]): Timed[] =>
  ranges.map((range) => ({ range, ...rangeMinutes(range) })).sort((a, b) => a.start - b.start);

function kitchenAt(ranges: TimeRange[], minutes: number): KitchenStatus {
  if (ranges.length === 0) return null;
  const kitchen = timed(ranges);
  const open = kitchen.find((entry) => entry.start <= minutes && minutes < entry.end);
  if (open) return { kind: 'open', until: open.range.to };
  const later = kitchen.find((entry) => entry.start > minutes);
  return later ? { kind: 'opensAt', at: later.range.from } : { kind: 'closed' };
}

const LOOK_AHEAD_DAYS = 14;

/** The first day after the date on which the restaurant opens, and its first opening time. */
export function nextOpening(hours: Hours, date: string): NextOpening | null {
  for (let ahead = 1; ahead <= LOOK_AHEAD_DAYS; ahead += 1) {
    const day = addDays(date, ahead);
    const first = timed(hoursOn(hours, day).restaurant)[0];
    if (first) return { date: day, at: first.range.from };
  }
  return null;
}

/**
 * Whether the restaurant is open at a wall-clock minute of a date, counting last night's late
 * ranges, and its kitchen with it; when it is closed for the day, the exception's note and the
 * next opening.
 */
export function openStatus(hours: Hours, date: string, minutes: number): OpenStatus {
  for (const range of hoursOn(hours, addDays(date, -1)).restaurant) {
    const { end } = rangeMinutes(range);
    if (end > DAY_MINUTES && minutes < end - DAY_MINUTES) {
      return { kind: 'open', until: range.to, kitchen: null };
    }
  }
  const day = hoursOn(hours, date);
  const today = timed(day.restaurant);
  const open = today.find((entry) => entry.start <= minutes && minutes < entry.end);
  if (open) return { kind: 'open', until: open.range.to, kitchen: kitchenAt(day.kitchen, minutes) };
  const later = today.find((entry) => entry.start > minutes);
  if (later) return { kind: 'opensAt', at: later.range.from };
  const next = nextOpening(hours, date);
  if (today.length > 0) return { kind: 'closedNow', next };
  const note = day.exception?.note.hu ? day.exception.note : null;
  return { kind: 'closedToday', note, next };
}

/** The exceptions that touch the coming days, today included, earliest first. */
export function upcomingExceptions<E extends { from: string; to: string }>(
  exceptions: E[],
  today: string,
  days = 14,
): E[] {
  const last = addDays(today, days - 1);
  return exceptions
    .filter((exception) => exception.to >= today && exception.from <= last)
    .sort((a, b) => a.from.localeCompare(b.from));
}

export type WeeklyRow = { days: number[]; restaurant: TimeRange[]; kitchen: TimeRange[] };

/** The weekly hours with neighbouring days of the same hours together (Tue–Thu 10:00–20:00). */
export function weeklyRows(hours: Hours): WeeklyRow[] {
  const key = (entry: { restaurant: TimeRange[]; kitchen: TimeRange[] }) =>
    JSON.stringify([entry.restaurant, entry.kitchen]);
  const rows: WeeklyRow[] = [];
  for (const entry of [...hours.weekly].sort((a, b) => a.day - b.day)) {
    const last = rows[rows.length - 1];
    if (last && last.days[last.days.length - 1] === entry.day - 1 && key(last) === key(entry)) {
      last.days.push(entry.day);
    } else {
      rows.push({ days: [entry.day], restaurant: entry.restaurant, kitchen: entry.kitchen });
    }
  }
  return rows;
}
