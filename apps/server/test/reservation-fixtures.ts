import { expect } from 'vitest';
import { addDays } from '@restaurant/contract/calendar.ts';
import type { BookingReceipt, ReservationSettings } from '@restaurant/contract/reservation.ts';
import { buildApp } from '#src/app.ts';
import { DEFAULT_RESERVATION_SETTINGS } from '#src/modules/reservations/reservation-settings.service.ts';
import { restaurant as demo } from '#src/seed/data/restaurant.ts';
import type { Send } from './dated-fixtures.ts';
import { restaurantToday } from './dated-fixtures.ts';
import type { TestApp } from './helpers.ts';

/** The demo restaurant's values, booking switched on. */
export const SETTINGS: ReservationSettings = { ...DEFAULT_RESERVATION_SETTINGS, enabled: true };

const range = (from: string, to: string) => ({ from, to });

/** Open every day, the kitchen 12:00–15:00 and 18:00–22:00. */
export const HOURS = {
  weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    restaurant: [range('11:00', '23:00')],
    kitchen: [range('12:00', '15:00'), range('18:00', '22:00')],
  })),
  exceptions: [],
};

export const RESTAURANT_EMAIL = demo.email;

/** Stores the hours, the demo profile (its e-mail gets the staff notices) and the settings. */
export async function openForBooking(
  admin: Send,
  settings: Partial<ReservationSettings> = {},
): Promise<void> {
  const profile = await admin({
    method: 'PUT',
    url: '/api/restaurant',
    payload: { ...demo, heroMediaId: null, logoMediaId: null },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const hours = await admin({ method: 'PUT', url: '/api/opening-hours', payload: HOURS });
  expect(hours.statusCode, hours.body).toBe(200);
  const stored = await admin({
    method: 'PUT',
    url: '/api/reservation-settings',
    payload: { ...SETTINGS, ...settings },
  });
  expect(stored.statusCode, stored.body).toBe(200);
}

/** The fields a guest fills in, named alike in the API, the form and the staff's list. */
export const GUEST_FIELDS = [
  'date',
  'time',
  'partySize',
  'name',
  'email',
  'phone',
  'note',
] as const;

/** A date some days ahead, by the test clock. */
export const dayAhead = (t: TestApp, days = 3) => addDays(restaurantToday(t), days);

let guests = 0;

/** A guest's booking body: a fresh e-mail address each time unless one is given. */
export function guestBooking(date: string, fields: Record<string, unknown> = {}) {
  guests += 1;
  return {
    date,
    time: '19:00',
    partySize: 2,
    name: `Guest ${guests}`,
    email: `guest${guests}@example.test`,
    phone: '+36 30 123 4567',
    language: 'en',
    privacyAccepted: true,
    ...fields,
  };
}

/**
 * A guest books online (201 expected), through the test's app or another instance: the body sent,
 * the receipt and the manage link's token.
 */
export async function bookOnline(
  t: TestApp,
  date: string,
  fields: Record<string, unknown> = {},
  app: TestApp['app'] = t.app,
) {
  const body = guestBooking(date, fields);
  const response = await app.inject({ method: 'POST', url: '/api/reservations', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  const receipt = response.json<BookingReceipt>();
  return { body, receipt, token: receipt.manageUrl.split('/').pop()! };
}

/** The stored id of the booking with this reference. */
export async function bookingIdOf(t: TestApp, reference: string): Promise<number> {
  const row = await t.db
    .selectFrom('reservations')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Sends `count` bookings at once, every other one through a second instance of the app on the
 * same database, and answers the responses in the order sent.
 */
export async function bookOnTwoInstances(
  t: TestApp,
  count: number,
  body: () => object,
  headers: Record<string, string> = {},
) {
  const second = await buildApp(t.config, { now: () => t.clock.now });
  try {
    return await Promise.all(
      Array.from({ length: count }, (_, i) =>
        (i % 2 === 0 ? t.app : second).inject({
          method: 'POST',
          url: '/api/reservations',
          headers,
          payload: body(),
        }),
      ),
    );
  } finally {
    await second.close();
  }
}
