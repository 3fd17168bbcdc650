import type { Locator, Page } from '@playwright/test';
import { addDays, dateIn, weekOf, weekdayOf } from '@restaurant/contract/calendar.ts';
import { formatDate } from '@restaurant/contract/format.ts';
import { expect, test } from './admin-fixtures.ts';
import { seriousViolations, text, type Lang } from './support.ts';

type Menu = { date: string; items: Array<{ name: { hu: string; en: string; de: string } }> };

const today = () => dateIn('Europe/Budapest');
/**
 * The day whose menu the home page shows: today, or tomorrow on Monday, the demo restaurant's
 * closing day, which has no menu.
 */
const servedDay = () => (weekdayOf(today()) === 1 ? addDays(today(), 1) : today());
/** The home page's heading for the served day's menu. */
const dailyHeading = (lang: Lang) =>
  text(lang, servedDay() === today() ? 'home.dailyTitle' : 'home.tomorrowTitle');
/** The served day's card on the admin's week view. */
const servedCard = (page: Page) =>
  page.locator('li.day-card').filter({
    has: page.getByRole('heading', { name: formatDate(servedDay(), 'hu'), exact: true }),
  });

async function fillNames(page: Page, label: string, names: [string, string, string]) {
  await page.getByLabel(`${label} (Magyar)`).fill(names[0]);
  await page.getByLabel(`${label} (Angol)`).fill(names[1]);
  await page.getByLabel(`${label} (Német)`).fill(names[2]);
}

/** The dish names of a card on the public home page, in the order shown. */
const dishNames = (card: Locator) => card.getByRole('heading', { level: 3 }).allTextContents();

