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

export type OpenStatus =
  | { kind: 'open'; until: string }
  | { kind: 'opensAt'; at: string }
  | { kind: 'closedNow' }
  | { kind: 'closedToday' };

/** Whether the restaurant is open at a wall-clock minute of a date, counting last night's late ranges. */
export function openStatus(hours: Hours, date: string, minutes: number): OpenStatus {
  for (const range of hoursOn(hours, addDays(date, -1)).restaurant) {
    const { end } = rangeMinutes(range);
    if (end > DAY_MINUTES && minutes < end - DAY_MINUTES) return { kind: 'open', until: range.to };
  }
  const today = hoursOn(hours, date).restaurant.map((range) => ({ range, ...rangeMinutes(range) }));
  const open = today.find((entry) => entry.start <= minutes && minutes < entry.end);
  if (open) return { kind: 'open', until: open.range.to };
  const later = today.filter((entry) => entry.start > minutes).sort((a, b) => a.start - b.start)[0];
  if (later) return { kind: 'opensAt', at: later.range.from };
  return today.length > 0 ? { kind: 'closedNow' } : { kind: 'closedToday' };
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
