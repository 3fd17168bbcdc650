import type { Page } from '@playwright/test';
import { expect } from './server-fixture.ts';
import { languageLink, openLive, test, text } from './support.ts';

/** The codes each dish or drink on screen lists, and its diet tags. */
const shownItems = (page: Page) =>
  page.locator('#main [data-allergens]:not([hidden])').evaluateAll((items) =>
    items.map((item) => ({
      codes: (item as HTMLElement).dataset.allergens!.split(' ').filter(Boolean),
      diet: (item as HTMLElement).dataset.diet!.split(' ').filter(Boolean),
    })),
  );

/** How many dishes, drinks and items the page at the address shows unfiltered, as the server sends it. */
const unfilteredCount = async (page: Page, address: string) =>
  ((await (await page.request.get(address)).text()).match(/ data-allergens="/g) ?? []).length;

const hiddenCount = async (page: Page) =>
  Number(/\d+/.exec((await page.locator('.allergy-filter__status').textContent()) ?? '')?.[0]);

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a guest filters the menu with taps, at once and without a reload, and the next page keeps it until cleared', async ({
    page,
  }) => {
    await openLive(page, '/menu?lang=en');
    const all = await page.locator('#main [data-allergens]').count();
    expect((await shownItems(page)).length).toBe(all);
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await page.getByText('Allergy filter').tap();
    await page.getByRole('checkbox', { name: 'Milk (including lactose)' }).tap();
    await expect(page).toHaveURL(/\/menu\?lang=en&avoid=7$/);
    await expect(page.locator('.allergy-filter__status')).toBeVisible();
    let shown = await shownItems(page);
    expect(shown.length).toBeLessThan(all);
    expect(shown.every((item) => !item.codes.includes('7'))).toBe(true);
    expect(await hiddenCount(page)).toBe(all - shown.length);
    await expect(page.locator('.allergy-filter__caution')).toContainText('tell the staff');

    // The panel closed on the choice; the next one opens it again.
    await page.getByText('Allergy filter').tap();
    await page.getByRole('checkbox', { name: 'vegan' }).tap();
    await expect(page).toHaveURL(/avoid=7&diet=vegan$/);
    shown = await shownItems(page);
    expect(shown.every((item) => item.diet.includes('vegan') && !item.codes.includes('7'))).toBe(
      true,
    );
    expect(await hiddenCount(page)).toBe(all - shown.length);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

    // The next page, reached by a plain link, keeps the guest's choice.
    await page.getByRole('navigation').getByRole('link', { name: 'Drinks' }).tap();
    await expect(page).toHaveURL(/\/drinks\?lang=en&avoid=7&diet=vegan$/);
    await expect(page.locator('.drink').first()).toBeAttached();
    const drinks = await shownItems(page);
    expect(drinks.every((item) => item.diet.includes('vegan'))).toBe(true);
    const drinksAll = await unfilteredCount(page, '/drinks?lang=en');
    expect(await hiddenCount(page)).toBe(drinksAll - drinks.length);

    // One tap clears it, here and for the next pages.
    await page.getByRole('link', { name: 'Show all' }).tap();
    await expect(page).toHaveURL(/\/drinks\?lang=en$/);
    await expect(page.locator('#main [data-allergens]:not([hidden])')).toHaveCount(drinksAll);
    await openLive(page, '/menu?lang=en');
    await expect(page.locator('#main [data-allergens]:not([hidden])')).toHaveCount(all);
    await expect(page.locator('.allergy-filter__status')).toHaveCount(0);
  });

  test('a shared filtered address opens filtered, and a looser choice brings back what the server left out', async ({
    page,
  }) => {
    await openLive(page, '/menu?lang=en&avoid=1,7');
    const served = await shownItems(page);
    expect(served.every((item) => !item.codes.includes('1') && !item.codes.includes('7'))).toBe(
      true,
    );
    await page.getByText('Allergy filter').tap();
    await page.getByRole('checkbox', { name: 'Cereals containing gluten' }).tap();
    await expect(page).toHaveURL(/\/menu\?lang=en&avoid=7$/);
    await expect
      .poll(async () => (await shownItems(page)).some((item) => item.codes.includes('1')))
      .toBe(true);
    const shown = await shownItems(page);
    expect(shown.every((item) => !item.codes.includes('7'))).toBe(true);
    const all = await unfilteredCount(page, '/menu?lang=en');
    expect(await hiddenCount(page)).toBe(all - shown.length);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the filter is a form the server answers with the filtered page, and its line leads back to every item', async ({
      page,
    }) => {
      await page.goto('/drinks?lang=de');
      const all = await page.locator('#main [data-allergens]').count();
      await page.getByText('Allergiefilter').tap();
      await page.getByRole('checkbox', { name: 'Schwefeldioxid und Sulfite' }).tap();
      await page.getByRole('checkbox', { name: 'vegetarisch' }).tap();
      await page.getByRole('button', { name: 'Filtern' }).tap();
      await expect(page).toHaveURL(/\/drinks\?lang=de&avoid=12&diet=vegetarian$/);
      const shown = await shownItems(page);
      expect(shown.length).toBeGreaterThan(0);
      expect(
        shown.every((item) => !item.codes.includes('12') && item.diet.includes('vegetarian')),
      ).toBe(true);
      expect(await hiddenCount(page)).toBe(all - shown.length);
      await page.getByRole('link', { name: 'Alle zeigen' }).tap();
      await expect(page).toHaveURL(/\/drinks\?lang=de$/);
      await expect(page.locator('#main [data-allergens]')).toHaveCount(all);
    });
  });
});

