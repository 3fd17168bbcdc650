import { dateIn } from '@restaurant/contract/calendar.ts';
import type {
  Reservation,
  ReservationList,
  ReservationStatus,
  ReservationUpdate,
  StaffBookingInput,
} from '@restaurant/contract/reservation.ts';
import type { Context } from '#src/context.ts';
import type { Db } from '#src/db/database.ts';
import { ConflictError, NotFoundError } from '#src/lib/errors.ts';
import { recordAudit, type Actor } from '#src/modules/audit/audit.recorder.ts';
import { forgetFields } from '#src/modules/audit/audit.service.ts';
import type { AuthenticatedAdmin } from '#src/modules/auth/auth.service.ts';
import { backlog, lastDelivery, removeByTopics } from '#src/modules/outbox/outbox.service.ts';
import { book, checkStaffTime, readDay } from '#src/modules/reservations/booking.service.ts';
import { notify, type Notices } from '#src/modules/reservations/reservation-notices.ts';
import * as reservationRepository from '#src/modules/reservations/reservation.repository.ts';
import {
  toReservation,
  type ReservationRow,
} from '#src/modules/reservations/reservation.repository.ts';

/** The moves staff may make from each status; any other is refused. */
const TRANSITIONS: Record<ReservationStatus, ReservationStatus[]> = {
  requested: ['confirmed', 'declined', 'cancelled'],
  confirmed: ['cancelled', 'arrived', 'noShow'],
  arrived: ['noShow'],
  noShow: ['arrived'],
  declined: [],
  cancelled: [],
};

const GUEST_NOTICE: Partial<Record<ReservationStatus, Notices['guest']>> = {
  confirmed: 'confirmed',
  declined: 'declined',
  cancelled: 'cancelled',
};

/** What the audit log keeps of a booking: never the guest's e-mail or phone. */
const audited = (row: ReservationRow) => ({
  status: row.status,
  date: row.date,
  time: row.time,
  partySize: row.partySize,
  table: row.tableLabel,
  staffNote: row.staffNote,
});

const actorOf = (admin: AuthenticatedAdmin, at: number): Actor => ({
  userId: admin.userId,
  username: admin.username,
  at,
});

export async function listReservations(
  ctx: Context,
  from: string,
  to: string,
): Promise<ReservationList> {
  const today = dateIn(ctx.config.timeZone, ctx.now());
  const [rows, requested, mail] = await Promise.all([
    reservationRepository.findBetween(ctx.db, from, to),
    reservationRepository.countRequested(ctx.db, today),
    backlog(ctx.db),
  ]);
  const delivery = await lastDelivery(
    ctx.db,
    rows.map((row) => `reservation:${row.id}`),
  );
  return {
    reservations: rows.map((row) => ({
      ...toReservation(row),
      lastMail: row.email
        ? (delivery.get(`reservation:${row.id} ${row.email.toLowerCase()}`) ?? null)
        : null,
    })),
    requested,
    mailConfigured: ctx.config.mail.smtpUrl !== undefined,
    mailWaiting: mail.waiting,
    mailFailing: mail.failing > 0,
  };
}

export async function findReservation(ctx: Context, id: number): Promise<Reservation> {
  const row = await reservationRepository.findById(ctx.db, id);
  if (!row) throw new NotFoundError('The booking');
  return toReservation(row);
}

export async function staffBooking(
  ctx: Context,
  admin: AuthenticatedAdmin,
  input: StaffBookingInput,
): Promise<Reservation> {
  const { row } = await book(ctx, { source: 'staff', input });
  await ctx.db.transaction().execute((trx) =>
    recordAudit(trx, actorOf(admin, ctx.now()), {
      action: 'create',
      entity: 'reservation',
      entityId: row.id,
      label: row.reference,
      after: audited(row),
    }),
  );
  return toReservation(row);
}

async function lockedRow(trx: Db, id: number, dates: string[]): Promise<ReservationRow> {
  const found = await reservationRepository.findById(trx, id);
  if (!found) throw new NotFoundError('The booking');
  for (const date of [...new Set([found.date, ...dates])].sort()) {
    await reservationRepository.lockDay(trx, date);
  }
  return (await reservationRepository.findById(trx, id))!;
}

/** A staff decision or edit, with its message to the guest and its audit entry. */
export async function updateReservation(
  ctx: Context,
  admin: AuthenticatedAdmin,
  id: number,
  change: ReservationUpdate,
): Promise<Reservation> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedRow(trx, id, change.date ? [change.date] : []);
    const status = change.status ?? (before.status as ReservationStatus);
    if (
      status !== before.status &&
      !TRANSITIONS[before.status as ReservationStatus].includes(status)
    ) {
      throw new ConflictError(`A booking that is ${before.status} cannot become ${status}.`);
    }
    const date = change.date ?? before.date;
    const time = change.time ?? before.time;
    const partySize = change.partySize ?? before.partySize;
    const moved = date !== before.date || time !== before.time || partySize !== before.partySize;
    if (moved) {
      checkStaffTime(
        await readDay(trx, ctx, date, { except: id }),
        time,
        partySize,
        change.overLimit,
      );
    }
    await reservationRepository.update(trx, id, {
      status,
      date,
      time,
      partySize,
      ...(change.table !== undefined ? { tableLabel: change.table || null } : {}),
      ...(change.staffNote !== undefined ? { staffNote: change.staffNote || null } : {}),
    });
    const after = (await reservationRepository.findById(trx, id))!;
    const guest = status !== before.status ? GUEST_NOTICE[status] : moved ? 'changed' : undefined;
    if (guest) await notify(trx, ctx, after, { guest, message: change.message });
    await recordAudit(trx, actorOf(admin, ctx.now()), {
      action: 'update',
      entity: 'reservation',
      entityId: id,
      label: after.reference,
      before: audited(before),
      after: audited(after),
    });
    return toReservation(after);
  });
}

/** Erases the personal data of every booking made with an e-mail address; answers how many. */
export async function eraseByEmail(
  ctx: Context,
  admin: AuthenticatedAdmin,
  email: string,
): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const ids = await reservationRepository.eraseByEmail(trx, email.toLowerCase());
    await eraseTraces(trx, ids);
    if (ids.length > 0) {
      await recordAudit(trx, actorOf(admin, ctx.now()), {
        action: 'erase',
        entity: 'reservation',
        label: `${ids.length}`,
        changes: [{ field: 'bookings', before: ids.length, after: 0 }],
      });
    }
    return ids.length;
  });
}

/**
 * Removes what else holds an erased booking's personal data: its messages, sent or waiting, and
 * its staff notes in the audit log.
 */
export async function eraseTraces(trx: Db, ids: number[]): Promise<void> {
  await removeByTopics(
    trx,
    ids.map((id) => `reservation:${id}`),
  );
  await forgetFields(trx, 'reservation', ids, ['staffNote']);
}
