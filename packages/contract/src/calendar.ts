const DAY_MS = 86_400_000;

/** One formatter per time zone: making one costs more than formatting with it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) in the given time zone at the given instant. */
export function dateIn(timeZone: string, now: number = Date.now()): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // The Swedish locale writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(now);
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

/**
 * The daily menu to feature: today's if there is one, else the one nearest to today (a later
 * one wins a tie), and only when it has items.
 */
export function pickDailyMenu<T extends { date: string; items: unknown[] }>(
  menus: T[],
  today: string,
): T | null {
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const menu of menus) {
    const distance = Math.abs(daysBetween(today, menu.date));
    const tieWinner = distance === bestDistance && best !== undefined && menu.date > best.date;
    if (distance < bestDistance || tieWinner) {
      best = menu;
      bestDistance = distance;
    }
  }
  return best && best.items.length > 0 ? best : null;
}
