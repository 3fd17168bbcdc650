import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Event } from '@restaurant/contract/event.ts';
import type { ReservationList } from '@restaurant/contract/reservation.ts';
import type { Waitlist } from '@restaurant/contract/waitlist.ts';
import { buildApp } from '#src/app.ts';
import {
  adminClient,
  errorPaths,
  expectProblem,
  restaurantInstant,
  type Send,
} from '../dated-fixtures.ts';
import { bookEvent, createEvent, eventBody, eventBooking } from '../event-fixtures.ts';
import { DATABASE_KINDS, type TestApp } from '../helpers.ts';
import { createMailApp } from '../mail-app.ts';
import { addressedTo, type Mailbox } from '../mailbox.ts';
import { bookOnline, bookingIdOf, dayAhead, openForBooking } from '../reservation-fixtures.ts';
import {
  entryOf,
  eventWish,
  joinList,
  linkIn,
  takeAfterLapse,
  wish,
} from '../waitlist-fixtures.ts';

const LIMITS = { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000' };
const MINUTE_MS = 60_000;
/** How long a message may take through the outbox to the test's SMTP server. */
const MAIL = { timeout: 10_000 };
/**
 * Eight seats: a non-exclusive event of four seats from 18:00 leaves four to the tables, which two
 * parties of two at 19:00 fill.
 */
const ROOM = { seats: 8, coversPerSlot: 8 };

const tokenOf = (url: string) => url.split('/').pop()!;

describe.each(DATABASE_KINDS)("an event's waiting list on %s", (kind) => {
  let mailbox: Mailbox;
  let t: TestApp;
  let admin: Send;
  let date: string;

  beforeEach(async () => {
    ({ t, mailbox } = await createMailApp(kind, LIMITS));
    admin = adminClient(t);
    await openForBooking(admin, ROOM);
    date = dayAhead(t, 5);
  });
  afterEach(async () => {
    await t.close();
    await mailbox.close();
  });

  /** An event of four seats (parties of one to four), sold out by two parties of two. */
  const soldOut = async (fields: Record<string, unknown> = {}) => {
    const event = await createEvent(admin, date, { seats: 4, maxPartySize: 4, ...fields });
    const bookings = [await bookEvent(t, event.id), await bookEvent(t, event.id)];
    return { event, tokens: bookings.map((receipt) => tokenOf(receipt.manageUrl)) };
  };
  const cancel = (app: TestApp['app'], token: string) =>
    app.inject({ method: 'POST', url: `/api/reservations/by-token/${token}/cancel` });
  const readEvent = async (id: number) =>
    (await t.app.inject({ url: `/api/events/${id}` })).json<Event>();
  const listOf = async () =>
    (await admin({ method: 'GET', url: `/api/waitlist?date=${date}` })).json<Waitlist>().entries;
  const offersTo = (subject: string) =>
    mailbox.messages.filter((mail) => mail.subject!.startsWith(subject));

  it("puts a guest on a sold-out event's list at its date and start, and refuses with field messages while seats are left, outside its party sizes, when closed for booking, begun or unknown", async () => {
    const event = await createEvent(admin, date, { seats: 4, maxPartySize: 4 });
    const post = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/waitlist', payload: body });
    expect(errorPaths(await post(eventWish(event.id)))).toEqual(['partySize']);
    await bookEvent(t, event.id, { partySize: 3 });
    // One seat left: a party of two waits, a guest alone books.
    expect(errorPaths(await post(eventWish(event.id, { partySize: 1 })))).toEqual(['partySize']);
    const { joined } = await joinList(t.app, eventWish(event.id));
    expect(await entryOf(t.app, joined)).toMatchObject({
      status: 'waiting',
      date,
      from: '18:00',
      to: '18:00',
      partySize: 2,
      eventId: event.id,
    });
    expect(errorPaths(await post(eventWish(event.id, { partySize: 5 })))).toEqual(['partySize']);
    expect(errorPaths(await post({ eventId: event.id })).sort()).toEqual(
      ['email', 'language', 'name', 'partySize', 'phone', 'privacyAccepted'].sort(),
    );
    const closed = await createEvent(admin, date, { bookingOpen: false });
    expect(errorPaths(await post(eventWish(closed.id)))).toEqual(['eventId']);
    expect(errorPaths(await post(eventWish(2_000_000_000)))).toEqual(['eventId']);
    // A day's wish keeps its shape beside the event's.
    await joinList(t.app, wish(date));
    t.clock.now = restaurantInstant(date, '18:00');
    expect(errorPaths(await post(eventWish(event.id)))).toEqual(['eventId']);
  });

  it("offers an event's freed seats once when both its bookings are cancelled on two instances while guests book and join at once, and never to the day's table list", async () => {
    const second = await buildApp(t.config, { now: () => t.clock.now, timers: t.timers });
    try {
      const { event, tokens } = await soldOut();
      // The tables of the evening are full too: a regular guest waits beside the event's.
      await bookOnline(t, date, { time: '19:00' });
      const { token: table } = await bookOnline(t, date, { time: '19:00' });
      const regular = await joinList(t.app, wish(date));
      const waiting: Array<Awaited<ReturnType<typeof joinList>>> = [];
      for (let i = 0; i < 3; i++) waiting.push(await joinList(t.app, eventWish(event.id)));
      const answers = await Promise.all([
        cancel(t.app, tokens[0]!),
        cancel(second, tokens[1]!),
        ...Array.from({ length: 4 }, (_, i) =>
          (i % 2 ? second : t.app).inject({
            method: 'POST',
            url: '/api/reservations',
            payload: eventBooking(event.id),
          }),
        ),
        second.inject({ method: 'POST', url: '/api/waitlist', payload: eventWish(event.id) }),
      ]);
      expect(answers.slice(0, 2).map((r) => r.statusCode)).toEqual([200, 200]);
      // The seats freed are held for the list at once: no booking takes them, and the event
      // stays sold out for one more guest to join.
      for (const booking of answers.slice(2, 6)) {
        expect(expectProblem(booking, 409)).toMatchObject({ code: 'soldOut' });
      }
      expect(answers[6]!.statusCode, answers[6]!.body).toBe(201);
      const statuses = await Promise.all(
        waiting.map(async (w) => (await entryOf(t.app, w.joined)).status),
      );
      expect(statuses).toEqual(['offered', 'offered', 'waiting']);
      expect((await entryOf(t.app, regular.joined)).status).toBe('waiting');
      expect(await readEvent(event.id)).toMatchObject({ seatsBooked: 4, seatsLeft: 0 });
      // Both instances look after the lists a few times: nothing more is offered.
      await t.timers.advance(3 * MINUTE_MS);
      await expect.poll(() => offersTo('Seats have come free').length, MAIL).toBe(2);
      await sleep(500);
      const offers = offersTo('Seats have come free');
      expect(offers).toHaveLength(2);
      expect(new Set(offers.map((mail) => mail.messageId)).size).toBe(2);
      for (const w of waiting.slice(0, 2)) {
        expect(addressedTo(offers, w.body.email as string)).toHaveLength(1);
      }
      expect(offers[0]!.subject).toContain('Wine dinner');
      expect(offersTo('A table has come free')).toHaveLength(0);
      // A table freed goes to the day's list, never to the event's.
      expect((await cancel(t.app, table)).statusCode).toBe(200);
      expect(await entryOf(t.app, regular.joined)).toMatchObject({
        status: 'offered',
        offeredTime: '19:00',
      });
      const list = await listOf();
      expect(list.filter((e) => e.eventId === event.id).map((e) => e.status)).toEqual([
        'offered',
        'offered',
        'waiting',
        'waiting',
      ]);
    } finally {
      await second.close();
    }
  });

  it('gives a hold that runs out to the next entry, whose guest takes the seats from the e-mail as an event booking with its price and prepayment', async () => {
    const { event, tokens } = await soldOut({
      prepayment: {
        required: true,
        instructions: {
          hu: 'Utalás a 11111111-22222222 számlára.',
          en: 'Transfer to account 11111111-22222222.',
          de: 'Überweisung auf das Konto 11111111-22222222.',
        },
      },
    });
    const first = await joinList(t.app, eventWish(event.id, { language: 'de' }));
    const next = await joinList(t.app, eventWish(event.id, { language: 'hu' }));
    expect((await cancel(t.app, tokens[0]!)).statusCode).toBe(200);
    await expect.poll(() => offersTo('Plätze sind frei geworden').length, MAIL).toBe(1);
    const firstLink = linkIn(mailbox, first.body.email as string, 'Plätze sind frei geworden');
    expect(offersTo('Plätze sind frei geworden')[0]!.subject).toContain('Weindinner');
    // Minute by minute, as the instance looks after the lists, until the hold has run out.
    for (let minute = 0; minute <= 20; minute++) await t.timers.advance(MINUTE_MS);
    await expect.poll(async () => (await entryOf(t.app, first.joined)).status).toBe('lapsed');
    expect(await entryOf(t.app, next.joined)).toMatchObject({
      status: 'offered',
      offeredTime: '18:00',
    });
    await expect.poll(() => offersTo('Felszabadult hely').length, MAIL).toBe(1);
    const nextLink = linkIn(mailbox, next.body.email as string, 'Felszabadult hely');
    const booking = await takeAfterLapse(t.app, firstLink, nextLink);
    expect(booking).toMatchObject({ status: 'confirmed', date, time: '18:00', partySize: 2 });
    const day = await admin({ method: 'GET', url: `/api/reservations?date=${date}` });
    const made = day
      .json<ReservationList>()
      .reservations.find((r) => r.reference === booking.reference);
    expect(made).toMatchObject({ source: 'waitlist', eventId: event.id, paidAt: null });
    expect(await readEvent(event.id)).toMatchObject({ seatsBooked: 4, seatsLeft: 0 });
    // The confirmation is an event booking's: the evening, its price and how to pay.
    await expect
      .poll(
        () =>
          addressedTo(mailbox.messages, next.body.email as string).some((mail) =>
            mail.text!.includes('11111111-22222222'),
          ),
        MAIL,
      )
      .toBe(true);
    const confirmation = addressedTo(mailbox.messages, next.body.email as string).find((mail) =>
      mail.text!.includes('11111111-22222222'),
    )!;
    expect(confirmation.text).toContain('Borvacsora');
    expect(confirmation.text).toContain(booking.reference);
  });

  it("offers the seats a booking moved off the event frees, the booking becoming a table's", async () => {
    const event = await createEvent(admin, date, { seats: 2, maxPartySize: 2 });
    const booking = await bookEvent(t, event.id);
    const { joined } = await joinList(t.app, eventWish(event.id));
    const id = await bookingIdOf(t, booking.reference);
    const moved = await admin({
      method: 'PUT',
      url: `/api/reservations/${id}`,
      payload: { time: '13:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ time: '13:00', eventId: null });
    expect(await entryOf(t.app, joined)).toMatchObject({ status: 'offered', offeredTime: '18:00' });
    expect(await readEvent(event.id)).toMatchObject({ seatsBooked: 2, seatsLeft: 0 });
  });

  it('offers the seats a change of the event adds at once, and lets staff offer by hand only while the event has seats for the party', async () => {
    const event = await createEvent(admin, date, { seats: 2, maxPartySize: 2 });
    await bookEvent(t, event.id);
    const { joined } = await joinList(t.app, eventWish(event.id));
    const [entry] = await listOf();
    const byHand = () =>
      admin({ method: 'POST', url: `/api/waitlist/${entry!.id}/offer`, payload: {} });
    expect(expectProblem(await byHand(), 409).detail).toBe(
      'Az eseményen nincs elég szabad hely ennek a társaságnak.',
    );
    const more = await admin({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      payload: { ...eventBody(date, { seats: 4, maxPartySize: 2 }), slug: event.slug },
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json()).toMatchObject({ seatsBooked: 4, seatsLeft: 0 });
    expect(await entryOf(t.app, joined)).toMatchObject({ status: 'offered', offeredTime: '18:00' });
    for (let minute = 0; minute <= 20; minute++) await t.timers.advance(MINUTE_MS);
    await expect.poll(async () => (await entryOf(t.app, joined)).status).toBe('lapsed');
    const offered = await byHand();
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toMatchObject({
      status: 'offered',
      offeredTime: '18:00',
      eventId: event.id,
    });
  });
});
