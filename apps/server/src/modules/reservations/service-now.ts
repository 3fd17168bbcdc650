import { minutesOf } from '@restaurant/contract/opening-times.ts';
import type { ReservationSettings, ServiceNow } from '@restaurant/contract/reservation.ts';
import type { WallTime } from '@restaurant/contract/zone-clock.ts';
import { hhmm, loadOf } from '#src/modules/reservations/availability.ts';
import { holdingOf } from '#src/modules/reservations/booking.service.ts';
import {
  HOLDING_STATUSES,
  type ReservationRow,
} from '#src/modules/reservations/reservation.repository.ts';

const guests = (rows: ReservationRow[]) => rows.reduce((sum, row) => sum + row.partySize, 0);

/**
 * Today's room at this minute from the day's bookings: who sits there, the seats the booking rule
 * leaves free, and the guests still expected.
 */
export function serviceNow(
  settings: ReservationSettings,
  timeZone: string,
  rows: ReservationRow[],
  now: WallTime,
): ServiceNow {
  const load = loadOf(
    settings,
    rows
      .filter((row) => HOLDING_STATUSES.includes(row.status))
      .map((row) => holdingOf(timeZone, now.date, row)),
  );
  const expected = rows.filter(
    (row) =>
      (row.status === 'requested' || row.status === 'confirmed') &&
      minutesOf(row.time) + settings.stayMinutes > now.minutes,
  );
  return {
    at: hhmm(now.minutes),
    inRoom: guests(rows.filter((row) => row.status === 'arrived')),
    freeSeats: Math.max(0, settings.seats - load.seated[now.minutes]!),
    toCome: guests(expected),
  };
}
