import { minutesOf } from '@restaurant/contract/opening-times.ts';
import { mailboxOf } from '@restaurant/contract/email-address.ts';
import type { GuestReservation, ReservationTime } from '@restaurant/contract/reservation.ts';
import { instantOf } from '@restaurant/contract/zone-clock.ts';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import type { Db } from '#src/db/database.ts';
import { ConflictError, NotFoundError, TooManyRequestsError } from '#src/lib/errors.ts';
import { checkGuestTime, readDay, statusFor } from '#src/modules/reservations/booking.service.ts';
import { eventAfterMove } from '#src/modules/reservations/event-pool.ts';
import { notify } from '#src/modules/reservations/reservation-notices.ts';
import { findReservationSettings } from '#src/modules/reservations/reservation-settings.service.ts';
import { hashToken } from '#src/modules/reservations/reservation-token.ts';
import { offerFreed } from '#src/modules/reservations/waitlist-offers.ts';
import * as reservationRepository from '#src/modules/reservations/reservation.repository.ts';
import type { ReservationRow } from '#src/modules/reservations/reservation.repository.ts';

const OPEN = new Set(['requested', 'confirmed']);
const DAY_MS = 86_400_000;

async function findByToken(db: Db, token: string): Promise<ReservationRow> {
  const row = await reservationRepository.findByTokenHash(db, hashToken(token));
  if (!row) throw new NotFoundError('The booking');
  return row;
}

/** Until when the guest may still cancel or move the booking; null once they may not. */
async function changeableUntil(ctx: Context, row: ReservationRow): Promise<number | null> {
  if (!OPEN.has(row.status)) return null;
  const { cancelUntilMinutes } = await findReservationSettings(ctx);
  const start = instantOf(ctx.config.timeZone, row.date, minutesOf(row.time));
  const until = start - cancelUntilMinutes * 60_000;
  return ctx.now() < until ? until : null;
}

function show(row: ReservationRow, until: number | null): GuestReservation {
  return {
    reference: row.reference,
    status: row.status as GuestReservation['status'],
    date: row.date,
    time: row.time,
    partySize: row.partySize,
    name: row.name ?? '',
    email: row.email ?? '',
    language: row.language as GuestReservation['language'],
    reconfirmedAt: row.reconfirmedAt === null ? null : new Date(row.reconfirmedAt).toISOString(),
    changeableUntil: until === null ? null : new Date(until).toISOString(),
    eventId: row.eventId,
  };
}

export async function findGuestReservation(ctx: Context, token: string): Promise<GuestReservation> {
  const row = await findByToken(ctx.db, token);
  return show(row, await changeableUntil(ctx, row));
}

/** The booking behind a guest's link, for the free times of its move: its own seats count as free. */
export async function guestBooking(ctx: Context, token: string) {
  const { id, date } = await findByToken(ctx.db, token);
  return { id, date };
}

const TOO_LATE = 'This booking can no longer be changed online; please call the restaurant.';

/**
 * Moves the booking to another time or party size that is available, holding both days' locks.
 * The move is judged as a new booking would be: a party above the size confirmed at once waits
 * for staff again.
 */
export async function moveGuestReservation(
  ctx: Context,
  token: string,
  to: ReservationTime,
): Promise<GuestReservation> {
  return inTransaction(ctx, async (tx) => {
    const found = await findByToken(tx.db, token);
    await reservationRepository.lockDays(tx.db, [found.date, to.date]);
    const row = (await reservationRepository.findById(tx.db, found.id))!;
    if ((await changeableUntil(tx, row)) === null) throw new ConflictError(TOO_LATE);
    const day = await readDay(tx, to.date, { except: row.id });
    checkGuestTime(day, to.time, to.partySize);
    await reservationRepository.update(tx.db, row.id, {
      ...to,
      ...eventAfterMove(row, to),
      status: statusFor(day.settings, to.partySize),
    });
    const moved = (await reservationRepository.findById(tx.db, row.id))!;
    await notify(tx, moved, { guest: 'changed', staff: 'changed' });
    // A smaller party or another time may have freed seats the waiting list waits for.
    for (const day of new Set([row.date, to.date])) await offerFreed(tx, day);
    return show(moved, await changeableUntil(tx, moved));
  });
}

export async function cancelGuestReservation(
  ctx: Context,
  token: string,
): Promise<GuestReservation> {
  return inTransaction(ctx, async (tx) => {
    const found = await findByToken(tx.db, token);
    await reservationRepository.lockDay(tx.db, found.date);
    const row = (await reservationRepository.findById(tx.db, found.id))!;
    if ((await changeableUntil(tx, row)) === null) throw new ConflictError(TOO_LATE);
    // Staff may restore it, should the guest call to say it was a mistake.
    await reservationRepository.update(tx.db, row.id, {
      status: 'cancelled',
      endedFrom: row.status,
      cancelledAt: tx.now(),
    });
    const cancelled = { ...row, status: 'cancelled', endedFrom: row.status };
    await notify(tx, cancelled, { guest: 'cancelled', staff: 'cancelled' });
    await offerFreed(tx, row.date);
    return show(cancelled, null);
  });
}

/** The guest's answer to the reminder: still coming. Staff see it on the booking's card. */
export async function reconfirmGuestReservation(
  ctx: Context,
  token: string,
): Promise<GuestReservation> {
  const row = await findByToken(ctx.db, token);
  if (row.status !== 'confirmed') throw new ConflictError('Only a confirmed booking is answered.');
  const at = ctx.now();
  await inTransaction(ctx, async (tx) => {
    await reservationRepository.lockDay(tx.db, row.date);
    await reservationRepository.markReconfirmed(tx.db, row.id, at);
  });
  const answered = { ...row, reconfirmedAt: at };
  return show(answered, await changeableUntil(ctx, answered));
}

/**
 * Corrects the address the booking's e-mails go to, and sends the booking's latest message there
 * again (its receipt or confirmation). The new address counts towards its mailbox's limit.
 */
export async function changeGuestEmail(
  ctx: Context,
  token: string,
  email: string,
): Promise<GuestReservation> {
  return inTransaction(ctx, async (tx) => {
    const found = await findByToken(tx.db, token);
    await reservationRepository.lockDay(tx.db, found.date);
    const row = (await reservationRepository.findById(tx.db, found.id))!;
    if ((await changeableUntil(tx, row)) === null) throw new ConflictError(TOO_LATE);
    const address = email.toLowerCase();
    const mailbox = mailboxOf(address);
    const since = tx.now() - DAY_MS;
    const limit = tx.config.reservationLimits.perEmailPerDay;
    if ((await reservationRepository.countByMailboxSince(tx.db, mailbox, since)) >= limit) {
      throw new TooManyRequestsError(DAY_MS / 1000);
    }
    await reservationRepository.updateEmail(tx.db, row.id, address, mailbox);
    const changed = { ...row, email: address };
    await notify(tx, changed, { guest: row.status as 'requested' | 'confirmed' });
    return show(changed, await changeableUntil(tx, changed));
  });
}