test('on a desktop, the filter on the home page stays on through a language switch, in place', async ({
  page,
}) => {
  await openLive(page, '/?lang=de');
  const all = await page.locator('#main [data-allergens]').count();
  await page.getByText('Allergiefilter').click();
  await page.getByRole('checkbox', { name: 'Eier' }).click();
  await expect(page).toHaveURL(/\/\?lang=de&avoid=3$/);
  const shown = await shownItems(page);
  expect(shown.every((item) => !item.codes.includes('3'))).toBe(true);
  expect(await hiddenCount(page)).toBe(all - shown.length);
  await languageLink(page, 'hu').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page).toHaveURL(/avoid=3/);
  await expect(page.locator('.allergy-filter__status')).toContainText('Elrejtett tételek');
  await expect
    .poll(async () => (await shownItems(page)).every((item) => !item.codes.includes('3')))
    .toBe(true);
  expect(await hiddenCount(page)).toBe(all - (await shownItems(page)).length);
});

test("a category whose every dish the filter hides stays, saying in the guest's language that nothing there fits, with script and without", async ({
  page,
  browser,
  baseURL,
}) => {
  const emptied = (on: Page) =>
    on
      .locator('.category:has(.filter-none) h3')
      .evaluateAll((headings) => headings.map((heading) => heading.textContent));
  await openLive(page, '/menu?lang=de');
  await page.getByText('Allergiefilter').click();
  await page.getByRole('checkbox', { name: 'vegan' }).click();
  await expect(page).toHaveURL(/\/menu\?lang=de&diet=vegan$/);
  await expect(page.locator('.filter-none').first()).toHaveText(text('de', 'filter.noneHere'));
  const withScript = await emptied(page);
  expect(withScript.length).toBeGreaterThan(0);
  // Its link in the row of sections stays too, and leads to the line.
  for (const heading of withScript) {
    await expect(page.locator('.section-nav').getByRole('link', { name: heading! })).toBeAttached();
  }

  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const served = await plain.newPage();
  await served.goto('/menu?lang=de&diet=vegan');
  expect(await emptied(served)).toEqual(withScript);
  await plain.close();
});

test('the panel closes on a choice, its heading says how many items it hides, and vegetarian keeps the untagged wines', async ({
  page,
}) => {
  await openLive(page, '/drinks?lang=en');
  const panel = page.locator('.allergy-filter details');
  const wineList = page
    .locator('.category', { has: page.getByRole('heading', { name: 'Wines', level: 2 }) })
    .locator('.drink');
  const wines = await wineList.count();
  await page.getByText('Allergy filter').click();
  await expect(panel).toHaveAttribute('open', '');
  await page.getByRole('checkbox', { name: 'vegetarian' }).click();
  await expect(page).toHaveURL(/\/drinks\?lang=en&diet=vegetarian$/);
  await expect(panel).not.toHaveAttribute('open', '');
  const hidden = await hiddenCount(page);
  await expect(page.locator('.allergy-filter summary')).toContainText(`${hidden} hidden`);
  // Drinks are rarely tagged: only one that lists what rules vegetarian out is hidden.
  await expect(wineList).toHaveCount(wines);
  expect(wines).toBeGreaterThan(0);
});
