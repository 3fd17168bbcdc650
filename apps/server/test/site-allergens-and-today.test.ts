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
    // The marks are one link to the legend, read out as `Allergens: 1 – Gluten, 7 – Milk`.
    const link = /<a href="#allergens" class="dish__allergen-link">(.*?)<\/a>/s.exec(block!)?.[1];
    // What a screen reader reads: the link's text, hidden parts included.
    const spoken = (link ?? '').replace(/<!--.*?-->|<[^>]+>/g, '');
    const read = spoken
      .replace(/^[^:]+: /, '')
      .split(', ')
      .filter(Boolean);
    const codes = [...(link ?? '').matchAll(/class="allergen-mark">([^<]+)</g)].map((m) => m[1]);
    const marks = read.map((entry, index) => {
      const [code, markName] = entry.split(' – ');
      expect(code).toBe(codes[index]);
      return { code: code!, name: markName! };
    });
    expect(marks.length).toBe(codes.length);
    dishes.set(name, marks);
  }
  return dishes;
}

/** The page's legend: what each code stands for. */
function legend(html: string): Map<string, string> {
  return new Map(
    [
      ...html.matchAll(
        /<div class="legend__entry"><dt class="allergen-mark">([^<]+)<\/dt><dd>([^<]+)<\/dd>/g,
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
      payload: { ...restaurant, heroMediaId: null, logoMediaId: null },
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
    // One stop per dish: a dish's marks are one link.
    expect(home.match(/class="dish__allergen-link"/g)).toHaveLength(3);
  });

  it('says "ask our staff" where nobody gave the allergens, and "none" where that was said', async () => {
    const today = freshDay((weekday) => weekday !== 1);
    await dailyMenu(today, [
      itemBody('Unsaid soup'),
      itemBody('Plain water', { allergensDeclared: true }),
    ]);
    for (const [lang, ask, none] of [
      ['en', 'Please ask our staff about allergens.', 'Contains none of the 14 major allergens.'],
      [
        'hu',
        'Az allergénekről kérdezze munkatársainkat.',
        'A 14 fő allergén egyikét sem tartalmazza.',
      ],
      [
        'de',
        'Bitte fragen Sie unser Personal nach Allergenen.',
        'Enthält keines der 14 Hauptallergene.',
      ],
    ] as const) {
      for (const url of [`/?lang=${lang}`, `/menu?lang=${lang}`]) {
        const html = visible(await page(url));
        const dish = (name: string) =>
          new RegExp(`${name} ${lang}</h[34]>.*?</li>`, 's').exec(html)?.[0] ?? '';
        expect(dish('Unsaid soup'), url).toContain(ask);
        expect(dish('Plain water'), url).toContain(none);
        expect(html, url).toContain('class="legend__ask"');
      }
    }
  });

  it("shows one set of allergens for a dish of the carte on the week's earlier days too", async () => {
    const today = freshDay((weekday) => weekday >= 3);
    const [gluten, sulphites] = [
      await addAllergen(admin, 'Gluten'),
      await addAllergen(admin, 'Sulphites'),
    ];
    const category = createdId(
      await admin({
        method: 'POST',
        url: '/api/categories/type/Food',
        payload: { name: { hu: 'K', en: 'K', de: 'K' }, sortOrder: 0 },
      }),
    );
    const food = await admin({
      method: 'POST',
      url: `/api/categories/${category}/foods`,
      payload: itemBody('Stuffed cabbage', { price: 2190, allergenIds: [gluten.id] }),
    });
    const foodId = createdId(food);
    await dailyMenu(addDays(today, -1), [itemBody('x', { foodId })]);
    await dailyMenu(today, [itemBody('x', { foodId })]);
    const changed = await admin({
      method: 'PUT',
      url: `/api/foods/${foodId}`,
      payload: itemBody('Stuffed cabbage', {
        price: 2190,
        allergenIds: [gluten.id, sulphites.id],
        categoryId: category,
      }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const html = await page('/menu?lang=en');
    // Yesterday's menu, today's and the carte: the same two marks each time.
    const cabbage = [...html.matchAll(/<li class="dish"[^>]*>.*?<\/li>/gs)]
      .map((match) => match[0])
      .filter((block) => block.includes('Stuffed cabbage en'));
    expect(cabbage).toHaveLength(3);
    for (const block of cabbage) {
      expect(dishMarks(block).get('Stuffed cabbage en')).toEqual(
        [gluten, sulphites].map((a) => ({ code: a.code, name: a.name.en })),
      );
    }
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
