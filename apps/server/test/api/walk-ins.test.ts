import { describe, expect, it } from 'vitest';
import type { AuditPage } from '@restaurant/contract/audit.ts';
import { addDays } from '@restaurant/contract/calendar.ts';
import type {
  Availability,
  Reservation,
  ReservationList,
} from '@restaurant/contract/reservation.ts';
import { moveClockTo, restaurantInstant, startFreshDay } from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { expectProblem, useAdminApp } from '../fixtures.ts';
import { bookOnTwoInstances, guestBooking, openForBooking } from '../reservation-fixtures.ts';

const LIMITS = { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000' };
/** A room of ten seats, bookable up to the minute, pacing out of the way. */
const SMALL_ROOM = { seats: 10, coversPerSlot: 100, leadMinutes: 0, stayMinutes: 120 };

describe.each(DATABASE_KINDS)('walk-ins and parties leaving on %s', (kind) => {
  const { t, admin } = useAdminApp(kind, LIMITS);

  /** A fresh day with the restaurant's clock at the time given; answers the date. */
  const evening = (time: string) => {
    const date = addDays(startFreshDay(t), 1);
    moveClockTo(t, restaurantInstant(date, time));
    return date;
  };
  const walkIn = (payload: object) =>
    admin({ method: 'POST', url: '/api/reservations', payload: { source: 'walkIn', ...payload } });
  const put = (id: number, payload: object) =>
    admin({ method: 'PUT', url: `/api/reservations/${id}`, payload });
  const freeAt = async (date: string, partySize: number, time: string) => {
    const response = await t.app.inject({
      url: `/api/reservations/availability?date=${date}&partySize=${partySize}`,
    });
    return response.json<Availability>().slots.find((slot) => slot.time === time)?.available;
  };
  const rowsOf = (date: string) =>
    t.db.selectFrom('reservations').select(['id', 'partySize']).where('date', '=', date).execute();

  it('seats a walk-in now as an arrived booking without name or contact, and e-mails no one', async () => {
    await openForBooking(admin, SMALL_ROOM);
    const date = evening('19:10');
    const outboxBefore = await t.db.selectFrom('outbox').select('id').execute();
    const response = await walkIn({ partySize: 4 });
    expect(response.statusCode, response.body).toBe(201);
    const seated = response.json<Reservation>();
    expect(seated).toMatchObject({
      status: 'arrived',
      source: 'walkIn',
      date,
      time: '19:10',
      partySize: 4,
      name: null,
      email: null,
      phone: null,
      leftAt: null,
    });
    expect(await t.db.selectFrom('outbox').select('id').execute()).toHaveLength(
      outboxBefore.length,
    );
    const day = await admin({ method: 'GET', url: `/api/reservations?date=${date}` });
    expect(day.json<ReservationList>().reservations.map((r) => r.reference)).toEqual([
      seated.reference,
    ]);
  });

  it('records a walk-in later at the date and time staff give, never later than now', async () => {
    await openForBooking(admin, SMALL_ROOM);
    const date = evening('21:00');
    const earlier = await walkIn({ partySize: 2, date, time: '18:30', table: '4' });
    expect(earlier.statusCode, earlier.body).toBe(201);
    expect(earlier.json<Reservation>()).toMatchObject({ time: '18:30', table: '4' });
    const yesterday = await walkIn({ partySize: 2, date: addDays(date, -1), time: '22:00' });
    expect(yesterday.statusCode, yesterday.body).toBe(201);
    expectProblem(await walkIn({ partySize: 2, time: '21:30' }), 400, ['time']);
    expectProblem(await walkIn({ partySize: 2, date: addDays(date, 1), time: '12:00' }), 400, [
      'date',
    ]);
    expectProblem(await walkIn({ partySize: 2, date }), 400, ['time']);
    expectProblem(await walkIn({}), 400, ['partySize']);
    expectProblem(await walkIn({ partySize: 0, time: '25:00', date: '2026-02-30' }), 400, [
      'partySize',
      'time',
      'date',
    ]);
    expectProblem(await walkIn({ partySize: 2, name: 'Somebody' }), 400);
    // A guest cannot seat themselves: without a session the body is a guest's booking.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: { source: 'walkIn', partySize: 2 },
    });
    expectProblem(anonymous, 400);
    expect((await rowsOf(date)).map((row) => row.partySize)).toEqual([2]);
  });

  it('counts walk-ins in the seats, and a table that left at 19:30 frees its seats for 19:45', async () => {
    await openForBooking(admin, SMALL_ROOM);
    const date = evening('18:50');
    const seated = (await walkIn({ partySize: 8 })).json<Reservation>();
    expect(await freeAt(date, 4, '19:45')).toBe(false);
    expect(await freeAt(date, 2, '19:45')).toBe(true);
    expect(await freeAt(date, 4, '21:00')).toBe(true);

    moveClockTo(t, restaurantInstant(date, '19:30'));
    const left = await put(seated.id, { status: 'finished' });
    expect(left.statusCode, left.body).toBe(200);
    const finished = left.json<Reservation>();
    expect(finished.status).toBe('finished');
    expect(Date.parse(finished.leftAt!)).toBeGreaterThanOrEqual(restaurantInstant(date, '19:30'));
    expect(Date.parse(finished.leftAt!)).toBeLessThan(restaurantInstant(date, '19:31'));
    expect(await freeAt(date, 8, '19:45')).toBe(true);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: guestBooking(date, { time: '19:45', partySize: 4 }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('records a table that left earlier at the time staff give, never later than now', async () => {
    await openForBooking(admin, SMALL_ROOM);
    const date = evening('21:00');
    const seated = (await walkIn({ partySize: 8, time: '18:50' })).json<Reservation>();
    expectProblem(await put(seated.id, { status: 'finished', left: '21:30' }), 400, ['left']);
    expectProblem(await put(seated.id, { left: '19:30' }), 400, ['left']);
    const left = await put(seated.id, { status: 'finished', left: '19:30' });
    expect(left.statusCode, left.body).toBe(200);
    expect(Date.parse(left.json<Reservation>().leftAt!)).toBe(restaurantInstant(date, '19:30'));
    const room = await admin({ method: 'GET', url: `/api/reservations?date=${date}&at=19:45` });
    expect(room.json<ReservationList>().service).toMatchObject({ freeSeats: 10 });
  });

  it('takes back a tap on "left" (the party holds its seats again) and finishes only a seated party', async () => {
    await openForBooking(admin, SMALL_ROOM);
    const date = evening('19:00');
    const seated = (await walkIn({ partySize: 8 })).json<Reservation>();
    await put(seated.id, { status: 'finished' });
    expect(await freeAt(date, 4, '19:15')).toBe(true);
    const back = await put(seated.id, { status: 'arrived' });
    expect(back.json<Reservation>()).toMatchObject({ status: 'arrived', leftAt: null });
    expect(await freeAt(date, 4, '19:15')).toBe(false);
    const phone = await admin({
      method: 'POST',
      url: '/api/reservations',
      payload: { date, time: '20:00', partySize: 2, name: 'Kiss Éva', phone: '+36 30 111 2222' },
    });
    expect(phone.statusCode, phone.body).toBe(201);
    expectProblem(await put(phone.json<Reservation>().id, { status: 'finished' }), 409);
    expectProblem(await put(seated.id, { status: 'over' }), 400, ['status']);
  });

  it('writes the walk-in and its leaving in the audit log by reference', async () => {
    await openForBooking(admin, SMALL_ROOM);
    evening('20:00');
    const seated = (await walkIn({ partySize: 3 })).json<Reservation>();
    await put(seated.id, { status: 'finished' });
    const log = await admin({
      method: 'GET',
      url: `/api/audit-log?entity=reservation&entityId=${seated.id}`,
    });
    const entries = log.json<AuditPage>().entries;
    expect(entries.map((entry) => entry.label)).toEqual([seated.reference, seated.reference]);
    expect(entries[0]!.changes).toEqual([
      { field: 'status', before: 'arrived', after: 'finished' },
    ]);
    expect(entries[1]!.changes).toContainEqual({ field: 'source', before: null, after: 'walkIn' });
  });

  it("tells today's room now: guests seated, seats free, guests still to come and bookings waiting", async () => {
    await openForBooking(admin, { ...SMALL_ROOM, seats: 20 });
    const date = evening('18:00');
    const phone = async (time: string, partySize: number) => {
      const response = await admin({
        method: 'POST',
        url: '/api/reservations',
        payload: { date, time, partySize, name: 'Kiss Éva', phone: '+36 30 111 2222' },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Reservation>();
    };
    const early = await phone('19:00', 2);
    await phone('20:30', 2);
    await phone('21:30', 3);
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: guestBooking(date, { time: '21:00', partySize: 7 }),
    });
    expect(large.json<{ status: string }>().status).toBe('requested');
    moveClockTo(t, restaurantInstant(date, '19:30'));
    await put(early.id, { status: 'arrived' });
    const gone = (await walkIn({ partySize: 2 })).json<Reservation>();
    moveClockTo(t, restaurantInstant(date, '20:45'));
    await put(gone.id, { status: 'finished' });
    moveClockTo(t, restaurantInstant(date, '21:00'));
    expect((await walkIn({ partySize: 4 })).statusCode).toBe(201);
    const today = (
      await admin({ method: 'GET', url: `/api/reservations?date=${date}` })
    ).json<ReservationList>();
    // Seated at 21:00: 20:30 (2), 21:00 requested (7), the walk-in (4); 19:00's stay has ended.
    expect(today.service).toEqual({ at: '21:00', inRoom: 6, freeSeats: 7, toCome: 12 });
    expect(today.requested).toBe(1);
    const earlier = await admin({ method: 'GET', url: `/api/reservations?date=${date}&at=19:45` });
    // At 19:45: the 19:00 party (2) and the walk-in who left at 20:45 (2) sit; 20:30 and later come.
    expect(earlier.json<ReservationList>().service).toEqual({
      at: '19:45',
      inRoom: 6,
      freeSeats: 16,
      toCome: 12,
    });
    const range = `from=${date}&to=${addDays(date, 1)}&at=19:45`;
    expectProblem(await admin({ method: 'GET', url: `/api/reservations?${range}` }), 400, [
      'querystring.at',
    ]);
    const tomorrow = await admin({
      method: 'GET',
      url: `/api/reservations?date=${addDays(date, 1)}`,
    });
    expect(tomorrow.json<ReservationList>().service).toBeNull();
  });

  it('lets walk-ins fired at once on two instances fill the seats exactly, and seats more only when staff say so', async () => {
    await openForBooking(admin, SMALL_ROOM);
    const date = evening('19:00');
    const token = await t.login();
    const responses = await bookOnTwoInstances(t, 8, () => ({ source: 'walkIn', partySize: 2 }), {
      authorization: `Bearer ${token}`,
    });
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    const warned = responses.find((response) => response.statusCode === 409)!;
    expect(warned.json<{ overLimitBy: number }>().overLimitBy).toBe(2);
    const over = await walkIn({ partySize: 2, overLimit: true });
    expect(over.statusCode, over.body).toBe(201);
    const guests = (await rowsOf(date)).reduce((sum, row) => sum + row.partySize, 0);
    expect(guests).toBe(12);
  });
});
