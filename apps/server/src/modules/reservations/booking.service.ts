import { randomInt } from 'node:crypto';
import type { OpeningHours } from '@restaurant/contract/opening-hours.ts';
import { minutesOf } from '@restaurant/contract/opening-times.ts';
import {
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  type BookingReceipt,
  type BookingInput,
  type ReservationSettings,
  type StaffBookingInput,
} from '@restaurant/contract/reservation.ts';
import { mailboxOf } from '@restaurant/contract/email-address.ts';
import { wallClock } from '@restaurant/contract/zone-clock.ts';
import type { Context } from '#src/context.ts';
import type { Db } from '#src/db/database.ts';
import { isUniqueViolation } from '#src/db/errors.ts';
import { ConflictError, TooManyRequestsError, ValidationError } from '#src/lib/errors.ts';
import { findOpeningHours } from '#src/modules/opening-hours/opening-hours.service.ts';
import {
  loadOf,
  nearest,
  offeredTimes,
  overage,
  slotsFor,
  type Load,
} from '#src/modules/reservations/availability.ts';
import { notify } from '#src/modules/reservations/reservation-notices.ts';
import { findReservationSettings } from '#src/modules/reservations/reservation-settings.service.ts';
import { hashToken, managePath, manageToken } from '#src/modules/reservations/reservation-token.ts';
import * as reservationRepository from '#src/modules/reservations/reservation.repository.ts';
import type { ReservationRow } from '#src/modules/reservations/reservation.repository.ts';

const DAY_MS = 86_400_000;

/** A day as bookings see it: the rules, the times offered and the guests already booked. */
export type Day = {
  settings: ReservationSettings;
  offered: number[];
  load: Load;
};

/** The rules a day's slots follow: the booking settings and the opening hours. */
export type Rules = { settings: ReservationSettings; hours: OpeningHours };

export async function readRules(db: Db): Promise<Rules> {
  const [settings, hours] = await Promise.all([findReservationSettings(db), findOpeningHours(db)]);
  return { settings, hours };
}

/** The guests the day's bookings (but the one `except`) bring, by slot and by minute. */
export async function readLoad(
  db: Db,
  settings: ReservationSettings,
  date: string,
  except?: number,
): Promise<Load> {
  const held = await reservationRepository.findHoldings(db, date, except);
  return loadOf(
    settings,
    held.map((h) => ({ minute: minutesOf(h.time), partySize: h.partySize })),
  );
}

/** The day as it stands now, read inside the transaction of a change that holds its lock. */
export async function readDay(
  db: Db,
  ctx: Context,
  date: string,
  options: { except?: number } = {},
): Promise<Day> {
  const { settings, hours } = await readRules(db);
  const offered = settings.enabled
    ? offeredTimes(settings, hours, date, wallClock(ctx.config.timeZone, ctx.now()))
    : [];
  return { settings, offered, load: await readLoad(db, settings, date, options.except) };
}

function checkPartySize(settings: ReservationSettings, partySize: number): void {
  if (partySize > settings.maxPartySizeOnline) {
    throw new ValidationError([
      {
        path: 'partySize',
        message: `Must be at most ${settings.maxPartySizeOnline}; larger parties please call`,
      },
    ]);
  }
}

/**
 * Refuses a time a guest may not book (400) or one that has filled (409, with the nearest times
 * still free that day).
 */
export function checkGuestTime(day: Day, time: string, partySize: number): void {
  checkPartySize(day.settings, partySize);
  const minute = minutesOf(time);
  if (!day.offered.includes(minute)) {
    throw new ValidationError([{ path: 'time', message: 'Not a time offered on that day' }]);
  }
  if (overage(day.settings, day.load, minute, partySize) > 0) {
    const slots = slotsFor(day.settings, day.offered, day.load, partySize);
    throw new ConflictError('That time has just been fully booked.', {
      alternatives: nearest(slots, time),
    });
  }
}

/** A guest's booking (or move) waits for staff above the party size confirmed at once. */
export function statusFor(settings: ReservationSettings, partySize: number) {
  return partySize > settings.autoConfirmUpTo ? 'requested' : 'confirmed';
}

