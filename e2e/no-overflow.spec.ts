import type { Page } from '@playwright/test';
import { expect, test } from './admin-fixtures.ts';
import { useTestClock } from './clock.ts';
import { LANGS, PAGES, adminToken } from './support.ts';

const WIDTHS = [320, 360, 390];
const ADMIN_LISTS = [
  '/admin/allergenek',
  '/admin/kategoriak',
  '/admin/etelek',
  '/admin/italok',
  '/admin/napi-menuk',
  '/admin/ajanlatok',
];
// A far-off day whose menu holds a long-named item, for the admin's day screen.
const FAR_DAY = '2031-03-04';

/** A 40-character word with no place to break, in each language. */
const long = (stem: string) => ({
  hu: `${stem}Magyarhosszúszóösszetétel`.padEnd(40, 'x').slice(0, 40),
  en: `${stem}Englishunbreakablecompound`.padEnd(40, 'x').slice(0, 40),
  de: `${stem}Champignoncremesuppenkessel`.padEnd(40, 'x').slice(0, 40),
});

/** Nothing scrolls sideways, and every price stays inside the card it belongs to. */
async function expectNoOverflow(page: Page, label: string) {
  const result = await page.evaluate(() => {
    const prices = [...document.querySelectorAll('.price')].flatMap((price) => {
      const card = price.closest('.card, .day, .offer, .category');
      if (!card) return [];
      const outside = price.getBoundingClientRect().right - card.getBoundingClientRect().right;
      return outside > 0.5 ? [`${price.textContent} sticks out by ${outside}px`] : [];
    });
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      prices,
    };
  });
  expect(result.scrollWidth, `${label} scrolls sideways`).toBeLessThanOrEqual(result.innerWidth);
  expect(result.prices, label).toEqual([]);
}

// The long-named content is made once, so the file's tests run one after another in one worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ serverURL: baseURL }) => {
  const token = await adminToken(baseURL!, 25);
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(baseURL + path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return (await response.json()) as T;
  };
  const allergen = await api<{ id: number }>('POST', '/api/allergens', {
    code: 'LW',
    name: long('Allergen'),
  });
  const foods = await api<{ id: number }>('POST', '/api/categories/type/Food', {
    name: long('Category'),
    sortOrder: 1,
  });
  await api('POST', `/api/categories/${foods.id}/foods`, {
    name: long('Dish'),
    description: long('Description'),
    price: 1_234_567,
    allergenIds: [allergen.id],
  });
  const drinks = await api<{ id: number }>('POST', '/api/categories/type/Drink', {
    name: long('Drinks'),
    sortOrder: 1,
  });
  await api('POST', `/api/categories/${drinks.id}/drinks/with-variants`, {
    name: long('Drink'),
    allergenIds: [allergen.id],
    variants: [{ quantity: long('Size'), price: 99_990 }],
  });
  const menu = await api<{ id: number }>('POST', `/api/dailyMenus?date=${FAR_DAY}`);
  await api('POST', `/api/daily-menus/${menu.id}/items`, {
    name: long('Daily'),
    price: 1_234_567,
    allergenIds: [allergen.id],
  });
});

// The public pages' layout is CSS alone (no script reads the width), so one load of a page is
// looked at in each width in turn.
test(`no public page scrolls sideways at ${WIDTHS.join(', ')} px in any language, whatever the names`, async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: WIDTHS[0]!, height: 800 } });
  await useTestClock(context);
  const page = await context.newPage();
  for (const lang of LANGS) {
    for (const path of PAGES) {
      await page.goto(`${path}?lang=${lang}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoOverflow(page, `${path}?lang=${lang} at ${width} px`);
      }
    }
  }
  await context.close();
});

for (const width of WIDTHS) {
  test(`no admin list scrolls sideways at ${width} px, whatever the names`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [...ADMIN_LISTS, `/admin/napi-menuk/${FAR_DAY}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/betöltése\.\.\./)).toHaveCount(0);
      await expectNoOverflow(page, `${path} at ${width} px`);
    }
  });
}
