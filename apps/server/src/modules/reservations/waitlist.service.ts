import { addDays, dateIn } from '@restaurant/contract/calendar.ts';
import { mailboxOf } from '@restaurant/contract/email-address.ts';
import type {
  EventWaitlistInput,
  GuestWaitlist,
  WaitlistEntry,
  WaitlistInput,
  WaitlistJoined,
  WaitlistOffer,
} from '@restaurant/contract/waitlist.ts';
import type { Context } from '#src/context.ts';
import type { Db } from '#src/db/database.ts';
import { inTransaction } from '#src/db/transaction.ts';
import {
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
} from '#src/lib/errors.ts';
import { recordAudit, type Actor } from '#src/modules/audit/audit.recorder.ts';
import {
  bookIn,
  checkStaffTime,
  newReference,
  readDay,
  type Booked,
} from '#src/modules/reservations/booking.service.ts';
import {
  eventRefusal,
  eventToBook,
  partySizeError,
  type EventRefusal,
} from '#src/modules/reservations/event-pool.ts';
import { findReservationSettings } from '#src/modules/reservations/reservation-settings.service.ts';
import { hashToken, managePath, manageToken } from '#src/modules/reservations/reservation-token.ts';
import * as reservationRepository from '#src/modules/reservations/reservation.repository.ts';
import {
  linkReferenceOf,
  notifyEntry,
  offerFreed,
  offerTime,
  waitlistPath,
} from '#src/modules/reservations/waitlist-offers.ts';
import * as waitlistRepository from '#src/modules/reservations/waitlist.repository.ts';
import type { WaitlistRow } from '#src/modules/reservations/waitlist.repository.ts';
import type { Secrets } from '#src/lib/secrets.ts';

const DAY_MS = 86_400_000;

/** The entry's link token, derived like a booking's (docs/decisions/023-the-waiting-list.md). */
const tokenOf = (secrets: Secrets, reference: string) =>
  manageToken(secrets, linkReferenceOf(reference));

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

function shown(row: WaitlistRow) {
  return {
    reference: row.reference,
    status: row.status as WaitlistEntry['status'],
    date: row.date,
    partySize: row.partySize,
    from: row.fromTime,
    to: row.toTime,
    language: row.language as WaitlistEntry['language'],
    offeredTime: row.offeredTime,
    holdUntil: iso(row.holdUntil),
    eventId: row.eventId,
  };
}

