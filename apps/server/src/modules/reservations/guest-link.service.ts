import { minutesOf } from '@restaurant/contract/opening-times.ts';
import type { GuestReservation, ReservationTime } from '@restaurant/contract/reservation.ts';
import { instantOf } from '@restaurant/contract/zone-clock.ts';
import type { Context } from '#src/context.ts';
import type { Db } from '#src/db/database.ts';
import { ConflictError, NotFoundError } from '#src/lib/errors.ts';
import { checkGuestTime, readDay } from '#src/modules/reservations/booking.service.ts';
import { notify } from '#src/modules/reservations/reservation-notices.ts';
import { findReservationSettings } from '#src/modules/reservations/reservation-settings.service.ts';
import { hashToken } from '#src/modules/reservations/reservation-token.ts';
import * as reservationRepository from '#src/modules/reservations/reservation.repository.ts';
import type { ReservationRow } from '#src/modules/reservations/reservation.repository.ts';

const OPEN = new Set(['requested', 'confirmed']);

async function findByToken(db: Db, token: string): Promise<ReservationRow> {
  const row = await reservationRepository.findByTokenHash(db, hashToken(token));
  if (!row) throw new NotFoundError('The booking');
  return row;
}

/** Until when the guest may still cancel or move the booking; null once they may not. */
async function changeableUntil(db: Db, ctx: Context, row: ReservationRow): Promise<number | null> {
  if (!OPEN.has(row.status)) return null;
  const { cancelUntilMinutes } = await findReservationSettings(db);
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
    language: row.language as GuestReservation['language'],
    changeableUntil: until === null ? null : new Date(until).toISOString(),
  };
}

export async function findGuestReservation(ctx: Context, token: string): Promise<GuestReservation> {
  const row = await findByToken(ctx.db, token);
  return show(row, await changeableUntil(ctx.db, ctx, row));
}

const TOO_LATE = 'This booking can no longer be changed online; please call the restaurant.';

/** Moves the booking to another time or party size that is available, holding both days' locks. */
export async function moveGuestReservation(
  ctx: Context,
  token: string,
  to: ReservationTime,
): Promise<GuestReservation> {
  return ctx.db.transaction().execute(async (trx) => {
    const found = await findByToken(trx, token);
    for (const date of [...new Set([found.date, to.date])].sort()) {
      await reservationRepository.lockDay(trx, date);
    }
    const row = (await reservationRepository.findById(trx, found.id))!;
    if ((await changeableUntil(trx, ctx, row)) === null) throw new ConflictError(TOO_LATE);
    checkGuestTime(await readDay(trx, ctx, to.date, { except: row.id }), to.time, to.partySize);
    await reservationRepository.update(trx, row.id, to);
    const moved = (await reservationRepository.findById(trx, row.id))!;
    await notify(trx, ctx, moved, { guest: 'changed', staff: 'changed' });
    return show(moved, await changeableUntil(trx, ctx, moved));
  });
}

export async function cancelGuestReservation(
  ctx: Context,
  token: string,
): Promise<GuestReservation> {
  return ctx.db.transaction().execute(async (trx) => {
    const found = await findByToken(trx, token);
    await reservationRepository.lockDay(trx, found.date);
    const row = (await reservationRepository.findById(trx, found.id))!;
    if ((await changeableUntil(trx, ctx, row)) === null) throw new ConflictError(TOO_LATE);
    await reservationRepository.update(trx, row.id, { status: 'cancelled' });
    const cancelled = { ...row, status: 'cancelled' };
    await notify(trx, ctx, cancelled, { guest: 'cancelled', staff: 'cancelled' });
    return show(cancelled, null);
  });
}
