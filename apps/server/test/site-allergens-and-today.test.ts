import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '@restaurant/contract/calendar.ts';
import {
  addAllergen,
  createdId,
  itemBody,
  offerBody,
  restaurantToday,
  startFreshDay,
  moveClockTo,
} from './dated-fixtures.ts';
import { openingHours, restaurant } from '#src/seed/data/restaurant.ts';
import { DATABASE_KINDS } from './helpers.ts';
import { useAdminApp } from './fixtures.ts';

// These tests need the built web app (npm run build), as `npm test` does before running them.

const DAY_MS = 86_400_000;

type Mark = { code: string; name: string };

/** Each dish on a rendered page by its name, with the allergen marks shown beside it. */
function dishMarks(html: string): Map<string, Mark[]> {
  const dishes = new Map<string, Mark[]>();
  for (const [, block] of html.matchAll(/<li class="dish"[^>]*>(.*?)<\/li>/gs)) {
    const name = /class="dish__name">([^<]+)</.exec(block!)![1]!;
    // A mark is its code, read out with its allergen's name: `aria-label="7 – Milk"`.
    const marks = [
      ...block!.matchAll(
        /<a [^>]*aria-label="([^"]+) – ([^"]+)"[^>]*class="allergen-mark">([^<]+)</g,
      ),
    ].map(([, labelCode, markName, code]) => {
      expect(labelCode).toBe(code);
      return { code: code!, name: markName! };
    });
    dishes.set(name, marks);
  }
  return dishes;
}

/** The page's legend: what each code stands for. */
function legend(html: string): Map<string, string> {
  return new Map(
    [
      ...html.matchAll(
        /<div id="allergen-([^"]+)" class="legend__entry"><dt class="allergen-mark">[^<]+<\/dt><dd>([^<]+)<\/dd>/g,
      ),
    ].map(([, code, name]) => [code!, name!]),
  );
}

/** What a guest sees: the page without its scripts (the embedded state, the structured data). */
const visible = (html: string) => html.replace(/<script\b[^>]*>.*?<\/script>/gs, '');

describe.each(DATABASE_KINDS)('allergen marks and "today" on the public pages on %s', (kind) => {
  const { t, admin } = useAdminApp(kind);
  beforeAll(async () => {
    // The demo restaurant, closed on Mondays.
    await admin({
      method: 'PUT',
      url: '/api/restaurant',
      payload: { ...restaurant, heroMediaId: null },
    });
    await admin({ method: 'PUT', url: '/api/opening-hours', payload: openingHours });
  });

  const page = async (url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  /** A fresh day (far from every other test's) whose weekday passes the check. */
  const freshDay = (wanted: (weekday: number) => boolean) => {
    startFreshDay(t);
    while (!wanted(weekdayOf(restaurantToday(t)))) moveClockTo(t, t.clock.now + DAY_MS);
    return restaurantToday(t);
  };

  const dailyMenu = async (date: string, items: Array<Record<string, unknown>>) => {
    const menuId = createdId(await admin({ method: 'POST', url: `/api/dailyMenus?date=${date}` }));
    for (const item of items) {
      createdId(
        await admin({ method: 'POST', url: `/api/daily-menus/${menuId}/items`, payload: item }),
      );
    }
  };

  it('shows the same dish with the same marks on / and /menu, each mark in the legend', async () => {
    const today = freshDay((weekday) => weekday !== 1);
    const [gluten, milk, celery] = [
      await addAllergen(admin, 'Gluten'),
      await addAllergen(admin, 'Milk'),
      await addAllergen(admin, 'Celery'),
    ];
    const unused = await addAllergen(admin, 'Unused');
    await dailyMenu(today, [
      itemBody('Goulash', { allergenIds: [celery.id, gluten.id] }),
      itemBody('Pancakes', { allergenIds: [milk.id] }),
    ]);
    const offerId = createdId(
      await admin({
        method: 'POST',
        url: '/api/offers',
        payload: offerBody('Goose days', today, addDays(today, 3), { featured: true }),
      }),
    );
    createdId(
      await admin({
        method: 'POST',
        url: `/api/offers/${offerId}/items`,
        payload: itemBody('Goose leg', { allergenIds: [milk.id, gluten.id] }),
      }),
    );
    // Removing an allergen nothing lists changes no other allergen's mark.
    expect((await admin({ method: 'DELETE', url: `/api/allergens/${unused.id}` })).statusCode).toBe(
      204,
    );

    const home = await page('/?lang=en');
    const menu = await page('/menu?lang=en');
    const expected = {
      'Goulash en': [gluten, celery],
      'Pancakes en': [milk],
      'Goose leg en': [gluten, milk],
    };
    for (const html of [home, menu]) {
      const dishes = dishMarks(html);
      const key = legend(html);
      for (const [dish, allergens] of Object.entries(expected)) {
        const marks = allergens.map((a) => ({ code: a.code, name: a.name.en }));
        expect(dishes.get(dish), dish).toEqual(marks);
        for (const mark of marks) expect(key.get(mark.code)).toBe(mark.name);
      }
    }
    expect(home).toContain(`href="#allergen-${milk.code}"`);
  });

  it('shows no daily special when the only menus are past ones', async () => {
    const today = freshDay(() => true);
    await dailyMenu(addDays(today, -2), [itemBody('Old soup')]);
    await dailyMenu(addDays(today, -1), [itemBody('Yesterday stew')]);
    const home = visible(await page('/?lang=en'));
    expect(home).not.toContain('id="daily-title"');
    expect(home).not.toContain('Old soup en');
    expect(home).not.toContain('Yesterday stew en');
  });

  it("heads tomorrow's menu as tomorrow's when today has none", async () => {
    const today = freshDay((weekday) => weekday !== 7);
    await dailyMenu(addDays(today, 1), [itemBody('Tomorrow soup')]);
    expect(await page('/?lang=en')).toContain('Tomorrow&#x27;s menu');
    const hungarian = await page('/?lang=hu');
    expect(hungarian).toContain('Holnapi menü');
    expect(hungarian).toContain('Tomorrow soup hu');
  });

  it('does not present a menu on the closing day (Monday) as served', async () => {
    const monday = freshDay((weekday) => weekday === 1);
    await dailyMenu(monday, [itemBody('Closed day soup')]);
    expect(visible(await page('/?lang=en'))).not.toContain('Closed day soup en');
    expect(visible(await page('/menu?lang=en'))).not.toContain('Closed day soup en');
    // The menu is stored, and the admin can still see it.
    const stored = await t.app.inject({ url: `/api/dailyMenus?from=${monday}&to=${monday}` });
    expect(stored.json()).toEqual([expect.objectContaining({ date: monday })]);
  });
});
