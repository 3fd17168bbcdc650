import { beforeAll, describe, expect, it } from 'vitest';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import { addDays, weekOf, weekdayOf } from '@restaurant/contract/calendar.ts';
import type { DailyMenu } from '@restaurant/contract/daily-menu.ts';
import type { Food } from '@restaurant/contract/food.ts';
import type { Offer } from '@restaurant/contract/offer.ts';
import type { MenuData } from '@restaurant/contract/site-data.ts';
import {
  addAllergen,
  createdId,
  itemBody,
  moveClockTo,
  offerBody,
  restaurantToday,
  startFreshDay,
} from './dated-fixtures.ts';
import { DATABASE_KINDS } from './helpers.ts';
import { useAdminApp } from './fixtures.ts';

// These tests need the built web app (npm run build), as `npm test` does before running them.

const DAY_MS = 86_400_000;

type Item = DailyMenu['items'][number];
const codes = (item: { allergens: Allergen[] }) => item.allergens.map((allergen) => allergen.code);

describe.each(DATABASE_KINDS)('one composer of the public pages on %s', (kind) => {
  const { t, admin } = useAdminApp(kind);
  let gluten: Allergen;
  let milk: Allergen;
  let category: number;
  beforeAll(async () => {
    gluten = await addAllergen(admin, 'Gluten');
    milk = await addAllergen(admin, 'Milk');
    category = createdId(
      await admin({
        method: 'POST',
        url: '/api/categories/type/Food',
        payload: { name: { hu: 'Levesek', en: 'Soups', de: 'Suppen' }, sortOrder: 0 },
      }),
    );
  });

  const read = async <T>(url: string): Promise<T> => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  };

  /** A fresh day from Wednesday on, so that this week has earlier days. */
  const midWeek = () => {
    startFreshDay(t);
    while (weekdayOf(restaurantToday(t)) < 3) moveClockTo(t, t.clock.now + DAY_MS);
    return restaurantToday(t);
  };

  const addFood = async (name: string, fields: Record<string, unknown>) =>
    createdId(
      await admin({
        method: 'POST',
        url: `/api/categories/${category}/foods`,
        payload: itemBody(name, { price: 2190, ...fields }),
      }),
    );
  const changeFood = async (id: number, name: string, fields: Record<string, unknown>) => {
    const changed = await admin({
      method: 'PUT',
      url: `/api/foods/${id}`,
      payload: itemBody(name, { price: 2190, categoryId: category, ...fields }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
  };
  const menuWith = async (date: string, item: Record<string, unknown>) => {
    const menuId = createdId(await admin({ method: 'POST', url: `/api/dailyMenus?date=${date}` }));
    createdId(
      await admin({ method: 'POST', url: `/api/daily-menus/${menuId}/items`, payload: item }),
    );
  };
  const itemOn = (menus: DailyMenu[], date: string): Item =>
    menus.find((menu) => menu.date === date)!.items[0]!;

  it("shows an earlier day's item made from a dish as the page does: the dish's allergens and diet tags now", async () => {
    const today = midWeek();
    const { monday, sunday } = weekOf(today);
    const foodId = await addFood('Goulash', {
      allergenIds: [gluten.id],
      dietTags: ['spicy'],
    });
    const yesterday = addDays(today, -1);
    const lastWeek = addDays(today, -7);
    await menuWith(yesterday, itemBody('x', { foodId }));
    await menuWith(lastWeek, itemBody('x', { foodId }));
    await changeFood(foodId, 'Goulash', {
      allergenIds: [gluten.id, milk.id],
      dietTags: ['vegetarian'],
      description: { hu: 'Tejföllel', en: 'With sour cream', de: 'Mit Sauerrahm' },
    });

    const week = `/api/dailyMenus?from=${monday}&to=${sunday}`;
    const weeks = await Promise.all([
      read<DailyMenu[]>(week),
      read<DailyMenu[]>('/api/dailyMenus/current-week'),
      read<MenuData>('/api/site/menu').then((data) => data.week),
    ]);
    for (const menus of weeks) {
      const item = itemOn(menus, yesterday);
      expect(codes(item)).toEqual([gluten.code, milk.code]);
      expect(item.dietTags).toEqual(['vegetarian']);
      expect(item.allergensDeclared).toBe(true);
      expect(item.description?.en).toBe('With sour cream');
    }
    // The API's week and the page's composer give the same menus.
    expect(weeks[2]).toEqual(weeks[0]);
    // An earlier week keeps what was served.
    const served = itemOn(
      await read<DailyMenu[]>(`/api/dailyMenus?from=${lastWeek}&to=${lastWeek}`),
      lastWeek,
    );
    expect(codes(served)).toEqual([gluten.code]);
    expect(served.dietTags).toEqual(['spicy']);

    // The page shows yesterday's item with the carte's two marks, and its filter hides both.
    const html = (await t.app.inject({ url: '/menu?lang=en' })).body;
    const blocks = [...html.matchAll(/<li class="dish"[^>]*>.*?<\/li>/gs)]
      .map((match) => match[0])
      .filter((block) => block.includes('Goulash en'));
    expect(blocks).toHaveLength(2);
    for (const block of blocks) {
      expect(block).toContain(`data-allergens="${gluten.code} ${milk.code}"`);
      expect(block).toContain('data-diet="vegetarian"');
    }
    const filtered = (await t.app.inject({ url: `/menu?lang=en&avoid=${milk.code}` })).body;
    // What a guest sees: the page without its scripts (the embedded state, the structured data).
    expect(filtered.replace(/<script\b[^>]*>.*?<\/script>/gs, '')).not.toContain('Goulash en');
  });

  it("shows a running offer's item made from a dish as the dish is now, on the API and the page", async () => {
    const today = midWeek();
    const foodId = await addFood('Pancakes', { allergenIds: [gluten.id] });
    const offerId = createdId(
      await admin({
        method: 'POST',
        url: '/api/offers',
        payload: offerBody('Pancake week', addDays(today, -2), addDays(today, 2)),
      }),
    );
    createdId(
      await admin({
        method: 'POST',
        url: `/api/offers/${offerId}/items`,
        payload: itemBody('x', { foodId }),
      }),
    );
    await changeFood(foodId, 'Pancakes', {
      allergenIds: [gluten.id, milk.id],
      dietTags: ['vegetarian'],
    });
    const running = await read<Offer[]>('/api/offers/running');
    const site = await read<MenuData>('/api/site/menu');
    for (const offers of [running, site.offers]) {
      const item = offers.find((offer) => offer.id === offerId)!.items[0]!;
      expect(codes(item)).toEqual([gluten.code, milk.code]);
      expect(item.dietTags).toEqual(['vegetarian']);
    }
  });

  it('reads a dish of the carte as giving its allergens, also when it lists none', async () => {
    const none = await addFood('Green salad', { allergenIds: [], allergensDeclared: true });
    const listed = await addFood('Bread', { allergenIds: [gluten.id] });
    for (const id of [none, listed]) {
      expect((await read<Food>(`/api/foods/${id}`)).allergensDeclared).toBe(true);
    }
    const site = await read<MenuData>('/api/site/menu');
    const foods = site.categories.flatMap((entry) => entry.foods);
    expect(foods.length).toBeGreaterThan(0);
    expect(foods.every((food) => food.allergensDeclared)).toBe(true);
  });

  it("answers each page's data as a public, cacheable read with a tag that changes with the content", async () => {
    for (const page of ['home', 'menu', 'drinks']) {
      const first = await t.app.inject({ url: `/api/site/${page}` });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toMatch(/^public\b/);
      expect(first.headers['set-cookie']).toBeUndefined();
      const tag = first.headers.etag as string;
      expect(tag).toBeTruthy();
      const again = await t.app.inject({
        url: `/api/site/${page}`,
        headers: { 'if-none-match': tag },
      });
      expect(again.statusCode).toBe(304);
    }
    const before = await t.app.inject({ url: '/api/site/menu' });
    await addFood('Plum dumplings', { allergenIds: [gluten.id] });
    const after = await t.app.inject({
      url: '/api/site/menu',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Plum dumplings en');
  });
});
