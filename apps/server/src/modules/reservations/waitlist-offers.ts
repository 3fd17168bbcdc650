import { randomUUID } from 'node:crypto';
import { dateIn } from '@restaurant/contract/calendar.ts';
import { minutesOf } from '@restaurant/contract/opening-times.ts';
import type { ReservationSettings } from '@restaurant/contract/reservation.ts';
import { instantOf, wallClock } from '@restaurant/contract/zone-clock.ts';
import type { Context } from '#src/context.ts';
import type { Db } from '#src/db/database.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { findEventsOn, findStoredEvent } from '#src/modules/events/event.service.ts';
import { enqueue, removeByTopics } from '#src/modules/outbox/outbox.service.ts';
import { findRestaurant } from '#src/modules/restaurant/restaurant.service.ts';
import {
  blockOf,
  hhmm,
  kitchenTimes,
  loadOf,
  overage,
} from '#src/modules/reservations/availability.ts';
import {
  holdingOf,
  minuteFrom,
  readRules,
  type Rules,
} from '#src/modules/reservations/booking.service.ts';
import * as reservationRepository from '#src/modules/reservations/reservation.repository.ts';
import { TOKEN_STAND_IN } from '#src/modules/reservations/reservation-token.ts';
import {
  waitlistMessage,
  type WaitlistMessageKind,
} from '#src/modules/reservations/waitlist-mail.ts';
import * as waitlistRepository from '#src/modules/reservations/waitlist.repository.ts';
import type { WaitlistRow } from '#src/modules/reservations/waitlist.repository.ts';

const MINUTE_MS = 60_000;

/** What names an entry's link in the outbox: the link is derived from it as it is sent. */
export const linkReferenceOf = (reference: string) => `waitlist:${reference}`;
export const waitlistPath = (token: string) => `/waitlist/${token}`;
export const topicOf = (id: number) => `waitlist:${id}`;

/** Writes a message to the entry's guest to the outbox, in the caller's transaction. */
export async function notifyEntry(
  ctx: Context,
  row: WaitlistRow,
  kind: WaitlistMessageKind,
): Promise<void> {
  if (!row.name || !row.email) return;
  const language = row.language as 'hu' | 'en' | 'de';
  const event = row.eventId === null ? undefined : await findStoredEvent(ctx, row.eventId);
  const restaurant = await findRestaurant(ctx);
  const host = new URL(ctx.config.publicUrl).hostname;
  const message = waitlistMessage(
    kind,
    {
      reference: row.reference,
      date: row.date,
      partySize: row.partySize,
      from: row.fromTime,
      to: row.toTime,
      name: row.name,
      email: row.email,
      language,
      event: event?.title[language] ?? null,
      offeredTime: row.offeredTime,
      heldUntil:
        row.holdUntil === null ? null : hhmm(wallClock(ctx.config.timeZone, row.holdUntil).minutes),
    },
    {
      restaurant,
      host,
      // The token is written in when the message leaves the outbox.
      manageUrl: `${ctx.config.publicUrl}${waitlistPath(TOKEN_STAND_IN)}`,
    },
  );
  const at = ctx.now();
  await enqueue(ctx, topicOf(row.id), { ...message, messageId: `<${randomUUID()}@${host}>` }, at, {
    linkReference: linkReferenceOf(row.reference),
  });
}

/**
 * Offers an entry a time: its seats are held for waitlistHoldMinutes and the guest gets the offer
 * by e-mail. Call it holding the day's lock; false when the entry was no longer waiting.
 */
export async function offerTime(
  ctx: Context,
  settings: ReservationSettings,
  entry: WaitlistRow,
  time: string,
  from: string[] = ['waiting'],
): Promise<boolean> {
  const holdUntil = ctx.now() + settings.waitlistHoldMinutes * MINUTE_MS;
  if (
    !(await waitlistRepository.update(ctx.db, entry.id, from, {
      status: 'offered',
      offeredTime: time,
      holdUntil,
    }))
  ) {
    return false;
  }
  await notifyEntry(ctx, { ...entry, status: 'offered', offeredTime: time, holdUntil }, 'offered');
  return true;
}

type Offer = [WaitlistRow, string];

/**
 * The offers the day's seats allow now to its regular entries: each, in the order they joined,
 * with the earliest time in its window whose seats are free and that begins no sooner than a hold
 * made now would end. Each time offered counts for the entries after it.
 */
