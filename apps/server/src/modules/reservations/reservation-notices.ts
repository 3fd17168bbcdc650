import { randomUUID } from 'node:crypto';
import type { Context } from '#src/context.ts';
import { enqueue, type MailMessage } from '#src/modules/outbox/outbox.service.ts';
import { findStoredEvent } from '#src/modules/events/event.service.ts';
import { findRestaurant } from '#src/modules/restaurant/restaurant.service.ts';
import {
  guestMessage,
  staffMessage,
  type CalendarPart,
  type GuestMessageKind,
  type MailBooking,
  type StaffMessageKind,
} from '#src/modules/reservations/reservation-mail.ts';
import {
  toReservation,
  type ReservationRow,
} from '#src/modules/reservations/reservation.repository.ts';
import * as reservationRepository from '#src/modules/reservations/reservation.repository.ts';
import { findReservationSettings } from '#src/modules/reservations/reservation-settings.service.ts';
import { TOKEN_STAND_IN, managePath } from '#src/modules/reservations/reservation-token.ts';

export type Notices = {
  guest?: GuestMessageKind;
  staff?: StaffMessageKind;
  /** Staff's words to the guest (with a decline). */
  message?: string;
  /** How long the guest's message waits in the outbox before it leaves: staff may take it back. */
  holdMs?: number;
};

/**
 * Which calendar message a guest's message carries: the booking's entry while it holds (once it
 * is confirmed, or has been), its cancellation when it ends; none for a receipt or a reminder.
 */
function calendarMethod(
  kind: GuestMessageKind,
  row: ReservationRow,
): CalendarPart['method'] | null {
  if (kind === 'cancelled' || kind === 'declined') return 'CANCEL';
  if (kind === 'confirmed') return 'REQUEST';
  if (kind === 'changed' && (row.status === 'confirmed' || row.calendarSequence > 0)) {
    return 'REQUEST';
  }
  return null;
}

/** The address of a sender written as `Name <address>` or as the address alone. */
const addressOf = (sender: string) => /<([^>]+)>/.exec(sender)?.[1] ?? sender.trim();

/**
 * Writes the messages a change causes to the outbox, in the caller's transaction: to the guest
 * (when the booking has an e-mail address) and to the restaurant's address.
 */
export async function notify(ctx: Context, row: ReservationRow, notices: Notices): Promise<void> {
  const reservation = toReservation(row);
  const { name, email } = reservation;
  if (!name || !email) return;
  const booking: MailBooking = { ...reservation, name, email };
  const [restaurant, settings, event] = await Promise.all([
    findRestaurant(ctx),
    findReservationSettings(ctx),
    row.eventId === null ? undefined : findStoredEvent(ctx, row.eventId),
  ]);
  const topic = `reservation:${row.id}`;
  const at = ctx.now();
  const host = new URL(ctx.config.publicUrl).hostname;
  const stamp = <T extends Omit<MailMessage, 'messageId'>>(message: T): MailMessage => ({
    ...message,
    messageId: `<${randomUUID()}@${host}>`,
  });
  if (notices.guest) {
    const method = calendarMethod(notices.guest, row);
    const calendar = method
      ? { method, sequence: await reservationRepository.takeCalendarSequence(ctx.db, row.id) }
      : undefined;
    const place = {
      restaurant,
      timeZone: ctx.config.timeZone,
      // The token is written in when the message leaves the outbox.
      manageUrl: `${ctx.config.publicUrl}${managePath(TOKEN_STAND_IN)}`,
      bookUrl: `${ctx.config.publicUrl}/reservation${row.language === 'hu' ? '' : `?lang=${row.language}`}`,
      host,
      sender: addressOf(ctx.config.mail.from),
      stayMinutes: settings.stayMinutes,
      now: at,
      event,
    };
    const message = guestMessage(notices.guest, booking, place, {
      ...(notices.message ? { staffMessage: notices.message } : {}),
      ...(calendar ? { calendar } : {}),
    });
    await enqueue(ctx, topic, stamp(message), at, {
      linkReference: row.reference,
      ...(notices.holdMs ? { sendAt: at + notices.holdMs } : {}),
    });
  }
  if (notices.staff && restaurant?.email) {
    const message = staffMessage(notices.staff, booking, restaurant.email, restaurant.name);
    await enqueue(ctx, topic, stamp(message), at);
  }
}
