import { dateIn, timeIn } from '@restaurant/contract/calendar.ts';

/**
 * The zone in which the restaurant reckons "today", "this week" and "running": the server's
 * setting (RESTAURANT_TIMEZONE), which it writes into the admin's document. A document without it
 * (a component test) goes by the browser's own zone.
 */
export function restaurantTimeZone(): string {
  return (
    document.querySelector<HTMLMetaElement>('meta[name="restaurant-time-zone"]')?.content ??
    Intl.DateTimeFormat().resolvedOptions().timeZone
  );
}

/** Today's date (YYYY-MM-DD) at the restaurant. */
export const restaurantToday = (now: number = Date.now()): string =>
  dateIn(restaurantTimeZone(), now);

/** The date and the time (HH:MM) at the restaurant now. */
export function restaurantNow(now: number = Date.now()): { date: string; time: string } {
  const text = timeIn(restaurantTimeZone(), now);
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
}
