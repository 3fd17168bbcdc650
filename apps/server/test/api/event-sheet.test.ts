import { describe, expect, it } from 'vitest';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { Category } from '@restaurant/contract/category.ts';
import type { EventSheet } from '@restaurant/contract/event-sheet.ts';
import type { Food } from '@restaurant/contract/food.ts';
import { expectProblem, type Send } from '../dated-fixtures.ts';
import { DATABASE_KINDS, localized } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';
import { dayAhead, openForBooking } from '../reservation-fixtures.ts';
import { bookEvent, createEvent } from '../event-fixtures.ts';

const PAID_AHEAD = {
  required: true,
  instructions: { hu: 'Utalás', en: 'Transfer', de: 'Überweisung' },
};

async function created<T>(admin: Send, url: string, payload: object): Promise<T> {
  const response = await admin({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}

describe.each(DATABASE_KINDS)("an event's sheet on %s", (kind) => {
  const { t, admin } = useAdminApp(kind, { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000' });
  const sheetOf = async (id: number) => {
    const response = await admin({ method: 'GET', url: `/api/events/${id}/sheet` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    return response.json<EventSheet>();
  };

  it("counts the covers, the unpaid bookings and, per course, the parties whose noted allergens the course's dish contains", async () => {
    await openForBooking(admin);
    const milk = await created<Allergen>(admin, '/api/allergens', {
      code: '7',
      name: { hu: 'Tej és tejtermékek (laktóz)', en: 'Milk', de: 'Milch' },
    });
    const nuts = await created<Allergen>(admin, '/api/allergens', {
      code: '8',
      name: { hu: 'Diófélék', en: 'Nuts', de: 'Schalenfrüchte' },
    });
    const category = await created<Category>(admin, '/api/categories/type/Food', {
      name: localized('Főételek'),
      sortOrder: 0,
    });
    const dish = await created<Food>(admin, `/api/categories/${category.id}/foods`, {
      name: { hu: 'Túrós csusza', en: 'Curd pasta', de: 'Quarknudeln' },
      price: 2490,
      allergenIds: [milk.id],
    });
    const event = await createEvent(admin, dayAhead(t, 20), {
      prepayment: PAID_AHEAD,
      courses: [
        { foodId: dish.id },
        {
          name: { hu: 'Diós beigli', en: 'Walnut roll', de: 'Nussstrudel' },
          allergenIds: [nuts.id],
          dietTags: [],
        },
      ],
    });
    const anna = await bookEvent(t, event.id, {
      partySize: 2,
      name: 'Kovács Anna',
      note: 'Laktózérzékeny vagyok',
    });
    await bookEvent(t, event.id, { partySize: 3, name: 'Lena Weber', note: 'Nussallergie, bitte' });
    await bookEvent(t, event.id, { partySize: 1, name: 'Tom Brown', note: 'Window seat' });
    const gone = await bookEvent(t, event.id, { partySize: 4, name: 'Elment Ede' });

    const before = await sheetOf(event.id);
    const id = (reference: string) =>
      before.guests.find((guest) => guest.reference === reference)!.reservationId;
    const cancelled = await admin({
      method: 'PUT',
      url: `/api/reservations/${id(gone.reference)}`,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const paid = await admin({
      method: 'PUT',
      url: `/api/reservations/${id(anna.reference)}`,
      payload: { paid: true },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const sheet = await sheetOf(event.id);
    expect(sheet.event).toMatchObject({
      id: event.id,
      title: 'Borvacsora',
      startTime: '18:00',
      prepaymentRequired: true,
    });
    expect(sheet).toMatchObject({ covers: 6, bookings: 3, unpaid: 2 });
    expect(
      sheet.guests.map((guest) => [
        guest.name,
        guest.partySize,
        guest.paid,
        guest.allergens.map((a) => a.code),
      ]),
    ).toEqual([
      ['Kovács Anna', 2, true, ['7']],
      ['Lena Weber', 3, false, ['8']],
      ['Tom Brown', 1, false, []],
    ]);
    expect(
      sheet.courses.map((course) => ({
        name: course.name,
        covers: course.covers,
        allergens: course.allergens.map((a) => a.code),
        warnings: course.warnings.map((w) => [w.name, w.partySize, w.allergens.map((a) => a.code)]),
      })),
    ).toEqual([
      { name: 'Túrós csusza', covers: 6, allergens: ['7'], warnings: [['Kovács Anna', 2, ['7']]] },
      { name: 'Diós beigli', covers: 6, allergens: ['8'], warnings: [['Lena Weber', 3, ['8']]] },
    ]);
  });

  it('counts no unpaid bookings for an event without prepayment, and answers 404 for an unknown event', async () => {
    await openForBooking(admin);
    const event = await createEvent(admin, dayAhead(t, 21));
    await bookEvent(t, event.id, { partySize: 2 });
    const sheet = await sheetOf(event.id);
    expect(sheet).toMatchObject({ covers: 2, bookings: 1, unpaid: 0 });
    expect(sheet.guests[0]!.paid).toBeNull();
    expectProblem(await admin({ method: 'GET', url: '/api/events/2147483647/sheet' }), 404);
  });

  it('answers 401 without a staff session', async () => {
    const event = await createEvent(admin, dayAhead(t, 22));
    expectProblem(await t.app.inject({ url: `/api/events/${event.id}/sheet` }), 401);
  });
});
