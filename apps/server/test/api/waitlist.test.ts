import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Availability } from '@restaurant/contract/reservation.ts';
import type { Waitlist, WaitlistJoined } from '@restaurant/contract/waitlist.ts';
import { buildApp } from '#src/app.ts';
import { addDays } from '@restaurant/contract/calendar.ts';
import {
  adminClient,
  errorPaths,
  expectProblem,
  moveClockTo,
  restaurantInstant,
} from '../dated-fixtures.ts';
import { DATABASE_KINDS, type TestApp } from '../helpers.ts';
import { createMailApp } from '../mail-app.ts';
import { addressedTo, type Mailbox } from '../mailbox.ts';
import { SETTINGS, bookOnline, dayAhead, openForBooking } from '../reservation-fixtures.ts';
import {
  entryOf,
  joinList,
  linkIn as offerLink,
  takeAfterLapse,
  wish,
} from '../waitlist-fixtures.ts';

const LIMITS = { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000' };
const MINUTE_MS = 60_000;
/** Four seats: two parties of two at 19:00 fill the evening from 17:15 to 20:45. */
const SMALL = { seats: 4, coversPerSlot: 4 };

describe.each(DATABASE_KINDS)('the waiting list on %s', (kind) => {
  let mailbox: Mailbox;
  let t: TestApp;
  let date: string;

  beforeEach(async () => {
    ({ t, mailbox } = await createMailApp(kind, LIMITS));
    await openForBooking(adminClient(t), SMALL);
    date = dayAhead(t);
  });
  afterEach(async () => {
    await t.close();
    await mailbox.close();
  });

  const entry = (joined: WaitlistJoined) => entryOf(t.app, joined);
  /** A full evening: two parties of two at 19:00; answers their links' tokens. */
  const fillEvening = async () => [
    (await bookOnline(t, date, { time: '19:00' })).token,
    (await bookOnline(t, date, { time: '19:00' })).token,
  ];
  const linkIn = (email: string, subject: string) => offerLink(mailbox, email, subject);

  it('answers a reference and a link, and refuses a wish without its fields, with an end before its start, or for a party above the online maximum with field messages', async () => {
    const { joined } = await joinList(t.app, wish(date));
    expect(joined.reference).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
    expect(joined.manageUrl).toMatch(/^\/waitlist\/[\w-]{43}$/);
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [
        {},
        [
          'date',
          'partySize',
          'name',
          'email',
          'phone',
          'language',
          'privacyAccepted',
          'from',
          'to',
        ],
      ],
      [wish(date, { from: '20:00', to: '19:00' }), ['to']],
      [wish(date, { partySize: 9 }), ['partySize']],
      [wish(date, { privacyAccepted: false, email: 'nope' }), ['email', 'privacyAccepted']],
    ];
    for (const [body, paths] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: body });
      expectProblem(response, 400);
      expect(errorPaths(response).sort()).toEqual([...paths].sort());
    }
  });

  it('offers the freed time exactly once when a guest cancels, with two instances looking after the lists, and the offered seats count in availability', async () => {
    const second = await buildApp(t.config, { now: () => t.clock.now, timers: t.timers });
    try {
      const [token] = await fillEvening();
      const first = await joinList(t.app, wish(date));
      const next = await joinList(second, wish(date));
      expect((await entry(first.joined)).status).toBe('waiting');
      const cancelled = await second.inject({
        method: 'POST',
        url: `/api/reservations/by-token/${token}/cancel`,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      // Two bookings and a cancellation (each to the guest and the restaurant), two receipts of
      // the waiting list and the offer.
      await mailbox.waitFor(9);
      const offered = await entry(first.joined);
      expect(offered.status).toBe('offered');
      expect(offered.offeredTime).toBe('19:00');
      expect(Date.parse(offered.holdUntil!)).toBe(t.clock.now + 20 * MINUTE_MS);
      // Both instances look after the waiting lists a few times: nothing more is offered.
      await t.timers.advance(3 * MINUTE_MS);
      await sleep(500);
      expect(mailbox.messages).toHaveLength(9);
      expect((await entry(next.joined)).status).toBe('waiting');
      const offers = mailbox.messages.filter((m) => m.subject!.startsWith('A table has come free'));
      expect(offers).toHaveLength(1);
      expect(addressedTo(offers, first.body.email as string)).toHaveLength(1);
      const day = await t.app.inject({
        method: 'GET',
        url: `/api/reservations/availability?date=${date}&partySize=2`,
      });
      const slots = day.json<Availability>().slots;
      expect(slots.find((slot) => slot.time === '19:00')!.available).toBe(false);
    } finally {
      await second.close();
    }
  });

  it('offers seats a changed setting frees once when both instances look at the same moment', async () => {
    const second = await buildApp(t.config, { now: () => t.clock.now, timers: t.timers });
    try {
      await fillEvening();
      const wishes = await Promise.all(
        Array.from({ length: 6 }, (_, i) => joinList(i % 2 ? second : t.app, wish(date))),
      );
      // Two bookings (each to the guest and the restaurant) and six receipts.
      await mailbox.waitFor(10);
      const admin = adminClient(t);
      const stored = await admin({
        method: 'PUT',
        url: '/api/reservation-settings',
        payload: { ...SETTINGS, ...SMALL, seats: 6, coversPerSlot: 6 },
      });
      expect(stored.statusCode, stored.body).toBe(200);
      await t.timers.advance(MINUTE_MS);
      await mailbox.waitFor(11);
      await t.timers.advance(MINUTE_MS);
      await sleep(500);
      // One offer written (a message the outbox's lease lets a second instance send again keeps
      // its Message-ID).
      const offers = mailbox.messages.filter((m) => m.subject!.startsWith('A table has come free'));
      expect(new Set(offers.map((m) => m.messageId)).size).toBe(1);
      const statuses = await Promise.all(
        wishes.map(async ({ joined }) => (await entry(joined)).status),
      );
      expect(statuses.filter((status) => status === 'offered')).toHaveLength(1);
      const list = await admin({ method: 'GET', url: `/api/waitlist?date=${date}` });
      expect(list.json<Waitlist>().entries.map((e) => e.status)).toEqual([
        'offered',
        ...Array(5).fill('waiting'),
      ]);
    } finally {
      await second.close();
    }
  });

  it('gives a hold that runs out to the next entry, whose guest books through the e-mail link; the first link then answers 409', async () => {
    const [token] = await fillEvening();
    const first = await joinList(t.app, wish(date, { language: 'de' }));
    const next = await joinList(t.app, wish(date, { language: 'hu' }));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/by-token/${token}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    await mailbox.waitFor(9);
    const firstLink = await linkIn(first.body.email as string, 'Ein Tisch ist frei geworden');
    // Minute by minute, as the instance looks after the lists, until the hold has run out.
    for (let minute = 0; minute <= 20; minute++) await t.timers.advance(MINUTE_MS);
    await mailbox.waitFor(10);
    expect((await entry(first.joined)).status).toBe('lapsed');
    expect((await entry(next.joined)).status).toBe('offered');
    await mailbox.waitFor(10);
    const nextLink = await linkIn(next.body.email as string, 'Felszabadult egy asztal');
    const booking = await takeAfterLapse(t.app, firstLink, nextLink);
    expect(booking).toMatchObject({ status: 'confirmed', date, time: '19:00', partySize: 2 });
    const list = await adminClient(t)({ method: 'GET', url: `/api/reservations?date=${date}` });
    const made = list
      .json<{ reservations: Array<{ reference: string; source: string }> }>()
      .reservations.find((r) => r.reference === booking.reference);
    expect(made?.source).toBe('waitlist');
    expect((await entry(next.joined)).bookingUrl).toBe(booking.manageUrl);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/waitlist/by-token/${nextLink}/take`,
    });
    expectProblem(again, 409);
  });

  it('lets parallel joins of one e-mail address pass its daily limit never, and of many offer one free table once', async () => {
    const same = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/waitlist',
          payload: wish(date, { email: 'same@example.test' }),
        }),
      ),
    );
    expect(same.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(same.filter((r) => r.statusCode === 429)).toHaveLength(7);
    // Room for one party of two at 19:00: of 10 joining at once, one is offered it.
    const other = dayAhead(t, 4);
    await bookOnline(t, other, { time: '19:00' });
    const many = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/api/waitlist', payload: wish(other) }),
      ),
    );
    expect(many.every((r) => r.statusCode === 201)).toBe(true);
    const list = await adminClient(t)({ method: 'GET', url: `/api/waitlist?date=${other}` });
    const offered = list.json<Waitlist>().entries.filter((e) => e.status === 'offered');
    expect(offered).toHaveLength(1);
    expect(offered[0]!.offeredTime).toBe('19:00');
  });

  it('lets staff offer a time by hand, beyond the limits only once they confirm it, with a Hungarian audit entry', async () => {
    await fillEvening();
    await joinList(t.app, wish(date));
    const admin = adminClient(t);
    const [waiting] = (
      await admin({ method: 'GET', url: `/api/waitlist?date=${date}` })
    ).json<Waitlist>().entries;
    const refused = await admin({
      method: 'POST',
      url: `/api/waitlist/${waiting!.id}/offer`,
      payload: { time: '19:30' },
    });
    expect(expectProblem(refused, 409)).toMatchObject({ overLimitBy: 2 });
    const offered = await admin({
      method: 'POST',
      url: `/api/waitlist/${waiting!.id}/offer`,
      payload: { time: '19:30', overLimit: true },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toMatchObject({ status: 'offered', offeredTime: '19:30' });
    const audit = await admin({ method: 'GET', url: '/api/audit-log?entity=waitlist' });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(JSON.stringify(audit.json())).toContain('19:30');
  });

  it('lets staff take an offered guest off the list once, even asked twice at once, and the held time goes to the next entry', async () => {
    const [token] = await fillEvening();
    const first = await joinList(t.app, wish(date, { language: 'de' }));
    const next = await joinList(t.app, wish(date, { language: 'hu' }));
    await t.app.inject({ method: 'POST', url: `/api/reservations/by-token/${token}/cancel` });
    expect((await entry(first.joined)).status).toBe('offered');
    const admin = adminClient(t);
    const [offered] = (
      await admin({ method: 'GET', url: `/api/waitlist?date=${date}` })
    ).json<Waitlist>().entries;
    const answers = await Promise.all(
      [1, 2].map(() => admin({ method: 'POST', url: `/api/waitlist/${offered!.id}/leave` })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const taken = answers.find((r) => r.statusCode === 200)!;
    expect(taken.json()).toMatchObject({ id: offered!.id, status: 'left' });
    expect(
      expectProblem(
        answers.find((r) => r.statusCode === 409)!,
        409,
      ).detail,
    ).toBe('Ez a vendég már nincs a várólistán.');
    expect((await entry(first.joined)).status).toBe('left');
    expect(await entry(next.joined)).toMatchObject({ status: 'offered', offeredTime: '19:00' });
    const audit = await admin({ method: 'GET', url: '/api/audit-log?entity=waitlist' });
    expect(JSON.stringify(audit.json())).toContain('"left"');
    const unknown = await admin({ method: 'POST', url: '/api/waitlist/999999/leave' });
    expectProblem(unknown, 404);
  });

  it("erases an entry's personal data with the bookings of its e-mail address and after the retention time", async () => {
    const { body, joined } = await joinList(t.app, wish(date, { email: 'gone@example.test' }));
    const admin = adminClient(t);
    const erased = await admin({
      method: 'POST',
      url: '/api/reservations/erase',
      payload: { email: 'gone@example.test' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const token = joined.manageUrl.split('/').pop()!;
    const gone = await t.app.inject({ method: 'GET', url: `/api/waitlist/by-token/${token}` });
    expect(gone.statusCode).toBe(404);
    const rows = await t.db.selectFrom('waitlist').select(['name', 'email', 'phone']).execute();
    expect(rows).toEqual([{ name: null, email: null, phone: null }]);
    const outbox = await t.db.selectFrom('outbox').select('recipient').execute();
    expect(outbox.map((row) => row.recipient)).not.toContain(body.email);
    const kept = await joinList(t.app, wish(date, { email: 'kept@example.test' }));
    moveClockTo(t, restaurantInstant(addDays(date, SETTINGS.retentionDays + 1), '12:00'));
    // The clock jumped: every job due fires once, the daily erasure among them.
    await t.timers.advance(1);
    const later = kept.joined.manageUrl.split('/').pop()!;
    await expect
      .poll(async () => (await t.app.inject({ url: `/api/waitlist/by-token/${later}` })).statusCode)
      .toBe(404);
  });
});
