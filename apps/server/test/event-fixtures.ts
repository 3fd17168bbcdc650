import { expect } from 'vitest';
import type { Event } from '@restaurant/contract/event.ts';
import type { BookingReceipt } from '@restaurant/contract/reservation.ts';
import type { Send } from './dated-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { guestBooking } from './reservation-fixtures.ts';

const text = (hu: string, en: string, de: string) => ({ hu, en, de });

let slugs = 0;

/** A wine dinner's body: 20 seats at 18:00–22:00, a course of its own, no prepayment. */
export function eventBody(date: string, fields: Record<string, unknown> = {}) {
  slugs += 1;
  return {
    slug: `borvacsora-${slugs}`,
    title: text('Borvacsora', 'Wine dinner', 'Weindinner'),
    description: text(
      'Négy fogás, négy bor.',
      'Four courses, four wines.',
      'Vier Gänge, vier Weine.',
    ),
    date,
    startTime: '18:00',
    endTime: '22:00',
    seats: 20,
    pricePerPerson: 24_900,
    exclusive: false,
    bookingOpen: true,
    minPartySize: 1,
    maxPartySize: 8,
    courses: [{ name: text('Libamáj', 'Foie gras', 'Gänseleber'), allergenIds: [], dietTags: [] }],
    prepayment: { required: false, instructions: text('', '', '') },
    ...fields,
  };
}

/** An event stored by staff (201 expected). */
export async function createEvent(
  admin: Send,
  date: string,
  fields: Record<string, unknown> = {},
): Promise<Event> {
  const response = await admin({
    method: 'POST',
    url: '/api/events',
    payload: eventBody(date, fields),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Event>();
}

/** A guest's booking of an event: the guest's fields and the event in place of a date and time. */
export function eventBooking(eventId: number, fields: Record<string, unknown> = {}) {
  const { date: _date, time: _time, ...guest } = guestBooking('');
  return { ...guest, eventId, ...fields };
}

/** A guest books the event online (201 expected). */
export async function bookEvent(t: TestApp, eventId: number, fields: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/reservations',
    payload: eventBooking(eventId, fields),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingReceipt>();
}
