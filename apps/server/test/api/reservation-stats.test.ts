import { describe, expect, it } from 'vitest';
import { addDays } from '@restaurant/contract/calendar.ts';
import type { BookingReceipt } from '@restaurant/contract/reservation.ts';
import type { ReservationStats } from '@restaurant/contract/reservation-stats.ts';
import { moveClockTo, restaurantInstant, startFreshDay } from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { expectProblem, useAdminApp } from '../fixtures.ts';
import { guestBooking, openForBooking, bookingIdOf } from '../reservation-fixtures.ts';
import { addMember } from '../staff-helpers.ts';

const LIMITS = { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000' };
/** A room that never fills, so that every booking of the month is taken as given. */
const ROOMY = { seats: 200, coversPerSlot: 200, cancelUntilMinutes: 120 };

describe.each(DATABASE_KINDS)("the owner's numbers on %s", (kind) => {
  const { t, admin } = useAdminApp(kind, LIMITS);

  const stats = (query: string) =>
    admin({ method: 'GET', url: `/api/reservations/stats?${query}` });
  const idOf = (reference: string) => bookingIdOf(t, reference);
  const online = async (date: string, time: string, partySize: number, email?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: guestBooking(date, { time, partySize, ...(email ? { email } : {}) }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json<BookingReceipt>();
    return { ...receipt, id: await idOf(receipt.reference) };
  };
  const byStaff = async (payload: object) => {
    const response = await admin({ method: 'POST', url: '/api/reservations', payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const setStatus = async (id: number, status: string) => {
    const response = await admin({
      method: 'PUT',
      url: `/api/reservations/${id}`,
      payload: { status },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  /**
   * Thirty days of bookings made, changed and seated through the API as the month went; answers
   * the first day, the e-mail of one guest and the instant the month's cancellation by link was made.
   */
  async function seedMonth() {
    await openForBooking(admin, ROOMY);
    const first = addDays(startFreshDay(t), 2);
    const day = (n: number) => addDays(first, n);
    moveClockTo(t, restaurantInstant(day(-1), '12:00'));
    const finished = await online(day(0), '19:00', 2);
    const missed = await online(day(0), '19:00', 4);
    const regular = 'regular@example.test';
    await online(day(1), '12:30', 3, regular);
    const early = await online(day(7), '19:00', 2);
    const late = await online(day(7), '20:00', 5);
    const requested = await online(day(8), '19:00', 7);
    expect(requested.status).toBe('requested');
    await byStaff({
      date: day(1),
      time: '19:30',
      partySize: 6,
      name: 'Kovács Anna',
      phone: '+36 30 111 2222',
    });
    const phoneMissed = await byStaff({
      date: day(20),
      time: '18:00',
      partySize: 4,
      name: 'Nagy Béla',
      phone: '+36 30 333 4444',
    });
    await online(day(30), '19:00', 2);

    const cancelledByLink = t.clock.now;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/by-token/${early.manageUrl.split('/').pop()}/cancel`,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    moveClockTo(t, restaurantInstant(day(0), '19:05'));
    await setStatus(finished.id, 'arrived');
    await setStatus(missed.id, 'noShow');
    moveClockTo(t, restaurantInstant(day(0), '21:00'));
    await setStatus(finished.id, 'finished');
    // Phoned in an hour before the time: within the two hours of the cancellation window.
    moveClockTo(t, restaurantInstant(day(7), '19:00'));
    await setStatus(late.id, 'cancelled');
    moveClockTo(t, restaurantInstant(day(20), '19:00'));
    await setStatus(phoneMissed, 'noShow');
    moveClockTo(t, restaurantInstant(day(29), '23:00'));
    await byStaff({ source: 'walkIn', partySize: 3, date: day(0), time: '20:00' });
    await byStaff({ source: 'walkIn', partySize: 2, date: day(14), time: '12:00' });
    return { first, last: day(29), regular, early: early.id, cancelledByLink };
  }

  it('counts a seeded month as by hand: covers, bookings by source, no-shows, late cancellations and the busiest times', async () => {
    const { first, last, regular, early, cancelledByLink } = await seedMonth();
    const stored = await t.db
      .selectFrom('reservations')
      .select('cancelledAt')
      .where('id', '=', early)
      .executeTakeFirstOrThrow();
    expect(Number(stored.cancelledAt)).toBe(cancelledByLink);

    const response = await stats(`from=${first}&to=${last}&by=day`);
    expect(response.statusCode, response.body).toBe(200);
    const month = response.json<ReservationStats>();
    // Taking place: 2 online (2 + 3), 1 by phone (6), 2 walk-ins (3 + 2); the request for 7 waits.
    expect(month.total).toEqual({
      bookings: 5,
      covers: 16,
      bySource: {
        online: { bookings: 2, covers: 5 },
        staff: { bookings: 1, covers: 6 },
        walkIn: { bookings: 2, covers: 5 },
        waitlist: { bookings: 0, covers: 0 },
      },
      noShows: 2,
      noShowRate: 0.4,
      cancellations: 2,
      lateCancellations: 1,
      lateCancelRate: 0.1429,
    });
    expect(month.times).toEqual([
      { time: '12:00', bookings: 1, covers: 2 },
      { time: '12:30', bookings: 1, covers: 3 },
      { time: '19:00', bookings: 1, covers: 2 },
      { time: '19:30', bookings: 1, covers: 6 },
      { time: '20:00', bookings: 1, covers: 3 },
    ]);
    expect(month.periods).toHaveLength(30);
    expect(month.periods[0]).toMatchObject({
      period: first,
      from: first,
      to: first,
      bookings: 2,
      covers: 5,
      noShows: 1,
      noShowRate: 0.5,
      lateCancelRate: 0,
    });
    expect(month.periods[7]).toMatchObject({
      bookings: 0,
      covers: 0,
      noShowRate: null,
      cancellations: 2,
      lateCancellations: 1,
      lateCancelRate: 0.5,
    });
    expect(month.periods[29]).toMatchObject({ period: last, bookings: 0, covers: 0 });

    const weeks = (await stats(`from=${first}&to=${last}&by=week`)).json<ReservationStats>();
    expect(weeks.periods[0]!.from).toBe(first);
    expect(weeks.periods.at(-1)!.to).toBe(last);
    for (const week of weeks.periods) {
      expect(new Date(`${week.period}T00:00:00Z`).getUTCDay()).toBe(1);
    }
    expect(weeks.periods.reduce((sum, week) => sum + week.covers, 0)).toBe(16);
    expect(weeks.total).toEqual(month.total);
    const months = (await stats(`from=${first}&to=${last}&by=month`)).json<ReservationStats>();
    expect(months.periods.map((period) => period.period)).toEqual([
      ...new Set([first.slice(0, 7), last.slice(0, 7)]),
    ]);
    expect(months.total).toEqual(month.total);

    // Erasing a guest's personal data leaves every figure as it was.
    const erased = await admin({
      method: 'POST',
      url: '/api/reservations/erase',
      payload: { email: regular },
    });
    expect(erased.json<{ count: number }>().count).toBe(1);
    expect((await stats(`from=${first}&to=${last}&by=day`)).json<ReservationStats>()).toEqual(
      month,
    );
  });

  it('counts a change made after a read in the next read, the other days read as they were', async () => {
    await openForBooking(admin, ROOMY);
    const first = addDays(startFreshDay(t), 2);
    moveClockTo(t, restaurantInstant(addDays(first, -1), '12:00'));
    const early = await online(first, '19:00', 2);
    await online(addDays(first, 3), '19:00', 4);
    const query = `from=${first}&to=${addDays(first, 6)}&by=week`;
    const before = (await stats(query)).json<ReservationStats>();
    expect(before.total).toMatchObject({ bookings: 2, covers: 6, noShows: 0 });

    moveClockTo(t, restaurantInstant(first, '19:30'));
    await setStatus(early.id, 'noShow');
    await byStaff({ source: 'walkIn', partySize: 5, date: first, time: '19:30' });
    const after = (await stats(query)).json<ReservationStats>();
    expect(after.total).toMatchObject({ bookings: 2, covers: 9, noShows: 1, noShowRate: 0.5 });
    expect(after.total.bySource.walkIn).toEqual({ bookings: 1, covers: 5 });
  });

  it('answers the same figures to many owners asking at once', async () => {
    const first = addDays(startFreshDay(t), 1);
    const query = `from=${first}&to=${addDays(first, 90)}&by=week`;
    const alone = await stats(query);
    const answers = await Promise.all(Array.from({ length: 8 }, () => stats(query)));
    answers.push(alone);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('refuses bad dates, a span backwards or over 366 days and an unknown period, by field', async () => {
    expectProblem(await stats('from=2026-02-30&to=2026-03-01'), 400, ['querystring.from']);
    expectProblem(await stats('from=2026-03-01'), 400, ['querystring.to']);
    expectProblem(await stats('from=2026-03-02&to=2026-03-01'), 400, ['querystring.to']);
    expectProblem(await stats('from=2026-01-01&to=2027-01-02'), 400, ['querystring.to']);
    expectProblem(await stats('from=2026-01-01&to=2026-01-31&by=year'), 400, ['querystring.by']);
    expectProblem(await stats('from=2026-01-01&to=2026-01-31&who=me'), 400);
    const leapYear = await stats('from=2028-01-01&to=2028-12-31&by=month');
    expect(leapYear.statusCode, leapYear.body).toBe(200);
    expect(leapYear.json<ReservationStats>().periods).toHaveLength(12);
  });

  it('shows the numbers to owners only: 401 without a session, 403 for an editor', async () => {
    const url = '/api/reservations/stats?from=2026-01-01&to=2026-01-31';
    expectProblem(await t.app.inject({ url }), 401);
    const editor = await addMember(t, await t.login(), {
      username: `numbers${kind}`,
      role: 'editor',
    });
    expectProblem(await t.as(await editor.login(), { method: 'GET', url }), 403);
  });
});
