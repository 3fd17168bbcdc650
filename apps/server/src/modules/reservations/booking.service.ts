import { createHash, randomInt } from 'node:crypto';
import { daysBetween } from '@restaurant/contract/calendar.ts';
import type { OpeningHours } from '@restaurant/contract/opening-hours.ts';
import { minutesOf } from '@restaurant/contract/opening-times.ts';
import {
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  type BookingReceipt,
  type BookingInput,
  type EventBookingInput,
  type ReservationSettings,
  type StaffBookingInput,
  type WalkInInput,
} from '@restaurant/contract/reservation.ts';
import { mailboxOf } from '@restaurant/contract/email-address.ts';
import { wallClock } from '@restaurant/contract/zone-clock.ts';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { isUniqueViolation } from '#src/db/errors.ts';
import { ConflictError, TooManyRequestsError, ValidationError } from '#src/lib/errors.ts';
import { phoneKey } from '#src/lib/phone-key.ts';
import { findOpeningHours } from '#src/modules/opening-hours/opening-hours.service.ts';
import { findEventsOn } from '#src/modules/events/event.service.ts';
import type { StoredEvent } from '#src/modules/events/event.repository.ts';
import {
  blockOf,
  loadOf,
  nearest,
  offeredTimes,
  overage,
  slotsFor,
  type Holding,
  type Load,
} from '#src/modules/reservations/availability.ts';
import { checkEventPool, eventToBook } from '#src/modules/reservations/event-pool.ts';
import { notify } from '#src/modules/reservations/reservation-notices.ts';
import { findReservationSettings } from '#src/modules/reservations/reservation-settings.service.ts';
import { hashToken, managePath, manageToken } from '#src/modules/reservations/reservation-token.ts';
import * as reservationRepository from '#src/modules/reservations/reservation.repository.ts';
import { storedTableIds } from '#src/modules/reservations/reservation.repository.ts';
import { checkedTableIds } from '#src/modules/reservations/table-ids.ts';
import type {
  NewReservation,
  ReservationRow,
} from '#src/modules/reservations/reservation.repository.ts';

const DAY_MS = 86_400_000;
const DAY_MINUTES = 1440;

/** A day as bookings see it: the rules, the times offered and the guests already booked. */
export type Day = {
  settings: ReservationSettings;
  offered: number[];
  load: Load;
};

/** The rules a day's slots follow: the booking settings and the opening hours. */
export type Rules = { settings: ReservationSettings; hours: OpeningHours };

export async function readRules(ctx: Context): Promise<Rules> {
  const [settings, hours] = await Promise.all([
    findReservationSettings(ctx),
    findOpeningHours(ctx),
  ]);
  return { settings, hours };
}

/** The minute an instant falls on, counted from the start of a date in the time zone. */
export function minuteFrom(timeZone: string, date: string, at: number): number {
  const wall = wallClock(timeZone, at);
  return daysBetween(date, wall.date) * DAY_MINUTES + wall.minutes;
}

/** A booking's hold on the seats of its date: a party that left holds them until it did. */
export function holdingOf(
  timeZone: string,
  date: string,
  booking: { time: string; partySize: number; leftAt: number | null },
): Holding {
  return {
    minute: minutesOf(booking.time),
    partySize: booking.partySize,
    ...(booking.leftAt === null ? {} : { left: minuteFrom(timeZone, date, booking.leftAt) }),
  };
}

/**
 * The guests the day's regular bookings (but the one `except`) bring, by slot and by minute, and
 * the seats its events hold.
 */
export async function readLoad(
  ctx: Context,
  timeZone: string,
  settings: ReservationSettings,
  date: string,
  except?: number,
): Promise<Load> {
  const [held, events] = await Promise.all([
    reservationRepository.findHoldings(ctx.db, date, except),
    findEventsOn(ctx, date),
  ]);
  return loadOf(
    settings,
    held.map((booking) => holdingOf(timeZone, date, booking)),
    events.map((event) => blockOf(settings, event)),
  );
}

