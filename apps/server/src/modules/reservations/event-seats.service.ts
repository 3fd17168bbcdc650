import type { Event } from '@restaurant/contract/event.ts';
import type { Context } from '#src/context.ts';
import { findEvents, type EventBookings } from '#src/modules/events/event.service.ts';
import { lockDays, seatsBookedByEvent } from '#src/modules/reservations/reservation.repository.ts';

/** What the events module is told of the bookings, which stand on it. */
export const eventBookings: EventBookings = { seatsBooked: seatsBookedByEvent, lockDays };

/** The events (from a date on, or by id or slug), each with the seats booked and left. */
export function findEventsWithSeats(
  ctx: Context,
  where: { id?: number; slug?: string; from?: string } = {},
): Promise<Event[]> {
  return findEvents(ctx, eventBookings, where);
}
