import { describe, expect, it } from 'vitest';
import type {
  Availability,
  BookingReceipt,
  ReservationSettings,
} from '@restaurant/contract/reservation.ts';
import { buildApp } from '#src/app.ts';
import { errorPaths, expectProblem, restaurantInstant } from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';
import {
  SETTINGS,
  bookOnTwoInstances,
  bookOnline,
  dayAhead,
  guestBooking,
  openForBooking,
} from '../reservation-fixtures.ts';

const LIMITS = { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000', RESERVATIONS_PER_EMAIL_PER_DAY: '3' };

describe.each(DATABASE_KINDS)('table reservations on %s', (kind) => {
  const { t, admin } = useAdminApp(kind, LIMITS);

  const availability = async (date: string, partySize = 2) => {
    const response = await t.app.inject({
      url: `/api/reservations/availability?date=${date}&partySize=${partySize}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<Availability>();
  };
  const post = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/reservations', payload: body, headers });

  it('keeps booking off until an owner switches it on, and lets only an owner change the settings', async () => {
    const read = await t.app.inject({ url: '/api/reservation-settings' });
    expect(read.json<ReservationSettings>().enabled).toBe(false);
    await openForBooking(admin);
    expect((await t.app.inject({ url: '/api/reservation-settings' })).json()).toEqual(SETTINGS);
    const bad = await admin({
      method: 'PUT',
      url: '/api/reservation-settings',
      payload: { ...SETTINGS, slotMinutes: 20, seats: 0 },
    });
    expect(errorPaths(bad).sort()).toEqual(['seats', 'slotMinutes']);
  });

  it('offers every slot of the kitchen hours up to the last seating, fewer today, none beyond the horizon', async () => {
    await openForBooking(admin);
    const date = dayAhead(t);
    const { slots } = await availability(date);
    const times = slots.map((slot) => slot.time);
    // 12:00–15:00 and 18:00–22:00, the last arrival 45 minutes before each range ends.
    expect(times[0]).toBe('12:00');
    expect(times).toContain('14:15');
    expect(times).not.toContain('14:30');
    expect(times).toContain('21:15');
    expect(times).not.toContain('21:30');
    expect(times.length).toBe(10 + 14);
    expect(slots.every((slot) => slot.available)).toBe(true);

    t.clock.now = restaurantInstant(date, '17:00');
    const sameDay = await availability(date);
    // Two hours of lead time: 19:00 is the first slot left.
    expect(sameDay.slots[0]!.time).toBe('19:00');
    expect((await availability(dayAhead(t, 61))).slots).toEqual([]);
    expect((await availability(dayAhead(t, -1))).slots).toEqual([]);
    t.clock.now = Date.now();
  });

  it('answers 400 for a malformed date or party size', async () => {
    await openForBooking(admin);
    for (const query of ['date=2026-02-30&partySize=2', 'date=tomorrow&partySize=2']) {
      const response = await t.app.inject({ url: `/api/reservations/availability?${query}` });
      expect(new Set(errorPaths(response))).toEqual(new Set(['querystring.date']));
    }
    for (const size of ['0', 'two']) {
      const response = await t.app.inject({
        url: `/api/reservations/availability?date=${dayAhead(t)}&partySize=${size}`,
      });
      expectProblem(response, 400);
      expect(errorPaths(response)[0]).toMatch(/partySize/);
    }
  });

  it('books a table, confirming small parties at once and leaving larger ones requested', async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 4);
    const small = await post(guestBooking(date, { partySize: 2 }));
    expect(small.statusCode, small.body).toBe(201);
    const receipt = small.json<BookingReceipt>();
    expect(receipt).toMatchObject({ status: 'confirmed', date, time: '19:00', partySize: 2 });
    expect(receipt.reference).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
    expect(receipt.manageUrl).toMatch(/^\/reservation\/[\w-]{43}$/);
    expect(small.headers['cache-control']).toBe('no-store');
    const large = await post(guestBooking(date, { partySize: 7, time: '12:00' }));
    expect(large.json<BookingReceipt>().status).toBe('requested');
    const stored = await t.db
      .selectFrom('reservations')
      .select(['tokenHash', 'email'])
      .where('reference', '=', receipt.reference)
      .executeTakeFirstOrThrow();
    // Only the token's hash is kept.
    expect(stored.tokenHash).not.toContain(receipt.manageUrl.split('/').pop());
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses malformed bookings, slots not offered, oversized parties and a missing consent with field errors', async () => {
    await openForBooking(admin);
    const date = dayAhead(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ time: '19:05' }, 'time'],
      [{ time: '16:00' }, 'time'],
      [{ partySize: 9 }, 'partySize'],
      [{ privacyAccepted: false }, 'privacyAccepted'],
      [{ email: 'nobody@' }, 'email'],
      [{ name: ' ' }, 'name'],
      [{ language: 'fr' }, 'language'],
      [{ date: '2026-13-01' }, 'date'],
    ];
    for (const [fields, path] of cases) {
      const response = await post(guestBooking(date, fields));
      expectProblem(response, 400);
      expect(errorPaths(response), JSON.stringify(fields)).toEqual([path]);
    }
  });

  it('answers 409 with the nearest free times once the slot is full', async () => {
    await openForBooking(admin, { coversPerSlot: 4 });
    const date = dayAhead(t, 5);
    expect((await post(guestBooking(date, { partySize: 4 }))).statusCode).toBe(201);
    const full = await post(guestBooking(date, { partySize: 2 }));
    expectProblem(full, 409);
    expect(full.json<{ alternatives: string[] }>().alternatives).toEqual([
      '18:45',
      '19:15',
      '18:30',
    ]);
    const slot = (await availability(date)).slots.find((s) => s.time === '19:00');
    expect(slot).toEqual({ time: '19:00', available: false });
  });

  it('keeps the seats for the whole stay: a slot is free only when the party fits until it leaves', async () => {
    await openForBooking(admin, { seats: 6, coversPerSlot: 6 });
    const date = dayAhead(t, 6);
    expect((await post(guestBooking(date, { partySize: 5, time: '18:00' }))).statusCode).toBe(201);
    const { slots } = await availability(date);
    const free = (time: string) => slots.find((s) => s.time === time)!.available;
    expect(free('18:00')).toBe(false);
    expect(free('19:45')).toBe(false);
    expect(free('20:00')).toBe(true);
  });

  it("offers a guest moving a booking the times its own seats free, and no one else's", async () => {
    await openForBooking(admin, { coversPerSlot: 4 });
    const date = dayAhead(t, 7);
    const { token } = await bookOnline(t, date, { partySize: 4 });
    const own = await t.app.inject({
      url: `/api/reservations/by-token/${token}/availability?date=${date}&partySize=4`,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    const at = (slots: Availability['slots']) => slots.find((s) => s.time === '19:00');
    expect(at(own.json<Availability>().slots)).toEqual({ time: '19:00', available: true });
    // The cached public answer is untouched by the guest's read: the slot is full for others.
    expect(at((await availability(date, 4)).slots)).toEqual({ time: '19:00', available: false });
    const unknown = await t.app.inject({
      url: `/api/reservations/by-token/${'x'.repeat(token.length)}/availability?date=${date}&partySize=4`,
    });
    expect([400, 404]).toContain(unknown.statusCode);
  });

  it('answers availability with every booking and change made through another instance, and with the settings of the moment', async () => {
    await openForBooking(admin, { coversPerSlot: 2 });
    const date = dayAhead(t, 10);
    const slot = async () => (await availability(date)).slots.find((s) => s.time === '19:00');
    const second = await buildApp(t.config, { now: () => t.clock.now });
    try {
      expect(await slot()).toEqual({ time: '19:00', available: true });
      expect(await slot()).toEqual({ time: '19:00', available: true });
      const { token } = await bookOnline(t, date, {}, second);
      expect(await slot()).toEqual({ time: '19:00', available: false });

      const cancelled = await second.inject({
        method: 'POST',
        url: `/api/reservations/by-token/${token}/cancel`,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await slot()).toEqual({ time: '19:00', available: true });

      expect((await post(guestBooking(date))).statusCode).toBe(201);
      expect(await slot()).toEqual({ time: '19:00', available: false });
      await openForBooking(admin, { coversPerSlot: 4 });
      expect(await slot()).toEqual({ time: '19:00', available: true });
    } finally {
      await second.close();
    }
  });

  it('answers five parallel sends of one submission with its Idempotency-Key with one booking and one e-mail', async () => {
    await openForBooking(admin);
    const body = guestBooking(dayAhead(t, 7));
    const headers = { 'idempotency-key': 'form-1234' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body, headers)));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json()).toEqual(answers[0]!.json());
    }
    const again = await post({ ...body }, headers);
    expect(again.json()).toEqual(answers[0]!.json());
    const rows = await t.db
      .selectFrom('reservations')
      .select('id')
      .where('idempotencyKey', '=', 'form-1234')
      .execute();
    expect(rows).toHaveLength(1);
    const mails = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('topic', '=', `reservation:${rows[0]!.id}`)
      .where('recipient', '=', body.email)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('refuses an Idempotency-Key sent with another booking with 409, and books nothing for it', async () => {
    await openForBooking(admin);
    const body = guestBooking(dayAhead(t, 7), { time: '12:30' });
    const headers = { 'idempotency-key': 'form-other-body' };
    expect((await post(body, headers)).statusCode).toBe(201);
    const other = await post({ ...body, partySize: 3 }, headers);
    expectProblem(other, 409);
    expect(other.json<{ code: string }>().code).toBe('keyReused');
    const count = await t.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('never shows the manage link to another client replaying a submission with its key', async () => {
    await openForBooking(admin);
    const body = guestBooking(dayAhead(t, 7), { time: '12:45' });
    const headers = { 'idempotency-key': 'form-elsewhere', 'user-agent': 'Phone A' };
    const first = await post(body, headers);
    expect(first.statusCode).toBe(201);
    const token = first.json<BookingReceipt>().manageUrl.split('/').pop()!;
    const replays = [
      await post(body, { ...headers, 'user-agent': 'Laptop B' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/reservations',
        payload: body,
        headers,
        remoteAddress: '203.0.113.9',
      }),
    ];
    for (const replay of replays) {
      expectProblem(replay, 409);
      expect(replay.json<{ code: string }>().code).toBe('madeElsewhere');
      expect(replay.body).not.toContain(token);
      expect(replay.body).not.toContain('/reservation/');
    }
  });

  it('limits bookings per e-mail address with 429 and Retry-After', async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 8);
    const email = 'many@example.test';
    for (let i = 0; i < 3; i++) {
      expect((await post(guestBooking(date, { email, time: '12:00' }))).statusCode).toBe(201);
    }
    const refused = await post(guestBooking(date, { email, time: '12:15' }));
    expectProblem(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never oversells: 50 parallel bookings of 2 for a slot with room for 12 on two instances give 6 bookings and 44 × 409', async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 9);
    const responses = await bookOnTwoInstances(t, 50, () => guestBooking(date));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(6);
    expect(statuses.filter((status) => status === 409)).toHaveLength(44);
    const stored = await t.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.sum<number>('partySize').as('guests'))
      .where('date', '=', date)
      .executeTakeFirstOrThrow();
    expect(Number(stored.guests)).toBe(12);
  });
});

describe.each(DATABASE_KINDS)('bookings and the page cache on %s', (kind) => {
  const { t, admin } = useAdminApp(kind, LIMITS);

  it('keeps the cached public answers through bookings, guest changes and staff decisions, and drops them when the settings change', async () => {
    await openForBooking(admin);
    const read = async () =>
      (await t.app.inject({ url: '/api/reservation-settings' })).json<ReservationSettings>();
    expect((await read()).seats).toBe(40);
    // Changed behind the server's back: only a dropped answer can show it.
    const stored = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'reservationSettings')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('settings')
      .set({ value: JSON.stringify({ ...JSON.parse(stored.value), seats: 41 }) })
      .where('key', '=', 'reservationSettings')
      .execute();

    const date = dayAhead(t);
    const { token } = await bookOnline(t, date, { partySize: 7 });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/by-token/${token}`,
      payload: { date, time: '19:30', partySize: 7 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const list = await admin({ method: 'GET', url: `/api/reservations?date=${date}` });
    const [reservation] = list.json<{ reservations: Array<{ id: number }> }>().reservations;
    const confirmed = await admin({
      method: 'PUT',
      url: `/api/reservations/${reservation!.id}`,
      payload: { status: 'confirmed', table: '4' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/by-token/${token}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await read()).seats).toBe(40);

    const changed = await admin({
      method: 'PUT',
      url: '/api/reservation-settings',
      payload: { ...SETTINGS, seats: 42 },
    });
    expect(changed.statusCode).toBe(200);
    expect((await read()).seats).toBe(42);
  });
});
