import { describe, expect, it } from 'vitest';
import type { AdminSummary } from '@restaurant/contract/admin-summary.ts';
import { weekOf } from '@restaurant/contract/calendar.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { expectProblem, useAdminApp } from '../fixtures.ts';
import { restaurantToday } from '../dated-fixtures.ts';
import { dayAhead, guestBooking, openForBooking } from '../reservation-fixtures.ts';

describe.each(DATABASE_KINDS)("the admin's summary on %s", (kind) => {
  const { t, admin } = useAdminApp(kind, { SEED_DEMO: 'true' });

  const summary = async () => {
    const response = await admin({ method: 'GET', url: '/api/admin-summary' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    return response.json<AdminSummary>();
  };
  const lengthOf = async (url: string) =>
    (await admin({ method: 'GET', url })).json<unknown[]>().length;

  it('counts what the lists hold, the week’s daily menus and the offers running today', async () => {
    const today = restaurantToday(t);
    const { monday, sunday } = weekOf(today);
    const offers = (await admin({ method: 'GET', url: '/api/offers' })).json<
      Array<{ startDate: string; endDate: string }>
    >();
    const counted = await summary();
    // The demo restaurant: every figure of the content has something to count.
    const content = [
      counted.foods,
      counted.drinks,
      counted.foodCategories,
      counted.drinkCategories,
      counted.allergens,
      counted.dailyMenusThisWeek,
      counted.runningOffers,
    ];
    expect(content.filter((n) => n === 0)).toEqual([]);
    expect(counted).toMatchObject({
      foods: await lengthOf('/api/foods'),
      drinks: await lengthOf('/api/drinks'),
      foodCategories: await lengthOf('/api/categories/type/Food'),
      drinkCategories: await lengthOf('/api/categories/type/Drink'),
      allergens: await lengthOf('/api/allergens'),
      dailyMenusThisWeek: await lengthOf(`/api/dailyMenus?from=${monday}&to=${sunday}`),
      runningOffers: offers.filter((o) => o.startDate <= today && o.endDate >= today).length,
    });
  });

  it('follows a new dish and a booking that waits for a decision, and is refused without a session', async () => {
    const before = await summary();
    const category = await admin({
      method: 'POST',
      url: '/api/categories/type/Food',
      payload: { name: { hu: 'Főételek', en: 'Mains', de: 'Hauptgerichte' }, sortOrder: 0 },
    });
    expect(category.statusCode, category.body).toBe(201);
    const dish = await admin({
      method: 'POST',
      url: `/api/categories/${category.json<{ id: number }>().id}/foods`,
      payload: {
        name: { hu: 'Lecsó', en: 'Lecsó', de: 'Letscho' },
        price: 2490,
        allergenIds: [],
        allergensDeclared: true,
      },
    });
    expect(dish.statusCode, dish.body).toBe(201);
    await openForBooking(admin, { autoConfirmUpTo: 2 });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: guestBooking(dayAhead(t), { partySize: 6 }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await summary()).toMatchObject({
      foods: before.foods + 1,
      foodCategories: before.foodCategories + 1,
      requested: before.requested + 1,
      mailConfigured: false,
    });
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/admin-summary' }), 401);
  });
});
