import type {
  ListedReservation,
  Reservation,
  ReservationList,
  StaffAttention,
  ReservationStatus,
  ReservationUpdate,
  StaffBookingInput,
  WalkInInput,
} from '@restaurant/contract/reservation.ts';
import { UNDO_SECONDS } from '@restaurant/contract/booking-undo.ts';
import { addDays, daysBetween } from '@restaurant/contract/calendar.ts';
import { minutesOf } from '@restaurant/contract/opening-times.ts';
import { instantOf, wallClock, type WallTime } from '@restaurant/contract/zone-clock.ts';
import type { DiningTable } from '@restaurant/contract/dining-table.ts';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import type { Db } from '#src/db/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '#src/lib/errors.ts';
import { recordAudit } from '#src/modules/audit/audit.recorder.ts';
import { forgetFields } from '#src/modules/audit/audit.service.ts';
import { actorOf, type AuthenticatedAdmin } from '#src/modules/auth/auth.service.ts';
import { findStoredEvent } from '#src/modules/events/event.service.ts';
import {
  backlog,
  lastDelivery,
  removeByTopics,
  withdrawHeld,
} from '#src/modules/outbox/outbox.service.ts';
import { hhmm, overage } from '#src/modules/reservations/availability.ts';
import { checkEventGrowth, eventAfterMove } from '#src/modules/reservations/event-pool.ts';
import {
  book,
  checkStaffTime,
  readDay,
  type SeatedWalkIn,
} from '#src/modules/reservations/booking.service.ts';
import { notify, type Notices } from '#src/modules/reservations/reservation-notices.ts';
import * as reservationRepository from '#src/modules/reservations/reservation.repository.ts';
import { findReservationSettings } from '#src/modules/reservations/reservation-settings.service.ts';
import { serviceNow } from '#src/modules/reservations/service-now.ts';
import { guestHistories, saveGuestNote } from '#src/modules/reservations/guest-history.ts';
import { removeOrphans as removeOrphanNotes } from '#src/modules/reservations/guest-note.repository.ts';
import { checkedTableIds } from '#src/modules/reservations/table-ids.ts';
import { dayTableWarnings } from '#src/modules/reservations/table-seating.ts';
import { findTables } from '#src/modules/tables/table.service.ts';
import { eraseWaitlist, offerFreed } from '#src/modules/reservations/waitlist-offers.ts';
import {
  storedTableIds,
  tableIdsOf,
  toReservation,
  type ReservationRow,
} from '#src/modules/reservations/reservation.repository.ts';

/** The moves staff may make from each status; any other is refused. */
const TRANSITIONS: Record<ReservationStatus, ReservationStatus[]> = {
  requested: ['confirmed', 'declined', 'cancelled'],
  confirmed: ['cancelled', 'arrived', 'noShow'],
  arrived: ['noShow', 'finished'],
  // A tap on "left" by mistake is taken back: the party is seated again.
  finished: ['arrived'],
  noShow: ['arrived'],
  declined: [],
  cancelled: [],
};

const GUEST_NOTICE: Partial<Record<ReservationStatus, Notices['guest']>> = {
  confirmed: 'confirmed',
  declined: 'declined',
  cancelled: 'cancelled',
};

/** The decisions that end a booking; staff may restore it while its seats are free. */
const ENDINGS: ReservationStatus[] = ['cancelled', 'declined', 'noShow'];
/**
 * How long the guest's message about an ending waits in the outbox: staff are offered to take the
 * decision back for UNDO_SECONDS, and a take-back that arrives a little late still stops it.
 */
export const UNDO_HOLD_MS = (UNDO_SECONDS + 5) * 1000;
/** What a restored booking tells a guest who was already told of its end. */
const RESTORED_NOTICE: Partial<Record<ReservationStatus, Notices['guest']>> = {
  confirmed: 'confirmed',
  requested: 'requested',
};

