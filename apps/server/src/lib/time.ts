const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) in the given time zone at the given instant. */
export function dateIn(timeZone: string, now: number = Date.now()): string {
  // The Swedish locale writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday and Sunday of the week holding the date. */
export function weekOf(date: string): { monday: string; sunday: string } {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(date, -weekday);
  return { monday, sunday: addDays(monday, 6) };
}
