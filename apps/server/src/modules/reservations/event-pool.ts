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

/** Why an event cannot take a party now; none when it can. */
export type EventRefusal =
  | { code: 'bookingClosed' }
  | { code: 'partySize'; min: number; max: number }
  | { code: 'soldOut'; seatsLeft: number };

/**
 * Whether the event takes a party now: booking open and not begun, the party within the event's
 * sizes, and seats left for it (those held for its waiting list's offers are not). Read holding
 * the lock of the event's day, which every booking of it takes.
 */
export async function eventRefusal(
  ctx: Context,
  event: StoredEvent,
  partySize: number,
): Promise<EventRefusal | undefined> {
  const starts = instantOf(ctx.config.timeZone, event.date, minutesOf(event.startTime));
  if (!event.bookingOpen || starts <= ctx.now()) return { code: 'bookingClosed' };
  if (partySize < event.minPartySize || partySize > event.maxPartySize) {
    return { code: 'partySize', min: event.minPartySize, max: event.maxPartySize };
  }
  const left = await seatsLeft(ctx, event);
  return partySize > left ? { code: 'soldOut', seatsLeft: left } : undefined;
}

/** The seats an event has left: those of its bookings and of its waiting list's offers are taken. */
async function seatsLeft(ctx: Context, event: StoredEvent): Promise<number> {
  const booked = (await reservationRepository.seatsBookedByEvent(ctx.db, [event.id])).get(event.id);
  return Math.max(0, event.seats - (booked ?? 0));
}

const soldOut = (left: number) =>
  new ConflictError('The event has no seats left for this party.', {
    code: 'soldOut',
    seatsLeft: left,
  });

/** A party size outside the event's, as a field message. */
export const partySizeError = (refusal: { min: number; max: number }) =>
  new ValidationError([
    {
      path: 'partySize',
      message: `Must be from ${refusal.min} to ${refusal.max} for this event`,
    },
  ]);

/**
 * Refuses a party the event cannot take: booking closed or the event begun (409 `bookingClosed`),
 * a party size outside the event's (400), or more guests than its seats left (409 `soldOut`, with
 * `seatsLeft`). Called holding the lock of the event's day, so its seats are never sold twice.
 */
export async function checkEventPool(
  ctx: Context,
  event: StoredEvent,
  partySize: number,
): Promise<void> {
  const refusal = await eventRefusal(ctx, event, partySize);
  if (refusal?.code === 'bookingClosed') {
    throw new ConflictError('This event is not open for booking.', { code: 'bookingClosed' });
  }
  if (refusal?.code === 'partySize') throw partySizeError(refusal);
  if (refusal?.code === 'soldOut') throw soldOut(refusal.seatsLeft);
}

/**
 * Refuses more guests on a booking of the event than its seats left (409 `soldOut`, with
 * `seatsLeft`), for staff who make a party larger without going over the limits on purpose.
 * Called holding the lock of the event's day.
 */
export async function checkEventGrowth(
  ctx: Context,
  eventId: number,
  growth: number,
): Promise<void> {
  if (growth <= 0) return;
  const event = await findStoredEvent(ctx, eventId);
  if (!event) return;
  const left = await seatsLeft(ctx, event);
  if (growth > left) throw soldOut(left);
}

/**
 * What a move changes of a booking's event: moved off the event's date or start, the booking is a
 * table's from then on, and the event's seats it held free up.
 */
export function eventAfterMove(
  row: { eventId: number | null; date: string; time: string },
  to: { date: string; time: string },
): { eventId?: null } {
  return row.eventId !== null && (to.date !== row.date || to.time !== row.time)
    ? { eventId: null }
    : {};
}