/** What the audit log keeps of a booking: never the guest's e-mail or phone. */
const audited = (row: ReservationRow, tables: DiningTable[]) => ({
  source: row.source,
  status: row.status,
  date: row.date,
  time: row.time,
  partySize: row.partySize,
  table: row.tableLabel,
  tables:
    tableIdsOf(row)
      .map((id) => tables.find((table) => table.id === id)?.name ?? String(id))
      .join(' + ') || null,
  staffNote: row.staffNote,
  ...(row.eventId === null ? {} : { paid: row.paidAt !== null }),
});

/** The events the bookings are of, as the day's list names them. */
async function eventsOf(ctx: Context, rows: ReservationRow[]) {
  const ids = new Set(rows.flatMap((row) => (row.eventId === null ? [] : [row.eventId])));
  const named = new Map<number, NonNullable<ListedReservation['event']>>();
  for (const event of await Promise.all([...ids].map((id) => findStoredEvent(ctx, id)))) {
    if (event) {
      named.set(event.id, {
        title: event.title.hu,
        prepaymentRequired: event.prepayment.required,
      });
    }
  }
  return named;
}

/** Whether a change marks the booking paid: only an event's booking is paid in advance. */
function paidAtOf(ctx: Context, row: ReservationRow, paid: boolean | undefined) {
  if (paid === undefined) return {};
  if (row.eventId === null) {
    throw new ValidationError([
      { path: 'paid', message: "Only an event's booking is paid in advance" },
    ]);
  }
  return { paidAt: paid ? (row.paidAt ?? ctx.now()) : null };
}

/** What the bookings' list is asked for, with the restaurant's today and the room's moment. */
export type ListQuery = { from: string; to: string; today: string; moment: WallTime | null };

/**
 * The list from one date to another; with one date, the room at `at` of it (HH:MM), or now when
 * the date is today.
 */
export function listQuery(ctx: Context, from: string, to: string, at?: string): ListQuery {
  const now = wallClock(ctx.config.timeZone, ctx.now());
  const moment =
    from !== to
      ? null
      : at
        ? { date: from, minutes: minutesOf(at) }
        : from === now.date
          ? now
          : null;
  return { from, to, today: now.date, moment };
}

/** The bookings of the list asked for, with the room at its moment and the staff's attention. */
export async function listReservations(
  ctx: Context,
  { from, to, today, moment }: ListQuery,
): Promise<ReservationList> {
  const [rows, attention, settings] = await Promise.all([
    reservationRepository.findBetween(ctx.db, from, to),
    staffAttention(ctx, today),
    from === to ? findReservationSettings(ctx) : undefined,
  ]);
  const [delivery, guests, warnings] = await Promise.all([
    // Only a booking with an e-mail address shows how its last e-mail fared.
    lastDelivery(
      ctx,
      rows.flatMap((row) => (row.email ? [`reservation:${row.id}`] : [])),
    ),
    guestHistories(ctx.db, from, rows),
    dayTableWarnings(ctx, settings, from === to ? rows : []),
  ]);
  const events = await eventsOf(ctx, rows);
  return {
    reservations: rows.map((row) => ({
      ...toReservation(row),
      lastMail: row.email
        ? (delivery.get(`reservation:${row.id} ${row.email.toLowerCase()}`) ?? null)
        : null,
      tableWarnings: warnings.get(row.id) ?? [],
      guest: guests.get(row.id) ?? null,
      event: (row.eventId !== null && events.get(row.eventId)) || null,
    })),
    service: settings && moment ? serviceNow(settings, ctx.config.timeZone, rows, moment) : null,
    ...attention,
  };
}

