import { minutesOf } from '@restaurant/contract/opening-times.ts';
import { instantOf } from '@restaurant/contract/zone-clock.ts';
import type { Context } from '#src/context.ts';
import { ConflictError, ValidationError } from '#src/lib/errors.ts';
import { findStoredEvent } from '#src/modules/events/event.service.ts';
import type { StoredEvent } from '#src/modules/events/event.repository.ts';
import * as reservationRepository from '#src/modules/reservations/reservation.repository.ts';

/** The event a booking asks for, or a 400 on its field. */
export async function eventToBook(ctx: Context, eventId: number): Promise<StoredEvent> {
  const event = await findStoredEvent(ctx, eventId);
  if (!event) throw new ValidationError([{ path: 'eventId', message: 'No such event' }]);
  return event;
}

/**
 * Refuses a party the event cannot take: booking closed or the event begun (409 `bookingClosed`),
 * a party size outside the event's (400), or more guests than its seats left (409 `soldOut`, with
 * `seatsLeft`). Called holding the lock of the event's day, which every booking of it takes, so
 * its seats are never sold twice.
 */
export async function checkEventPool(
  ctx: Context,
  event: StoredEvent,
  partySize: number,
): Promise<void> {
  const starts = instantOf(ctx.config.timeZone, event.date, minutesOf(event.startTime));
  if (!event.bookingOpen || starts <= ctx.now()) {
    throw new ConflictError('This event is not open for booking.', { code: 'bookingClosed' });
  }
  if (partySize < event.minPartySize || partySize > event.maxPartySize) {
    throw new ValidationError([
      {
        path: 'partySize',
        message: `Must be from ${event.minPartySize} to ${event.maxPartySize} for this event`,
      },
    ]);
  }
  const booked = (await reservationRepository.seatsBookedByEvent(ctx.db, [event.id])).get(event.id);
  const seatsLeft = Math.max(0, event.seats - (booked ?? 0));
  if (partySize > seatsLeft) {
    throw new ConflictError('The event has no seats left for this party.', {
      code: 'soldOut',
      seatsLeft,
    });
  }
}
