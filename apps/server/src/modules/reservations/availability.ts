import { daysBetween } from '@restaurant/contract/calendar.ts';
import { hoursOn, minutesOf, rangeMinutes } from '@restaurant/contract/opening-times.ts';
import type { OpeningHours } from '@restaurant/contract/opening-hours.ts';
import type { ReservationSettings, Slot } from '@restaurant/contract/reservation.ts';
import type { WallTime } from '@restaurant/contract/zone-clock.ts';

const DAY_MINUTES = 24 * 60;

/** A booking that holds seats: when it starts (minute of its day) and for how many. */
export type Holding = { minute: number; partySize: number };

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The times a guest may book on a date: every `slotMinutes` from the start of each kitchen range
 * up to `lastSeatingMinutes` before it ends, within the day; none on a closed day, in the past,
 * sooner than `leadMinutes` or beyond `horizonDays`.
 */
export function offeredTimes(
  settings: ReservationSettings,
  hours: OpeningHours,
  date: string,
  now: WallTime,
): number[] {
  const daysAhead = daysBetween(now.date, date);
  if (daysAhead < 0 || daysAhead > settings.horizonDays) return [];
  const earliest = now.minutes + settings.leadMinutes - daysAhead * DAY_MINUTES;
  const times = new Set<number>();
  for (const range of hoursOn(hours, date).kitchen) {
    const { start, end } = rangeMinutes(range);
    const last = Math.min(end - settings.lastSeatingMinutes, DAY_MINUTES - 1);
    for (let minute = start; minute <= last; minute += settings.slotMinutes) {
      if (minute >= earliest) times.add(minute);
    }
  }
  return [...times].sort((a, b) => a - b);
}

/**
 * By how many guests a party would go beyond the limits at a minute: the guests arriving in its
 * slot against the pacing, and the guests seated at every moment of its stay against the seats.
 * Zero or less when it fits.
 */
export function overage(
  settings: ReservationSettings,
  holdings: Holding[],
  minute: number,
  partySize: number,
): number {
  const sum = (list: Holding[]) => list.reduce((total, h) => total + h.partySize, 0);
  const slotStart = minute - (minute % settings.slotMinutes);
  const arriving = sum(
    holdings.filter((h) => h.minute >= slotStart && h.minute < slotStart + settings.slotMinutes),
  );
  const end = minute + settings.stayMinutes;
  // The guests seated change only where a stay begins, so the busiest moment is one of these.
  const moments = [minute, ...holdings.map((h) => h.minute).filter((m) => m > minute && m < end)];
  const busiest = Math.max(
    ...moments.map((moment) =>
      sum(holdings.filter((h) => h.minute <= moment && moment < h.minute + settings.stayMinutes)),
    ),
  );
  return Math.max(
    arriving + partySize - settings.coversPerSlot,
    busiest + partySize - settings.seats,
  );
}

export function slotsFor(
  settings: ReservationSettings,
  offered: number[],
  holdings: Holding[],
  partySize: number,
): Slot[] {
  return offered.map((minute) => ({
    time: hhmm(minute),
    available: overage(settings, holdings, minute, partySize) <= 0,
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