/** Decisions waiting from the restaurant's `today` on, and the guests' e-mails held up. */
export async function staffAttention(ctx: Context, today: string): Promise<StaffAttention> {
  const [requested, mail] = await Promise.all([
    reservationRepository.countRequested(ctx.db, today),
    backlog(ctx.db),
  ]);
  return {
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

/** A booking staff make: by phone, or for guests who walked in. */
export async function staffBooking(
  ctx: Context,
  admin: AuthenticatedAdmin,
  input: StaffBookingInput | WalkInInput,
): Promise<Reservation> {
  const { row } = await book(
    ctx,
    'source' in input
      ? { source: 'walkIn', input: seated(ctx, input) }
      : { source: 'staff', input },
  );
  await inTransaction(ctx, async (tx) =>
    recordAudit(tx.db, actorOf(admin, tx.now()), {
      action: 'create',
      entity: 'reservation',
      entityId: row.id,
      label: row.reference,
      after: audited(row, await findTables(tx)),
    }),
  );
  return toReservation(row);
}

/** How far ahead of the server's clock a device's may run when it sends its own "now". */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * A walk-in's date and time: now on the restaurant's clock unless given, and never later (but for
 * a few minutes' difference of the device's clock).
 */
function seated(ctx: Context, { source: _, date, time, ...rest }: WalkInInput): SeatedWalkIn {
  const now = wallClock(ctx.config.timeZone, ctx.now());
  const walkIn = { ...rest, date: date ?? now.date, time: time ?? hhmm(now.minutes) };
  const latest = wallClock(ctx.config.timeZone, ctx.now() + CLOCK_SKEW_MS);
  if (walkIn.date > latest.date) {
    throw new ValidationError([{ path: 'date', message: 'Must not be later than today' }]);
  }
  const minutesAhead = daysBetween(latest.date, walkIn.date) * 1440 + minutesOf(walkIn.time);
  if (minutesAhead > latest.minutes) {
    throw new ValidationError([{ path: 'time', message: 'Must not be later than now' }]);
  }
  return walkIn;
}

/**
 * When a party left: now, or the time staff give (of its day, or of the next when earlier than its
 * time), never later than now.
 */
function leftAt(ctx: Context, row: ReservationRow, left: string | undefined): number {
  if (left === undefined) return ctx.now();
  const minutes = minutesOf(left);
  const date = minutes < minutesOf(row.time) ? addDays(row.date, 1) : row.date;
  const at = instantOf(ctx.config.timeZone, date, minutes);
  if (at > ctx.now() + CLOCK_SKEW_MS) {
    throw new ValidationError([{ path: 'left', message: 'Must not be later than now' }]);
  }
  return at;
}

async function lockedRow(trx: Db, id: number, dates: string[]): Promise<ReservationRow> {
  const found = await reservationRepository.findById(trx, id);
  if (!found) throw new NotFoundError('The booking');
  await reservationRepository.lockDays(trx, [found.date, ...dates]);
  return (await reservationRepository.findById(trx, id))!;
}

/** The audit entry of a staff change to a booking: what it kept before and after. */
async function auditChange(
  ctx: Context,
  admin: AuthenticatedAdmin,
  before: ReservationRow,
  after: ReservationRow,
  guestNote?: { before: string | null; after: string | null },
): Promise<void> {
  const tables = await findTables(ctx);
  return recordAudit(ctx.db, actorOf(admin, ctx.now()), {
    action: 'update',
    entity: 'reservation',
    entityId: after.id,
    label: after.reference,
    before: { ...audited(before, tables), ...(guestNote && { guestNote: guestNote.before }) },
    after: { ...audited(after, tables), ...(guestNote && { guestNote: guestNote.after }) },
  });
}

/** A staff decision or edit, with its message to the guest and its audit entry. */
export async function updateReservation(
  ctx: Context,
  admin: AuthenticatedAdmin,
  id: number,
  change: ReservationUpdate,
): Promise<Reservation> {
  return inTransaction(ctx, async (tx) => {
    const before = await lockedRow(tx.db, id, change.date ? [change.date] : []);
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
      checkStaffTime(await readDay(tx, date, { except: id }), time, partySize, change.overLimit);
    }
    // A larger party that stays on its event takes the event's seats, not a table's.
    const { eventId } = before;
    if (eventId !== null && date === before.date && time === before.time && !change.overLimit) {
      await checkEventGrowth(tx, eventId, partySize - before.partySize);
    }
    await reservationRepository.update(tx.db, id, {
      status,
      ...(status !== before.status
        ? {
            leftAt: status === 'finished' ? leftAt(tx, before, change.left) : null,
            endedFrom: ENDINGS.includes(status) ? before.status : null,
            cancelledAt: status === 'cancelled' ? tx.now() : null,
          }
        : {}),
      date,
      time,
      partySize,
      ...eventAfterMove(before, { date, time }),
      ...(change.table !== undefined ? { tableLabel: change.table || null } : {}),
      ...(change.staffNote !== undefined ? { staffNote: change.staffNote || null } : {}),
      ...paidAtOf(tx, before, change.paid),
      ...(change.tableIds !== undefined
        ? { tableIds: storedTableIds(await checkedTableIds(tx, change.tableIds)) }
        : {}),
    });
    const guestNote =
      change.guestNote === undefined
        ? undefined
        : {
            before: await saveGuestNote(tx.db, before, change.guestNote || null, tx.now()),
            after: change.guestNote || null,
          };
    const after = (await reservationRepository.findById(tx.db, id))!;
    const guest = status !== before.status ? GUEST_NOTICE[status] : moved ? 'changed' : undefined;
    if (guest) {
      const held = ENDINGS.includes(status) && status !== before.status;
      await notify(tx, after, {
        guest,
        message: change.message,
        ...(held ? { holdMs: UNDO_HOLD_MS } : {}),
      });
    }
    await auditChange(tx, admin, before, after, guestNote);
    // An ending, a party that left or a move may have freed seats the waiting list waits for.
    for (const day of new Set([before.date, after.date])) await offerFreed(tx, day);
    return toReservation(after);
  });
}

/**
 * Takes a cancelled, declined or no-show booking back to the status it had, while its seats are
 * free (checked under the day's lock, so two restores or a booking at once never oversell). The
 * guest's message about the end is withdrawn while the outbox still holds it; once it has left,
 * the guest is told the booking stands again.
 */
export async function restoreReservation(
  ctx: Context,
  admin: AuthenticatedAdmin,
  id: number,
): Promise<Reservation> {
  return inTransaction(ctx, async (tx) => {
    const before = await lockedRow(tx.db, id, []);
    const status = before.endedFrom as ReservationStatus | null;
    if (!ENDINGS.includes(before.status as ReservationStatus) || !status) {
      throw new ConflictError(`A booking that is ${before.status} cannot be restored.`);
    }
    const day = await readDay(tx, before.date, { except: id });
    if (overage(day.settings, day.load, minutesOf(before.time), before.partySize) > 0) {
      throw new ConflictError('A foglalás helyeit közben más foglalás vette el.', {
        seatsTaken: true,
      });
    }
    await reservationRepository.update(tx.db, id, {
      status,
      endedFrom: null,
      leftAt: null,
      cancelledAt: null,
    });
    const after = (await reservationRepository.findById(tx.db, id))!;
    const withdrawn = await withdrawHeld(tx.db, `reservation:${id}`, tx.now());
    const guest = RESTORED_NOTICE[status];
    if (withdrawn === 0 && guest && before.status !== 'noShow') {
      await notify(tx, after, { guest });
    }
    await auditChange(tx, admin, before, after);
    return toReservation(after);
  });
}

/** Erases the personal data of every booking made with an e-mail address; answers how many. */
export async function eraseByEmail(
  ctx: Context,
  admin: AuthenticatedAdmin,
  email: string,
): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const ids = await reservationRepository.eraseByEmail(tx.db, email.toLowerCase());
    await eraseTraces(tx, ids);
    await eraseWaitlist(tx.db, { email: email.toLowerCase() });
    if (ids.length > 0) {
      await recordAudit(tx.db, actorOf(admin, tx.now()), {
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
export async function eraseTraces(ctx: Context, ids: number[]): Promise<void> {
  await removeByTopics(
    ctx.db,
    ids.map((id) => `reservation:${id}`),
  );
  await forgetFields(ctx, 'reservation', ids, ['staffNote', 'guestNote']);
  await removeOrphanNotes(ctx.db);
}
