import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '@restaurant/contract/calendar.ts';
import type { Availability } from '@restaurant/contract/reservation.ts';
import { restaurant as demo } from '#src/seed/data/restaurant.ts';
import { restaurantToday } from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';
import { HOURS, guestBooking, openForBooking } from '../reservation-fixtures.ts';

const LIMITS = { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000' };
const NOTE = {
  hu: 'Leltár miatt zárva',
  en: 'Closed for stocktaking',
  de: 'Wegen Inventur geschlossen',
};

describe.each(DATABASE_KINDS)('why a day has no free time, on %s', (kind) => {
  const { t, admin } = useAdminApp(kind, LIMITS);

  const availability = async (query: string) => {
    const response = await t.app.inject({ url: `/api/reservations/availability?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Availability>();
  };

  /** Open but on Mondays, closed on one exception day; four seats, so that two parties fill an evening. */
  async function setUp() {
    await openForBooking(admin, { seats: 4, coversPerSlot: 4 });
    const today = restaurantToday(t);
    let monday = addDays(today, 8);
    while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
    const exception = addDays(monday, 2);
    const hours = await admin({
      method: 'PUT',
      url: '/api/opening-hours',
      payload: {
        weekly: HOURS.weekly.filter((day) => day.day !== 1),
        exceptions: [
          { from: exception, to: exception, closed: true, restaurant: [], kitchen: [], note: NOTE },
        ],
      },
    });
    expect(hours.statusCode, hours.body).toBe(200);
    return { today, monday, exception };
  }

  it('names a closed weekday and an exception with its note, each with the next three dates free', async () => {
    const { monday, exception } = await setUp();
    const closed = await availability(`date=${monday}&partySize=2`);
    expect(closed).toMatchObject({
      slots: [],
      ranges: [],
      reason: { code: 'closed', note: null },
      // Tuesday, Thursday (Wednesday is the exception) and Friday.
      nextAvailable: [addDays(monday, 1), addDays(monday, 3), addDays(monday, 4)],
    });
    const closedForStock = await availability(`date=${exception}&partySize=2`);
    expect(closedForStock.reason).toEqual({ code: 'closed', note: NOTE });
    expect(closedForStock.nextAvailable[0]).toBe(addDays(exception, 1));
  });

  it('says a full evening is full and offers the next evenings, while the lunch of that day stays free', async () => {
    const { monday } = await setUp();
    const day = addDays(monday, 1);
    for (const time of ['18:00', '20:00']) {
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/reservations',
        payload: guestBooking(day, { time, partySize: 4 }),
      });
      expect(booked.statusCode, booked.body).toBe(201);
    }
    const evening = await availability(`date=${day}&partySize=2&time=19:00`);
    expect(evening.reason).toEqual({ code: 'full' });
    expect(evening.ranges).toEqual([
      { from: '12:00', to: '15:00' },
      { from: '18:00', to: '22:00' },
    ]);
    expect(evening.slots.filter((s) => s.available).every((s) => s.time < '17:00')).toBe(true);
    expect(evening.nextAvailable).toEqual([addDays(day, 2), addDays(day, 3), addDays(day, 4)]);
    // Asked for no part of the day, the day has room: at lunch.
    const whole = await availability(`date=${day}&partySize=2`);
    expect(whole.reason).toBeNull();
    expect(whole.nextAvailable).toEqual([]);
  });

  it('tells a day beyond the horizon, a day gone by and a party too large for online booking', async () => {
    const { today } = await setUp();
    expect(await availability(`date=${addDays(today, 61)}&partySize=2`)).toMatchObject({
      slots: [],
      reason: { code: 'beyondHorizon' },
      nextAvailable: [],
    });
    const past = await availability(`date=${addDays(today, -1)}&partySize=2`);
    expect(past.reason).toEqual({ code: 'tooSoon' });
    expect(past.nextAvailable).toHaveLength(3);
    expect(await availability(`date=${addDays(today, 3)}&partySize=9`)).toMatchObject({
      slots: [],
      reason: { code: 'partyTooLarge', phone: demo.phone },
    });
  });
});