async function menusOf(page: Page, monday: string): Promise<Menu[]> {
  const response = await page.request.get(
    `/api/dailyMenus?from=${monday}&to=${addDays(monday, 6)}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as Menu[];
}

/** Moves an item up one place and waits until the server has stored the new order. */
async function moveUp(page: Page, name: string): Promise<void> {
  const stored = page.waitForResponse(
    (response) => response.url().includes('/items/order') && response.ok(),
  );
  await page.getByRole('button', { name: `Feljebb: ${name}` }).click();
  await stored;
}
test.describe('dated content', () => {
  // These journeys change today's menu, this week and the next, and the featured offer, so they
  // run one after the other rather than side by side.
  test.describe.configure({ mode: 'default' });

  test("today's menu is made anew with two items in three languages and is the home page's daily special", async ({
    page,
  }) => {
    await page.goto('/admin/napi-menuk');
    const todayCard = servedCard(page);
    if (servedDay() === today()) {
      await expect(todayCard.getByText('Ma', { exact: true })).toBeVisible();
    }
    // The demo content has a menu for every open day of this week: the day's is deleted first,
    // after asking.
    await todayCard.getByRole('button', { name: /^Törlés:/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mégsem' }).click();
    await expect(todayCard.getByRole('listitem').first()).toBeVisible();
    await todayCard.getByRole('button', { name: /^Törlés:/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Törlés' }).click();
    await expect(todayCard.getByText('Nincs menü erre a napra.')).toBeVisible();

    await todayCard.getByRole('link', { name: /^Tétel hozzáadása/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/napi-menuk/${servedDay()}/tetelek/uj$`));
    await page.getByRole('button', { name: 'Létrehozás' }).click();
    await expect(page.getByText('Kérjük, javítsa a hibákat a folytatáshoz!')).toBeVisible();
    for (const lang of ['magyarul', 'angolul', 'németül']) {
      await expect(page.getByText(`A(z) Név mező kitöltése ${lang} kötelező`)).toBeVisible();
    }
    await expect(page.getByText('A(z) Ár mező kitöltése kötelező')).toBeVisible();
    await page.getByLabel('Ár (Ft)').fill('-5');
    await page.getByRole('button', { name: 'Létrehozás' }).click();
    await expect(page.getByText('Az érték nem lehet negatív')).toBeVisible();

    await fillNames(page, 'Név', ['Tárkonyos raguleves', 'Tarragon chicken soup', 'Estragonsuppe']);
    await fillNames(page, 'Leírás', ['Csirkéből', 'With chicken', 'Mit Huhn']);
    await page.getByLabel('Ár (Ft)').fill('1390');
    await page.getByRole('checkbox', { name: 'Zeller', exact: true }).check();
    await page.getByRole('button', { name: 'Létrehozás' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/napi-menuk/${servedDay()}$`));
    await expect(
      page.getByRole('cell', { name: 'Tárkonyos raguleves', exact: true }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Új tétel' }).click();
    await fillNames(page, 'Név', ['Rakott krumpli', 'Layered potatoes', 'Kartoffelauflauf']);
    await page.getByLabel('Ár (Ft)').fill('2290');
    await page.getByRole('checkbox', { name: 'Tej és tejtermékek (laktóz)' }).check();
    await page.getByRole('checkbox', { name: 'Tojás', exact: true }).check();
    await page.getByRole('button', { name: 'Létrehozás' }).click();
    await expect(page.getByRole('cell', { name: '2 290 Ft' })).toBeVisible();

    // The main course goes first.
    await moveUp(page, 'Rakott krumpli');
    await expect(page.getByRole('row').nth(1)).toContainText('Rakott krumpli');

    const menu = (await menusOf(page, servedDay())).find((entry) => entry.date === servedDay())!;
    expect(menu.items.map((item) => item.name.de)).toEqual(['Kartoffelauflauf', 'Estragonsuppe']);

    for (const [lang, names] of [
      ['en', ['Layered potatoes', 'Tarragon chicken soup']],
      ['de', ['Kartoffelauflauf', 'Estragonsuppe']],
      ['hu', ['Rakott krumpli', 'Tárkonyos raguleves']],
    ] as const) {
      await page.goto(`/?lang=${lang}`);
      const daily = page.getByRole('article', { name: dailyHeading(lang) });
      expect(await dishNames(daily)).toEqual(names);
    }
    await expect(
      page.getByRole('article', { name: dailyHeading('hu') }).getByText('1 390 Ft'),
    ).toBeVisible();
  });

  test('the week is copied forward, and a copy onto a day that has a menu is refused in Hungarian', async ({
    page,
  }) => {
    const { monday } = weekOf(today());
    const next = addDays(monday, 7);
    const thisWeek = await menusOf(page, monday);
    expect(await menusOf(page, next)).toEqual([]);

    await page.goto('/admin/napi-menuk');
    await page.getByRole('button', { name: 'Hét másolása a következő hétre' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Másolás' }).click();
    await expect(page).toHaveURL(new RegExp(`het=${next}$`));
    await expect(page.getByText('A hét napi menüi átmásolva a következő hétre')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Szerkesztés:/ })).toHaveCount(thisWeek.length);

    const copied = await menusOf(page, next);
    expect(copied.map((menu) => menu.date)).toEqual(thisWeek.map((menu) => addDays(menu.date, 7)));
    expect(copied.map((menu) => menu.items.map((item) => item.name))).toEqual(
      thisWeek.map((menu) => menu.items.map((item) => item.name)),
    );

    // Copying again meets the menus it made: nothing is copied, and the days are named.
    await page.getByRole('link', { name: /Előző hét/ }).click();
    await page.getByRole('button', { name: 'Hét másolása a következő hétre' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Másolás' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'A következő héten már van napi menü ezeken a napokon:',
    );
    await expect(page.getByRole('dialog')).toContainText('Semmi sem lett átmásolva');
    await page.getByRole('dialog').getByRole('button', { name: 'Mégsem' }).click();

    // One day goes to a day of the week after next, and not onto a day that has a menu.
    await servedCard(page)
      .getByRole('button', { name: /^Másolás:/ })
      .click();
    await page.getByLabel('Céldátum').fill(addDays(servedDay(), 7));
    await page.getByRole('dialog').getByRole('button', { name: 'Másolás' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'már van napi menü, ezért a másolás nem történt meg',
    );
    const later = addDays(servedDay(), 14);
    await page.getByLabel('Céldátum').fill(later);
    await page.getByRole('dialog').getByRole('button', { name: 'Másolás' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const [laterMenu] = (await menusOf(page, later)).filter((menu) => menu.date === later);
    const todayMenu = thisWeek.find((menu) => menu.date === servedDay())!;
    expect(laterMenu!.items.map((item) => item.name)).toEqual(
      todayMenu.items.map((item) => item.name),
    );
  });

  test('a featured offer running today shows its first three items on the home page until it ends', async ({
    page,
  }) => {
    const yesterday = addDays(today(), -1);
    await page.goto('/admin/ajanlatok');
    await page.getByRole('link', { name: 'Új ajánlat' }).click();
    await fillNames(page, 'Név', ['Vadhét', 'Game week', 'Wildwoche']);
    // Featuring it takes the flag from the demo's featured offer: it is the one the home page shows.
    await page.getByLabel('Kezdő dátum').fill(today());
    await page.getByLabel('Záró dátum').fill(yesterday);
    await page.getByRole('button', { name: 'Létrehozás' }).click();
    await expect(page.getByText('A záró dátum nem lehet korábbi a kezdő dátumnál')).toBeVisible();
    await page.getByLabel('Kezdő dátum').fill(yesterday);
    await page.getByLabel('Záró dátum').fill(addDays(today(), 6));
    await page.getByLabel('Kiemelt ajánlat').check();
    await page.getByRole('button', { name: 'Létrehozás' }).click();
    await expect(page).toHaveURL(/\/admin\/ajanlatok\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Ajánlat szerkesztése' })).toBeVisible();

    const items: Array<[string, string, string, string]> = [
      ['Szarvaspörkölt', 'Venison stew', 'Hirschgulasch', '4290'],
      ['Vaddisznókolbász', 'Wild boar sausage', 'Wildschweinwurst', '3190'],
      ['Fácánleves', 'Pheasant soup', 'Fasanensuppe', '1990'],
      ['Őzgerinc', 'Saddle of roe deer', 'Rehrücken', '6490'],
    ];
    for (const [hu, en, de, price] of items) {
      await page.getByRole('link', { name: 'Új tétel' }).click();
      // The offer's own form has name fields too: typing waits for the item's form.
      await expect(
        page.getByRole('heading', { name: 'Új tétel hozzáadása – Vadhét' }),
      ).toBeVisible();
      await fillNames(page, 'Név', [hu, en, de]);
      await page.getByLabel('Ár (Ft)').fill(price);
      await page.getByRole('button', { name: 'Létrehozás' }).click();
      await expect(page.getByRole('cell', { name: hu, exact: true })).toBeVisible();
    }
    // The soup opens the offer.
    await moveUp(page, 'Fácánleves');
    await expect(page.getByRole('row').nth(2)).toContainText('Fácánleves');
    await moveUp(page, 'Fácánleves');
    await expect(page.getByRole('row').nth(1)).toContainText('Fácánleves');

    await page.goto('/admin/ajanlatok');
    const row = page.getByRole('row', { name: /Vadhét/ });
    await expect(row.getByText('Fut', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Kiemelt: Vadhét' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/?lang=en');
    const offer = page.getByRole('article', { name: 'Game week', exact: true });
    expect(await dishNames(offer)).toEqual(['Pheasant soup', 'Venison stew', 'Wild boar sausage']);

    // Ended yesterday: it leaves the home page, and the demo's featured offer is back.
    await page.goto('/admin/ajanlatok');
    await page.getByRole('link', { name: 'Szerkesztés: Vadhét' }).click();
    await page.getByLabel('Záró dátum').fill(yesterday);
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page).toHaveURL(/\/admin\/ajanlatok$/);
    await expect(row.getByText('Lejárt', { exact: true })).toBeVisible();
    await page.goto('/?lang=en');
    await expect(page.getByRole('article', { name: 'Game week', exact: true })).toHaveCount(0);
    expect(await (await page.request.get('/menu?lang=en')).text()).not.toContain('Venison stew');
    // No running offer is featured now, so the home page shows the first running one.
    await expect(page.getByRole('article', { name: 'Game weeks' })).toBeVisible();

    // Featured again, the demo's goose days are back on the home page.
    await page.goto('/admin/ajanlatok');
    await page.getByRole('button', { name: /^Kiemelt: Libanapok/ }).click();
    await expect(page.getByRole('button', { name: /^Kiemelt: Libanapok/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/?lang=en');
    await expect(page.getByRole('article', { name: "St Martin's goose days" })).toBeVisible();
  });

  test('the featured flag is switched from the offers list', async ({ page }) => {
    await page.goto('/admin/ajanlatok');
    const toggle = page.getByRole('button', { name: /^Kiemelt: Libanapok/ });
    await expect(toggle).toHaveAttribute('aria-pressed', /^(true|false)$/);
    const before = (await toggle.getAttribute('aria-pressed')) === 'true';
    const featuredName = async () => {
      const featured = (await (await page.request.get('/api/offers/featured')).json()) as {
        featured: boolean;
        name: { hu: string };
      } | null;
      return featured?.featured ? featured.name.hu : null;
    };
    for (const pressed of [!before, before]) {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', String(pressed));
      if (pressed) expect(await featuredName()).toMatch(/^Libanapok/);
      else expect(String(await featuredName())).not.toMatch(/^Libanapok/);
    }
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("three dishes of the regular menu go onto the day's menu in at most 8 taps, typing only the searches", async ({
      page,
    }) => {
      let taps = 0;
      const tap = async (target: Locator) => {
        await target.scrollIntoViewIfNeeded();
        const box = (await target.boundingBox())!;
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        taps++;
      };
      const dishes: Array<[string, string]> = [
        ['gulyás', 'Gulyásleves'],
        ['kacsa', 'Konfitált kacsacomb'],
        ['flódni', 'Flódni'],
      ];
      const search = page.getByRole('searchbox', {
        name: 'Kitöltés meglévő ételből, italból vagy korábbi tételből',
      });

      await page.goto('/admin/napi-menuk');
      // Today's menu, or tomorrow's on the demo restaurant's closing day (Monday).
      await tap(servedCard(page).getByRole('link', { name: /^Szerkesztés:/ }));
      await tap(page.getByRole('link', { name: 'Új tétel' }));
      for (const [index, [term, dish]] of dishes.entries()) {
        await expect(search).toBeFocused();
        await page.keyboard.type(term);
        await tap(page.getByRole('button', { name: new RegExp(`^${dish}`) }).first());
        // The item is made from the dish: it shows the dish, whose texts it follows.
        await expect(page.getByRole('region', { name: 'Kapcsolt étel' })).toContainText(dish);
        const last = index === dishes.length - 1;
        await tap(
          page.getByRole('button', {
            name: last ? 'Létrehozás' : 'Mentés és új tétel',
            exact: true,
          }),
        );
        if (!last) await expect(page.getByLabel('Név (Magyar)')).toHaveValue('');
      }

      await expect(page).toHaveURL(new RegExp(`/admin/napi-menuk/${servedDay()}$`));
      const [menu] = await menusOf(page, servedDay()).then((menus) =>
        menus.filter((entry) => entry.date === servedDay()),
      );
      const stored = menu!.items.map((item) => item.name.hu);
      expect(stored.slice(-3)).toEqual(dishes.map(([, dish]) => dish));
      test.info().annotations.push({ type: 'taps', description: String(taps) });
      expect(taps).toBeLessThanOrEqual(8);
    });
  });
});

/** Screens scanned once loaded; one is scanned again in a further state, on the same load. */
const SCREENS: Array<[string, string, ((page: Page) => Promise<void>)?]> = [
  [
    'the week view before and while copying a day',
    '/admin/napi-menuk',
    async (page) => {
      await page
        .getByRole('button', { name: /^Másolás:/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  ],
  ["today's menu", '/admin/napi-menuk/TODAY'],
  ['a new daily-menu item', '/admin/napi-menuk/TODAY/tetelek/uj'],
  ['the offers list', '/admin/ajanlatok'],
  ['a new offer', '/admin/ajanlatok/uj'],
  ['an offer with its items', '/admin/ajanlatok/1'],
  ['a new offer item', '/admin/ajanlatok/1/tetelek/uj'],
];

for (const [label, path, further] of SCREENS) {
  test(`${label} (${path}) has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path.replace('TODAY', today()));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    if (further) {
      await further(page);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
}
