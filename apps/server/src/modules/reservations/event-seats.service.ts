import type { Event } from '@restaurant/contract/event.ts';
import type { Context } from '#src/context.ts';
import { findEvents, type EventBookings } from '#src/modules/events/event.service.ts';
import { lockDays, seatsBookedByEvent } from '#src/modules/reservations/reservation.repository.ts';
import { offerFreed } from '#src/modules/reservations/waitlist-offers.ts';
import { moveToEventDate } from '#src/modules/reservations/waitlist.repository.ts';

/** The events (from a date on, or by id or slug), each with the seats booked and left. */
export function findEventsWithSeats(
  ctx: Context,
  where: { id?: number; slug?: string; from?: string } = {},
): Promise<Event[]> {
  return findEvents(ctx, { seatsBooked: seatsBookedByEvent }, where);
}

/**
 * What the events module is told of the bookings, which stand on it: a changed event takes its
 * waiting list to its date, whose entries are offered the seats it has free (more seats, booking
 * opened again).
 */
export const eventBookings: EventBookings = {
  seatsBooked: seatsBookedByEvent,
  lockDays,
  changed: async (tx, event) => {
    await moveToEventDate(tx.db, event.id, event.date);
    await offerFreed(tx, event.date);
  },
};