/** Refuses a staff booking beyond the online limits until staff have seen by how much. */
export function checkStaffTime(day: Day, time: string, partySize: number, overLimit = false) {
  const minute = minutesOf(time);
  const over = Math.max(
    overage(day.settings, day.load, minute, partySize),
    partySize - day.settings.maxPartySizeOnline,
  );
  if (over > 0 && !overLimit) {
    throw new ConflictError(`A foglalás ${over} fővel túllépi a foglalási keretet.`, {
      overLimitBy: over,
    });
  }
}

async function newReference(db: Db): Promise<string> {
  for (;;) {
    const reference = Array.from(
      { length: REFERENCE_LENGTH },
      () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
    ).join('');
    if (!(await reservationRepository.referenceTaken(db, reference))) return reference;
  }
}

export type Booked = { row: ReservationRow; token: string };

/** What the guest is told of a booking just made. */
export function receipt({ row, token }: Booked): BookingReceipt {
  return {
    reference: row.reference,
    status: row.status as BookingReceipt['status'],
    date: row.date,
    time: row.time,
    partySize: row.partySize,
    email: row.email ?? '',
    manageUrl: managePath(token),
  };
}

type BookingRequest =
  | { source: 'online'; input: BookingInput; idempotencyKey?: string }
  | { source: 'staff'; input: StaffBookingInput };

/**
 * Books a table. The day's bookings are checked and the new one written in one transaction that
 * holds the day's lock, so two guests can never both take the last seats.
 */
export async function book(ctx: Context, request: BookingRequest): Promise<Booked> {
  const key = request.source === 'online' ? request.idempotencyKey : undefined;
  const earlier = key && (await reservationRepository.findByIdempotencyKey(ctx.db, key));
  if (earlier) return { row: earlier, token: manageToken(ctx.secrets, earlier.reference) };
  try {
    return await ctx.db.transaction().execute((trx) => bookIn(trx, ctx, request, key));
  } catch (error) {
    // The same submission arrived twice at once: the second answers the first's booking.
    const first =
      key && isUniqueViolation(error)
        ? await reservationRepository.findByIdempotencyKey(ctx.db, key)
        : undefined;
    if (first) return { row: first, token: manageToken(ctx.secrets, first.reference) };
    throw error;
  }
}

async function bookIn(
  trx: Db,
  ctx: Context,
  request: BookingRequest,
  idempotencyKey: string | undefined,
): Promise<Booked> {
  const { input } = request;
  await reservationRepository.lockDay(trx, input.date);
  const day = await readDay(trx, ctx, input.date);
  const email = input.email?.toLowerCase() ?? null;
  let status: 'confirmed' | 'requested' = 'confirmed';
  if (request.source === 'online') {
    if (!day.settings.enabled) {
      throw new ValidationError([{ path: 'date', message: 'Online booking is not open' }]);
    }
    checkGuestTime(day, input.time, input.partySize);
    const limit = ctx.config.reservationLimits.perEmailPerDay;
    const since = ctx.now() - DAY_MS;
    if ((await reservationRepository.countByMailboxSince(trx, mailboxOf(email!), since)) >= limit) {
      throw new TooManyRequestsError(DAY_MS / 1000);
    }
    status = statusFor(day.settings, input.partySize);
  } else {
    checkStaffTime(day, input.time, input.partySize, request.input.overLimit);
  }
  const reference = await newReference(trx);
  const token = manageToken(ctx.secrets, reference);
  const id = await reservationRepository.insert(trx, {
    reference,
    tokenHash: hashToken(token),
    idempotencyKey: idempotencyKey ?? null,
    status,
    date: input.date,
    time: input.time,
    partySize: input.partySize,
    name: input.name,
    email,
    mailbox: email && mailboxOf(email),
    phone: input.phone,
    note: input.note || null,
    language: input.language,
    tableLabel: request.source === 'staff' ? request.input.table || null : null,
    staffNote: request.source === 'staff' ? request.input.staffNote || null : null,
    source: request.source,
    createdAt: ctx.now(),
  });
  const row = (await reservationRepository.findById(trx, id))!;
  await notify(trx, ctx, row, {
    guest: status,
    staff: request.source === 'online' ? 'new' : undefined,
  });
  return { row, token };
}
