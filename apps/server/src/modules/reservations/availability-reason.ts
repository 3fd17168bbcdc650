import { daysBetween } from '@restaurant/contract/calendar.ts';
import { hoursOn, minutesOf } from '@restaurant/contract/opening-times.ts';
import type { OpeningHours } from '@restaurant/contract/opening-hours.ts';
import type {
  AvailabilityReason,
  ReservationSettings,
  Slot,
} from '@restaurant/contract/reservation.ts';

/** A time from this minute on asks for the evening; an earlier one for lunch. */
const EVENING_FROM = 17 * 60;

/** Whether a time lies in the part of the day (lunch or evening) of the time asked for. */
export function inAskedPart(time: string, asked: string | undefined): boolean {
  if (asked === undefined) return true;
  return minutesOf(time) >= EVENING_FROM === minutesOf(asked) >= EVENING_FROM;
}

/** The guest may pick a time of the slots, in the part of the day asked for. */
export const hasFreeTime = (slots: Slot[], asked: string | undefined) =>
  slots.some((slot) => slot.available && inAskedPart(slot.time, asked));

/**
 * Why a date offers no time before its slots are looked at: out of reach, or closed (with the
 * exception's note when an exception closes it). Null when the date has times to look at.
 */
export function reasonBeforeSlots(
  settings: ReservationSettings,
  hours: OpeningHours,
  date: string,
  today: string,
  times: number[],
): AvailabilityReason | null {
  const ahead = daysBetween(today, date);
  if (ahead < 0) return { code: 'tooSoon' };
  if (ahead > settings.horizonDays) return { code: 'beyondHorizon' };
  if (times.length > 0) return null;
  const { exception } = hoursOn(hours, date);
  const note = exception && Object.values(exception.note).some(Boolean) ? exception.note : null;
  return { code: 'closed', note };
}