async function tableOffers(
  ctx: Context,
  { settings, hours }: Rules,
  date: string,
  waiting: WaitlistRow[],
): Promise<Offer[]> {
  if (waiting.length === 0 || !settings.enabled) return [];
  const { timeZone } = ctx.config;
  const earliest = minuteFrom(timeZone, date, ctx.now() + settings.waitlistHoldMinutes * MINUTE_MS);
  const times = kitchenTimes(settings, hours, date).filter((minute) => minute >= earliest);
  const holdings = (await reservationRepository.findHoldings(ctx.db, date)).map((held) =>
    holdingOf(timeZone, date, held),
  );
  // The day's events hold their seats of the restaurant's, as in every booking's check.
  const blocks = (await findEventsOn(ctx, date)).map((event) => blockOf(settings, event));
  const offers: Offer[] = [];
  for (const entry of waiting) {
    const load = loadOf(settings, holdings, blocks);
    const minute = times.find(
      (time) =>
        time >= minutesOf(entry.fromTime) &&
        time <= minutesOf(entry.toTime) &&
        overage(settings, load, time, entry.partySize) <= 0,
    );
    if (minute === undefined) continue;
    offers.push([entry, hhmm(minute)]);
    holdings.push({ minute, partySize: entry.partySize });
  }
  return offers;
}

/**
 * The offers the seats of the day's events allow now to their entries: in the order they joined,
 * each whose party the seats left of its event take, while the event is open for booking and
 * begins no sooner than a hold made now would end. Each offer counts for the entries after it.
 */
async function eventOffers(
  ctx: Context,
  settings: ReservationSettings,
  date: string,
  waiting: WaitlistRow[],
): Promise<Offer[]> {
  if (waiting.length === 0) return [];
  const holdEnds = ctx.now() + settings.waitlistHoldMinutes * MINUTE_MS;
  const events = (await findEventsOn(ctx, date)).filter(
    (event) =>
      event.bookingOpen &&
      instantOf(ctx.config.timeZone, event.date, minutesOf(event.startTime)) >= holdEnds,
  );
  const booked = await reservationRepository.seatsBookedByEvent(
    ctx.db,
    events.map((event) => event.id),
  );
  const left = new Map(
    events.map((event) => [event.id, event.seats - (booked.get(event.id) ?? 0)]),
  );
  const offers: Offer[] = [];
  for (const entry of waiting) {
    const event = events.find((one) => one.id === entry.eventId);
    if (!event || entry.partySize > left.get(event.id)!) continue;
    offers.push([entry, event.startTime]);
    left.set(event.id, left.get(event.id)! - entry.partySize);
  }
  return offers;
}

/**
 * The offers the day's seats allow now: the restaurant's tables to the regular entries, each
 * event's seats to the entries of that event.
 */
async function fits(
  ctx: Context,
  date: string,
): Promise<{ settings: ReservationSettings; offers: Offer[] }> {
  const rules = await readRules(ctx);
  const waiting = await waitlistRepository.findOn(ctx.db, date, ['waiting']);
  const [tables, events] = await Promise.all([
    tableOffers(
      ctx,
      rules,
      date,
      waiting.filter((entry) => entry.eventId === null),
    ),
    eventOffers(
      ctx,
      rules.settings,
      date,
      waiting.filter((entry) => entry.eventId !== null),
    ),
  ]);
  return { settings: rules.settings, offers: [...tables, ...events] };
}

/**
 * Offers the seats that are free to the day's waiting list, first come first served. Call it
 * holding the day's lock: two instances then never offer one seat twice.
 */
export async function offerFreed(ctx: Context, date: string): Promise<number> {
  const { settings, offers } = await fits(ctx, date);
  for (const [entry, time] of offers) await offerTime(ctx, settings, entry, time);
  return offers.length;
}

/**
 * Looks after the waiting lists from today on: an offer whose hold ran out lapses, and the seats
 * that are free (a cancellation, a decline, a table that left, a changed setting, a lapsed hold)
 * go to the next entries that fit. A day is locked only when there is something to do, so that
 * its availability answers stay kept. Answers how many offers were made.
 */
export async function tendWaitlists(ctx: Context): Promise<number> {
  const now = ctx.now();
  let offered = 0;
  for (const date of await waitlistRepository.activeDates(
    ctx.db,
    dateIn(ctx.config.timeZone, now),
  )) {
    const entries = await waitlistRepository.findOn(ctx.db, date, ['offered']);
    const lapsed = entries.some((entry) => entry.holdUntil !== null && entry.holdUntil <= now);
    if (!lapsed && (await fits(ctx, date)).offers.length === 0) continue;
    offered += await inTransaction(ctx, async (tx) => {
      await reservationRepository.lockDay(tx.db, date);
      await waitlistRepository.lapseHeld(tx.db, date, tx.now());
      return offerFreed(tx, date);
    });
  }
  return offered;
}

/** Erases the personal data of the entries chosen, with their messages. */
export async function eraseWaitlist(
  trx: Db,
  where: { email: string } | { before: string },
): Promise<void> {
  const ids =
    'email' in where
      ? await waitlistRepository.eraseByEmail(trx, where.email)
      : await waitlistRepository.eraseBefore(trx, where.before);
  await removeByTopics(trx, ids.map(topicOf));
}