/** The day as it stands now, read inside the transaction of a change that holds its lock. */
export async function readDay(
  ctx: Context,
  date: string,
  options: { except?: number } = {},
): Promise<Day> {
  const { settings, hours } = await readRules(ctx);
  const offered = settings.enabled
    ? offeredTimes(settings, hours, date, wallClock(ctx.config.timeZone, ctx.now()))
    : [];
  const load = await readLoad(ctx, ctx.config.timeZone, settings, date, options.except);
  return { settings, offered, load };
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

/** At most `perEmailPerDay` online bookings a day for one mailbox (429 beyond). */
async function checkMailboxLimit(ctx: Context, mailbox: string): Promise<void> {
  const since = ctx.now() - DAY_MS;
  const limit = ctx.config.reservationLimits.perEmailPerDay;
  if ((await reservationRepository.countByMailboxSince(ctx.db, mailbox, since)) >= limit) {
    throw new TooManyRequestsError(DAY_MS / 1000);
  }
}

/** A random reference not yet taken by a booking (or, with `table`, by a waiting list entry). */
export async function newReference(
  ctx: Context,
  table: 'reservations' | 'waitlist' = 'reservations',
): Promise<string> {
  for (;;) {
    const reference = Array.from(
      { length: REFERENCE_LENGTH },
      () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
    ).join('');
    if (!(await reservationRepository.referenceTaken(ctx.db, reference, table))) return reference;
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

/**
 * A submission's one-time key (the `Idempotency-Key` header, the form's hidden field) and who sent
 * it: the client's address and browser, which the key's answer is bound to.
 */
export type SubmissionKey = { key: string; client: string };

/** Guests who walked in, their date and time settled. */
export type SeatedWalkIn = Omit<WalkInInput, 'source' | 'date' | 'time'> & {
  date: string;
  time: string;
};

/** A time offered to the waiting list (or an event's seats), as the guest takes it. */
export type TakenOffer = (
  Pick<BookingInput, 'date' | 'time'> | Pick<EventBookingInput, 'eventId'>
) &
  Pick<BookingInput, 'partySize' | 'name' | 'email' | 'phone' | 'language'> & { note?: string };

type BookingRequest =
  | { source: 'online'; input: BookingInput | EventBookingInput; submission?: SubmissionKey }
  | { source: 'waitlist'; input: TakenOffer }
  | { source: 'staff'; input: StaffBookingInput }
  | { source: 'walkIn'; input: SeatedWalkIn };

/** The guest's own fields of a new booking: none for guests who walked in. */
function guestFields(
  request: BookingRequest,
): Pick<NewReservation, 'name' | 'email' | 'mailbox' | 'phone' | 'phoneKey' | 'note' | 'language'> {
  if (request.source === 'walkIn') {
    return { ...reservationRepository.NO_GUEST, language: 'hu' };
  }
  const { input } = request;
  const email = input.email?.toLowerCase() ?? null;
  return {
    name: input.name,
    email,
    mailbox: email && mailboxOf(email),
    phone: input.phone,
    phoneKey: phoneKey(input.phone),
    note: input.note || null,
    language: input.language,
  };
}

/** A key as it is stored: the key, and hashes of the booking asked for and of the client. */
export type KeyClaim = { key: string; request: string; client: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The same booking asked for, however its fields were ordered. */
function requestHash(input: BookingInput | EventBookingInput): string {
  const fields = Object.entries(input).sort(([a], [b]) => a.localeCompare(b));
  return sha256(JSON.stringify(fields));
}

function claimOf(input: BookingInput | EventBookingInput, submission: SubmissionKey): KeyClaim {
  return { key: submission.key, request: requestHash(input), client: sha256(submission.client) };
}

/**
 * The answer to a key already used: the same booking for the same submission from the same
 * client; a 409 for another booking under the key (`keyReused`), and for the same one from another
 * client (`madeElsewhere`), so that a key learned elsewhere never shows the booking's link.
 */
async function answerKeyed(ctx: Context, claim: KeyClaim): Promise<Booked | undefined> {
  const earlier = await reservationRepository.findByIdempotencyKey(ctx.db, claim.key);
  if (!earlier) return undefined;
  if (earlier.idempotencyRequest !== claim.request) {
    throw new ConflictError('This Idempotency-Key was sent with another booking.', {
      code: 'keyReused',
    });
  }
  if (earlier.idempotencyClient !== claim.client) {
    throw new ConflictError(
      "This booking has been made already; its link went to the guest's e-mail address.",
      { code: 'madeElsewhere' },
    );
  }
  return { row: earlier, token: manageToken(ctx.secrets, earlier.reference) };
}

/**
 * Books a table. The day's bookings are checked and the new one written in one transaction that
 * holds the day's lock, so two guests can never both take the last seats. A submission sent
 * again with its key (a reload, a double tap, two at once) answers the booking it made.
 */
export async function book(ctx: Context, request: BookingRequest): Promise<Booked> {
  const claim =
    request.source === 'online' && request.submission
      ? claimOf(request.input, request.submission)
      : undefined;
  const earlier = claim && (await answerKeyed(ctx, claim));
  if (earlier) return earlier;
  try {
    return await inTransaction(ctx, (tx) => bookIn(tx, request, claim));
  } catch (error) {
    // The same key arrived twice at once: the second answers as if it came after the first.
    const first = claim && isUniqueViolation(error) ? await answerKeyed(ctx, claim) : undefined;
    if (first) return first;
    throw error;
  }
}

/** When a booking is for: the event's date and start, or the time asked for. */
type Seating = { date: string; time: string; event?: StoredEvent };

async function seatingOf(ctx: Context, request: BookingRequest): Promise<Seating> {
  if ('eventId' in request.input) {
    const event = await eventToBook(ctx, request.input.eventId);
    return { date: event.date, time: event.startTime, event };
  }
  return { date: request.input.date, time: request.input.time };
}

/** Books within the caller's transaction (see `book`). */
export async function bookIn(
  ctx: Context,
  request: BookingRequest,
  claim: KeyClaim | undefined,
): Promise<Booked> {
  const { input } = request;
  const { date, time, event: asked } = await seatingOf(ctx, request);
  await reservationRepository.lockDay(ctx.db, date);
  const guest = guestFields(request);
  let status: 'confirmed' | 'requested' | 'arrived' = 'confirmed';
  if (asked) {
    // Read again under the day's lock: an event moved meanwhile is booked on its new day.
    const event = await eventToBook(ctx, asked.id);
    if (event.date !== date) throw new ConflictError('The event has just changed; try again.');
    await checkEventPool(ctx, event, input.partySize);
    // An offer taken was counted when the guest joined the list.
    if (request.source === 'online') await checkMailboxLimit(ctx, guest.mailbox!);
  } else if (request.source === 'online') {
    const day = await readDay(ctx, date);
    if (!day.settings.enabled) {
      throw new ValidationError([{ path: 'date', message: 'Online booking is not open' }]);
    }
    checkGuestTime(day, time, input.partySize);
    await checkMailboxLimit(ctx, guest.mailbox!);
    status = statusFor(day.settings, input.partySize);
  } else if (request.source === 'waitlist') {
    const day = await readDay(ctx, date);
    // The seats were held for the offer until now; a change of the rules may have taken them.
    if (overage(day.settings, day.load, minutesOf(time), input.partySize) > 0) {
      throw new ConflictError('The seats offered are no longer free.', { code: 'offerGone' });
    }
    status = statusFor(day.settings, input.partySize);
  } else {
    const day = await readDay(ctx, date);
    checkStaffTime(day, time, input.partySize, request.input.overLimit);
    if (request.source === 'walkIn') status = 'arrived';
  }
  const reference = await newReference(ctx);
  const token = manageToken(ctx.secrets, reference);
  const id = await reservationRepository.insert(ctx.db, {
    reference,
    tokenHash: hashToken(token),
    idempotencyKey: claim?.key ?? null,
    idempotencyRequest: claim?.request ?? null,
    idempotencyClient: claim?.client ?? null,
    status,
    date,
    time,
    partySize: input.partySize,
    ...guest,
    tableLabel:
      request.source === 'staff' || request.source === 'walkIn'
        ? request.input.table || null
        : null,
    tableIds:
      request.source === 'staff' || request.source === 'walkIn'
        ? storedTableIds(await checkedTableIds(ctx, request.input.tableIds))
        : null,
    staffNote: request.source === 'staff' ? request.input.staffNote || null : null,
    source: request.source,
    eventId: asked?.id ?? null,
    createdAt: ctx.now(),
  });
  const row = (await reservationRepository.findById(ctx.db, id))!;
  if (status !== 'arrived') {
    await notify(ctx, row, {
      guest: status,
      staff: request.source === 'online' || request.source === 'waitlist' ? 'new' : undefined,
    });
  }
  return { row, token };
}