/** What staff see of an entry. */
const forStaff = (row: WaitlistRow): WaitlistEntry => ({
  id: row.id,
  ...shown(row),
  name: row.name,
  email: row.email,
  phone: row.phone,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** When an entry waits for: its date and window, and the event whose seats it waits for. */
type Wanted = { date: string; from: string; to: string; eventId: number | null };

/** A regular day's wish, refused (400) outside online booking's days and party sizes. */
async function dayWanted(ctx: Context, input: WaitlistInput): Promise<Wanted> {
  const settings = await findReservationSettings(ctx);
  const today = dateIn(ctx.config.timeZone, ctx.now());
  if (!settings.enabled) {
    throw new ValidationError([{ path: 'date', message: 'Online booking is not open' }]);
  }
  if (input.date < today || input.date > addDays(today, settings.horizonDays)) {
    throw new ValidationError([
      { path: 'date', message: `Must be from today to ${settings.horizonDays} days ahead` },
    ]);
  }
  if (input.partySize > settings.maxPartySizeOnline) {
    throw new ValidationError([
      {
        path: 'partySize',
        message: `Must be at most ${settings.maxPartySizeOnline}; larger parties please call`,
      },
    ]);
  }
  return { date: input.date, from: input.from, to: input.to, eventId: null };
}

/**
 * An event's wish, read under the lock of the event's day: refused (400) unless the event is open
 * for booking, not begun, the party within its sizes and its seats sold out for the party.
 */
async function eventWanted(ctx: Context, input: EventWaitlistInput, date: string): Promise<Wanted> {
  const event = await eventToBook(ctx, input.eventId);
  if (event.date !== date) throw new ConflictError('The event has just changed; try again.');
  const refusal = await eventRefusal(ctx, event, input.partySize);
  if (refusal?.code === 'bookingClosed') {
    throw new ValidationError([
      { path: 'eventId', message: 'The event is not open for booking or has begun' },
    ]);
  }
  if (refusal?.code === 'partySize') throw partySizeError(refusal);
  if (!refusal) {
    throw new ValidationError([
      { path: 'partySize', message: 'The event has seats for this party; book them' },
    ]);
  }
  return { date, from: event.startTime, to: event.startTime, eventId: event.id };
}

/**
 * Puts a guest on a day's waiting list, or on a sold-out event's. Written under the day's lock, so
 * that the per-e-mail limit holds under parallel joins and the seats free now are offered at once
 * (to this entry, should it be the first that fits).
 */
export async function joinWaitlist(
  ctx: Context,
  input: WaitlistInput | EventWaitlistInput,
): Promise<WaitlistJoined> {
  const date = 'eventId' in input ? (await eventToBook(ctx, input.eventId)).date : input.date;
  return inTransaction(ctx, async (tx) => {
    await reservationRepository.lockDay(tx.db, date);
    const wanted =
      'eventId' in input ? await eventWanted(tx, input, date) : await dayWanted(tx, input);
    const email = input.email.toLowerCase();
    const mailbox = mailboxOf(email);
    const since = tx.now() - DAY_MS;
    const limit = tx.config.reservationLimits.perEmailPerDay;
    if ((await waitlistRepository.countByMailboxSince(tx.db, mailbox, since)) >= limit) {
      throw new TooManyRequestsError(DAY_MS / 1000);
    }
    const reference = await newReference(tx, 'waitlist');
    const token = tokenOf(tx.secrets, reference);
    const id = await waitlistRepository.insert(tx.db, {
      reference,
      tokenHash: hashToken(token),
      status: 'waiting',
      date,
      partySize: input.partySize,
      fromTime: wanted.from,
      toTime: wanted.to,
      eventId: wanted.eventId,
      name: input.name,
      email,
      mailbox,
      phone: input.phone,
      language: input.language,
      createdAt: tx.now(),
    });
    await notifyEntry(tx, (await waitlistRepository.findById(tx.db, id))!, 'joined');
    await offerFreed(tx, date);
    return { reference, manageUrl: waitlistPath(token) };
  });
}

async function findByToken(db: Db, token: string): Promise<WaitlistRow> {
  const row = await waitlistRepository.findByTokenHash(db, hashToken(token));
  if (!row) throw new NotFoundError('The waiting list entry');
  return row;
}

function forGuest(ctx: Context, row: WaitlistRow, booking: string | null): GuestWaitlist {
  return {
    ...shown(row),
    name: row.name ?? '',
    email: row.email ?? '',
    bookingUrl: booking === null ? null : managePath(manageToken(ctx.secrets, booking)),
  };
}

async function bookingOf(db: Db, row: WaitlistRow): Promise<string | null> {
  if (row.reservationId === null) return null;
  return (await reservationRepository.findById(db, row.reservationId))?.reference ?? null;
}

export async function findGuestWaitlist(ctx: Context, token: string): Promise<GuestWaitlist> {
  const row = await findByToken(ctx.db, token);
  return forGuest(ctx, row, await bookingOf(ctx.db, row));
}

/** Finds the entry of a link and takes its day's lock, reading the entry again under it. */
async function lockedEntry(trx: Db, token: string): Promise<WaitlistRow> {
  const found = await findByToken(trx, token);
  await reservationRepository.lockDay(trx, found.date);
  return (await waitlistRepository.findById(trx, found.id))!;
}

/**
 * Takes the time offered: the booking is made (confirmed at once or awaiting staff as an online
 * booking of the party's size is) while the hold lasts; after it, 409 `offerLapsed`.
 */
export async function takeOffer(ctx: Context, token: string): Promise<Booked> {
  return inTransaction(ctx, async (tx) => {
    const entry = await lockedEntry(tx.db, token);
    if (entry.status !== 'offered' || entry.holdUntil === null || entry.holdUntil <= tx.now()) {
      throw new ConflictError('The time offered is no longer held.', { code: 'offerLapsed' });
    }
    // The hold ends as the booking takes its seats.
    await waitlistRepository.update(tx.db, entry.id, ['offered'], { status: 'booked' });
    const booked = await bookIn(
      tx,
      {
        source: 'waitlist',
        input: {
          // An event's seats are booked as the event's, at its date and start.
          ...(entry.eventId === null
            ? { date: entry.date, time: entry.offeredTime! }
            : { eventId: entry.eventId }),
          partySize: entry.partySize,
          name: entry.name!,
          email: entry.email!,
          phone: entry.phone!,
          language: entry.language as GuestWaitlist['language'],
        },
      },
      undefined,
    );
    await waitlistRepository.update(tx.db, entry.id, ['booked'], { reservationId: booked.row.id });
    return booked;
  });
}

/**
 * Takes an entry, read under its day's lock, off the list; a time held for it goes to the next
 * entry that fits. 409 once it no longer waits.
 */
async function takeOff(ctx: Context, entry: WaitlistRow, refusal: string): Promise<void> {
  if (
    !(await waitlistRepository.update(ctx.db, entry.id, ['waiting', 'offered'], { status: 'left' }))
  ) {
    throw new ConflictError(refusal);
  }
  await offerFreed(ctx, entry.date);
}

/** The guest leaves the list through their own link. */
export async function leaveWaitlist(ctx: Context, token: string): Promise<GuestWaitlist> {
  return inTransaction(ctx, async (tx) => {
    const entry = await lockedEntry(tx.db, token);
    await takeOff(tx, entry, 'This entry is no longer on the waiting list.');
    return forGuest(tx, { ...entry, status: 'left' }, null);
  });
}

/** Staff take a guest off the list (the guest said so by phone or in person), audited. */
export async function removeByHand(ctx: Context, actor: Actor, id: number): Promise<WaitlistEntry> {
  return inTransaction(ctx, async (tx) => {
    const before = await lockedById(tx.db, id);
    await takeOff(tx, before, 'Ez a vendég már nincs a várólistán.');
    const after = (await waitlistRepository.findById(tx.db, id))!;
    await auditChange(tx.db, actor, before, after);
    return forStaff(after);
  });
}

/** A day's waiting list, in the order the guests joined. */
export async function listWaitlist(ctx: Context, date: string): Promise<WaitlistEntry[]> {
  return (await waitlistRepository.findOn(ctx.db, date)).map(forStaff);
}

/**
 * Staff offer an entry (waiting, or whose offer lapsed) a time by hand, under the day's lock; a
 * time beyond the limits is refused with `overLimitBy` until staff confirm it.
 */
export async function offerByHand(
  ctx: Context,
  actor: Actor,
  id: number,
  offer: WaitlistOffer,
): Promise<WaitlistEntry> {
  return inTransaction(ctx, async (tx) => {
    const before = await lockedById(tx.db, id);
    const time =
      before.eventId === null
        ? await tableTimeByHand(tx, before, offer)
        : await eventSeatsByHand(tx, before.eventId, before.partySize);
    const settings = await findReservationSettings(tx);
    if (!(await offerTime(tx, settings, before, time, ['waiting', 'lapsed']))) {
      throw new ConflictError('Csak várakozó vendégnek ajánlható időpont.');
    }
    const after = (await waitlistRepository.findById(tx.db, id))!;
    await auditChange(tx.db, actor, before, after);
    return forStaff(after);
  });
}

/** The time staff offer a regular entry, within the limits or beyond them once confirmed. */
async function tableTimeByHand(
  ctx: Context,
  entry: WaitlistRow,
  offer: WaitlistOffer,
): Promise<string> {
  if (!offer.time) throw new ValidationError([{ path: 'time', message: 'Required' }]);
  checkStaffTime(await readDay(ctx, entry.date), offer.time, entry.partySize, offer.overLimit);
  return offer.time;
}

const BY_HAND_REFUSALS: Record<EventRefusal['code'], string> = {
  bookingClosed: 'Az eseményre már nem lehet foglalni.',
  partySize: 'A társaság létszáma kívül esik az esemény létszámkeretén.',
  soldOut: 'Az eseményen nincs elég szabad hely ennek a társaságnak.',
};

/** An event's start, offered by hand only when the event's seats left take the party (409). */
async function eventSeatsByHand(ctx: Context, eventId: number, partySize: number): Promise<string> {
  const event = await eventToBook(ctx, eventId);
  const refusal = await eventRefusal(ctx, event, partySize);
  if (refusal) throw new ConflictError(BY_HAND_REFUSALS[refusal.code]);
  return event.startTime;
}

/** Finds an entry by its id and takes its day's lock, reading the entry again under it. */
async function lockedById(trx: Db, id: number): Promise<WaitlistRow> {
  const found = await waitlistRepository.findById(trx, id);
  if (!found) throw new NotFoundError('The waiting list entry');
  await reservationRepository.lockDay(trx, found.date);
  return (await waitlistRepository.findById(trx, id))!;
}

/** A change staff made to an entry, in the audit log. */
async function auditChange(
  trx: Db,
  actor: Actor,
  before: WaitlistRow,
  after: WaitlistRow,
): Promise<void> {
  await recordAudit(trx, actor, {
    action: 'update',
    entity: 'waitlist',
    entityId: after.id,
    label: after.reference,
    before: { status: before.status, offeredTime: before.offeredTime },
    after: { status: after.status, offeredTime: after.offeredTime },
  });
}
