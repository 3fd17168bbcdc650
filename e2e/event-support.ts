import { addDays, dateIn } from '@restaurant/contract/calendar.ts';
import type { Event } from '@restaurant/contract/event.ts';
import type { Food } from '@restaurant/contract/food.ts';
import type { BookingReceipt } from '@restaurant/contract/reservation.ts';
import { bookAsGuest } from './booking-support.ts';
import { expect } from './server-fixture.ts';
import { adminToken } from './support.ts';

let made = 0;

/**
 * A wine dinner of four dishes of the demo carte at 19:00, eight seats unless asked for fewer, two
 * of them booked by a guest, 30 days from today unless asked for another day: the event and that
 * booking's receipt.
 */
export async function wineDinner(
  baseURL: string,
  { daysAhead = 30, seats = 8 }: { daysAhead?: number; seats?: number } = {},
): Promise<{ event: Event; booking: BookingReceipt }> {
  const token = await adminToken(baseURL);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const foods = (await (await fetch(`${baseURL}/api/foods`, { headers })).json()) as Food[];
  made += 1;
  const none = { hu: '', en: '', de: '' };
  const created = await fetch(`${baseURL}/api/events`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      slug: `borvacsora-${Date.now()}-${made}`,
      title: { hu: 'Tokaji borvacsora', en: 'Tokaj wine dinner', de: 'Tokajer Weindinner' },
      description: {
        hu: 'Négy fogás, négy bor.',
        en: 'Four courses, four wines.',
        de: 'Vier Gänge, vier Weine.',
      },
      date: addDays(dateIn('Europe/Budapest'), daysAhead),
      startTime: '19:00',
      endTime: '23:00',
      seats,
      pricePerPerson: 24_900,
      exclusive: false,
      bookingOpen: true,
      minPartySize: 1,
      maxPartySize: Math.min(4, seats),
      courses: foods.slice(0, 4).map((food) => ({ foodId: food.id })),
      prepayment: { required: false, instructions: none },
    }),
  });
  expect(created.status).toBe(201);
  const event = (await created.json()) as Event;
  const booking = await bookAsGuest(baseURL, {
    eventId: event.id,
    partySize: 2,
    name: 'Kovács Anna',
    // An address of its own: the per-e-mail limit counts every journey's bookings.
    email: `anna-${made}-${Date.now()}@example.test`,
    phone: '+36 30 123 4567',
    language: 'hu',
  });
  return { event, booking };
}
