import type { Context } from '#src/context.ts';
import type { Db } from '#src/db/database.ts';
import { enqueue } from '#src/modules/outbox/outbox.service.ts';
import { findRestaurant } from '#src/modules/restaurant/restaurant.service.ts';
import {
  guestMessage,
  staffMessage,
  type GuestMessageKind,
  type MailBooking,
  type StaffMessageKind,
} from '#src/modules/reservations/reservation-mail.ts';
import {
  toReservation,
  type ReservationRow,
} from '#src/modules/reservations/reservation.repository.ts';
import { findReservationSettings } from '#src/modules/reservations/reservation-settings.service.ts';
import { TOKEN_STAND_IN, managePath } from '#src/modules/reservations/reservation-token.ts';

export type Notices = {
  guest?: GuestMessageKind;
  staff?: StaffMessageKind;
  /** Staff's words to the guest (with a decline). */
  message?: string;
};

/**
 * Writes the messages a change causes to the outbox, in the caller's transaction: to the guest
 * (when the booking has an e-mail address) and to the restaurant's address.
 */
export async function notify(
  trx: Db,
  ctx: Context,
  row: ReservationRow,
  notices: Notices,
): Promise<void> {
  const reservation = toReservation(row);
  const { name, email } = reservation;
  if (!name || !email) return;
  const booking: MailBooking = { ...reservation, name, email };
  const [restaurant, settings] = await Promise.all([
    findRestaurant(trx),
    findReservationSettings(trx),
  ]);
  const topic = `reservation:${row.id}`;
  const at = ctx.now();
  if (notices.guest) {
    const place = {
      restaurant,
      timeZone: ctx.config.timeZone,
      // The token is written in when the message leaves the outbox.
      manageUrl: `${ctx.config.publicUrl}${managePath(TOKEN_STAND_IN)}`,
      host: new URL(ctx.config.publicUrl).hostname,
      stayMinutes: settings.stayMinutes,
    };
    const message = guestMessage(notices.guest, booking, place, notices.message);
    await enqueue(trx, topic, message, at, row.reference);
  }
  if (notices.staff && restaurant?.email) {
    await enqueue(trx, topic, staffMessage(notices.staff, booking, restaurant.email), at);
  }
}
