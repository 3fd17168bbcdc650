const DAY_MS = 86_400_000;

/** One formatter per time zone: making one costs more than formatting with it. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of the given time zone at the given instant: "YYYY-MM-DD HH:MM". */
export function timeIn(timeZone: string, now: number): string {
  let format = formats.get(timeZone);
  if (!format) {
    // The Swedish locale writes "2026-07-02 00:30".
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format.format(now);
}

/** The calendar date (YYYY-MM-DD) in the given time zone at the given instant. */
export function dateIn(timeZone: string, now: number = Date.now()): string {
  return timeIn(timeZone, now).slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Monday and Sunday of the week holding the date. */
export function weekOf(date: string): { monday: string; sunday: string } {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(date, -weekday);
  return { monday, sunday: addDays(monday, 6) };
}

/** How far ahead the home page looks for the next daily menu when today has none. */
export const DAILY_SPECIAL_DAYS_AHEAD = 7;

/**
 * The daily menu the home page shows: today's, else the nearest upcoming one (at most a week
 * ahead), never a past one; only a menu with items, on a day the restaurant is open.
 */
export function pickDailySpecial<T extends { date: string; items: unknown[] }>(
  menus: T[],
  today: string,
  isOpenOn: (date: string) => boolean,
): { menu: T; daysAhead: number } | null {
  const last = addDays(today, DAILY_SPECIAL_DAYS_AHEAD);
  const menu = [...menus]
    .sort((a, b) => a.date.localeCompare(b.date))
    .find(
      (candidate) =>
        candidate.date >= today &&
        candidate.date <= last &&
        candidate.items.length > 0 &&
        isOpenOn(candidate.date),
    );
  return menu ? { menu, daysAhead: daysBetween(today, menu.date) } : null;
}

/** The day of the week of a date: 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}
