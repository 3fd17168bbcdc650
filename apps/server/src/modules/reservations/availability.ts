import { daysBetween } from '@restaurant/contract/calendar.ts';
import { hoursOn, minutesOf, rangeMinutes } from '@restaurant/contract/opening-times.ts';
import type { OpeningHours } from '@restaurant/contract/opening-hours.ts';
import type { ReservationSettings, Slot } from '@restaurant/contract/reservation.ts';
import type { WallTime } from '@restaurant/contract/zone-clock.ts';

const DAY_MINUTES = 24 * 60;

/**
 * A booking that holds seats: when it starts (minute of its day), for how many, and when a party
 * that has left did (minute counted from the start of the booking's day).
 */
export type Holding = { minute: number; partySize: number; left?: number };

/**
 * The guests a day's bookings bring: arriving in each slot (by the slot's index in the day) and
 * seated at each minute of the day and of the stays that run past its end.
 */
export type Load = { arriving: Int32Array; seated: Int32Array };

/**
 * Seats an event holds of the restaurant's from its start to its end (minutes of its day; an end
 * past midnight counts on): its own seats, or every seat when it is exclusive, which closes the
 * regular times whose stay would meet it.
 */
export type Block = { from: number; to: number; seats: number };

export function blockOf(
  settings: ReservationSettings,
  event: { startTime: string; endTime: string; seats: number; exclusive: boolean },
): Block {
  const from = minutesOf(event.startTime);
  const end = minutesOf(event.endTime);
  return {
    from,
    to: end > from ? end : end + DAY_MINUTES,
    seats: event.exclusive ? settings.seats : event.seats,
  };
}

/** A minute of the day as HH:MM. */
export const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The times the kitchen hours of a date offer: every `slotMinutes` from the start of each range
 * up to `lastSeatingMinutes` before it ends, within the day, in order; none on a closed day.
 */
export function kitchenTimes(
  settings: ReservationSettings,
  hours: OpeningHours,
  date: string,
): number[] {
  const times = new Set<number>();
  for (const range of hoursOn(hours, date).kitchen) {
    const { start, end } = rangeMinutes(range);
    const last = Math.min(end - settings.lastSeatingMinutes, DAY_MINUTES - 1);
    for (let minute = start; minute <= last; minute += settings.slotMinutes) times.add(minute);
  }
  return [...times].sort((a, b) => a - b);
}

/**
 * How many of a date's kitchen times (in order) a guest may no longer book at `now`: those in the
 * past or sooner than `leadMinutes`, and all of them beyond `horizonDays` or before today.
 */
export function timesGone(
  settings: ReservationSettings,
  times: number[],
  date: string,
  now: WallTime,
): number {
  const daysAhead = daysBetween(now.date, date);
  if (daysAhead < 0 || daysAhead > settings.horizonDays) return times.length;
  const earliest = now.minutes + settings.leadMinutes - daysAhead * DAY_MINUTES;
  const first = times.findIndex((minute) => minute >= earliest);
  return first === -1 ? times.length : first;
}

/** The times a guest may book on a date at `now`. */
export function offeredTimes(
  settings: ReservationSettings,
  hours: OpeningHours,
  date: string,
  now: WallTime,
): number[] {
  const times = kitchenTimes(settings, hours, date);
  return times.slice(timesGone(settings, times, date, now));
}

/** Adds up the guests of a day's bookings by slot and by minute, and the seats its events hold. */
export function loadOf(
  settings: ReservationSettings,
  holdings: Holding[],
  blocks: Block[] = [],
): Load {
  const arriving = new Int32Array(Math.ceil(DAY_MINUTES / settings.slotMinutes));
  const seated = new Int32Array(DAY_MINUTES + settings.stayMinutes);
  for (const { minute, partySize, left } of holdings) {
    const end = minute + settings.stayMinutes;
    arriving[Math.floor(minute / settings.slotMinutes)]! += partySize;
    seated[minute]! += partySize;
    seated[left === undefined ? end : Math.min(end, Math.max(minute, left))]! -= partySize;
  }
  for (const { from, to, seats } of blocks) {
    seated[from]! += seats;
    seated[Math.min(to, seated.length - 1)]! -= seats;
  }
  for (let minute = 1; minute < seated.length; minute++) seated[minute]! += seated[minute - 1]!;
  return { arriving, seated };
}

/**
 * By how many guests a party would go beyond the limits at a minute: the guests arriving in its
 * slot against the pacing, and the guests seated at the busiest moment of its stay against the
 * seats. Zero or less when it fits.
 */
export function overage(
  settings: ReservationSettings,
  load: Load,
  minute: number,
  partySize: number,
): number {
  const arriving = load.arriving[Math.floor(minute / settings.slotMinutes)]!;
  let busiest = 0;
  for (let moment = minute; moment < minute + settings.stayMinutes; moment++) {
    busiest = Math.max(busiest, load.seated[moment]!);
  }
  return Math.max(
    arriving + partySize - settings.coversPerSlot,
    busiest + partySize - settings.seats,
  );
}

export function slotsFor(
  settings: ReservationSettings,
  offered: number[],
  load: Load,
  partySize: number,
): Slot[] {
  return offered.map((minute) => ({
    time: hhmm(minute),
    available: overage(settings, load, minute, partySize) <= 0,
  }));
}

/** The available times of the day nearest to the one asked for, nearest first. */
export function nearest(slots: Slot[], time: string, count = 3): string[] {
  const asked = minutesOf(time);
  return slots
    .filter((slot) => slot.available)
    .map((slot) => slot.time)
    .sort(
      (a, b) =>
        Math.abs(minutesOf(a) - asked) - Math.abs(minutesOf(b) - asked) || a.localeCompare(b),
    )
    .slice(0, count);
}
