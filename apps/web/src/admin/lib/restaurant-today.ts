import { dateIn } from '@restaurant/contract/calendar.ts';

/**
 * The zone in which the server reckons "today", "this week" and "running" by default
 * (RESTAURANT_TIMEZONE); the admin marks today and names an offer's state by the same clock.
 */
export const RESTAURANT_TIME_ZONE = 'Europe/Budapest';

/** Today's date (YYYY-MM-DD) at the restaurant. */
export const restaurantToday = (now: number = Date.now()): string =>
  dateIn(RESTAURANT_TIME_ZONE, now);
