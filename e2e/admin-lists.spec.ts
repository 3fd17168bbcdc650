import type { Page } from '@playwright/test';
import { dateIn } from '@restaurant/contract/calendar.ts';
import { expect, test } from './admin-fixtures.ts';

type Category = { id: number; name: { hu: string } };

async function categoryNamed(page: Page, type: 'Food' | 'Drink', hu: string): Promise<Category> {
  const response = await page.request.get(`/api/categories/type/${type}`);
  return ((await response.json()) as Category[]).find((category) => category.name.hu === hu)!;
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the foods list searches and filters, shows name, category and price without the id, and saving comes back to it with the row in view', async ({
    page,
  }) => {
    const soups = await categoryNamed(page, 'Food', 'Levesek');
    await page.goto('/admin/etelek');
    await page.getByPlaceholder('Keresés étel neve alapján...').fill('SUPPE');
    await expect(page).toHaveURL(/\/admin\/etelek\?q=SUPPE$/);
    await page.getByLabel('Kategória').selectOption({ label: 'Levesek' });
    await expect(page).toHaveURL(new RegExp(`/admin/etelek/kategoria/${soups.id}\\?q=SUPPE$`));
    const rows = page.locator('tbody > tr');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByText(`Összesen: ${await rows.count()} étel`)).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText('Levesek');
    const card = page.locator('tr', { hasText: 'Újházi tyúkhúsleves' });
    await expect(card).toContainText('Levesek');
    await expect(card).toContainText(/\d Ft/);
    await expect(card.locator('td[data-label="ID"]')).toBeHidden();

    await card.getByRole('link', { name: 'Szerkesztés: Újházi tyúkhúsleves' }).tap();
    await expect(page.getByRole('heading', { name: 'Étel szerkesztése' })).toBeVisible();
    await page.getByRole('button', { name: 'Mentés' }).tap();
    await expect(page).toHaveURL(new RegExp(`/admin/etelek/kategoria/${soups.id}\\?q=SUPPE$`));
    await expect(page.getByPlaceholder('Keresés étel neve alapján...')).toHaveValue('SUPPE');
    const saved = page.locator('.resource-table__row--saved');
    await expect(saved).toContainText('Újházi tyúkhúsleves');
    await expect(saved).toBeInViewport();
  });

  test('the drinks list searches and filters by category and shows category and price on its cards', async ({
    page,
  }) => {
    await page.goto('/admin/italok');
    const total = page.getByText(/^Összesen: \d+ ital$/);
    await expect(total).toBeVisible();
    await page.getByPlaceholder('Keresés ital neve alapján...').fill('xyz-nincs-ilyen');
    await expect(
      page.getByText('Nincs találat a keresési feltételeknek megfelelően.'),
    ).toBeVisible();
    await expect(page.getByText('Összesen: 0 ital')).toBeVisible();
    await page.getByPlaceholder('Keresés ital neve alapján...').fill('');
    const first = page.locator('tbody > tr').first();
    await expect(first.locator('td[data-label="Kategória"]')).toBeVisible();
    await expect(first.locator('td[data-label="Ár"]')).toContainText('Ft');
    await expect(first.locator('td[data-label="ID"]')).toBeHidden();
    const category = (await first.locator('td[data-label="Kategória"]').innerText()).trim();
    await page.getByLabel('Kategória').selectOption({ label: category });
    await expect(page).toHaveURL(/\/admin\/italok\/kategoria\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Italok kezelése – ${category}`,
    );
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  const today = dateIn('Europe/Budapest');
  const SCREENS: Array<[string, (page: Page) => Promise<void>]> = [
    ['/admin/etelek', async () => undefined],
    ['/admin/italok', async () => undefined],
    [`/admin/napi-menuk/${today}`, async () => undefined],
    [
      `/admin/napi-menuk/${today}/tetelek/uj`,
      async (page) => {
        await page.keyboard.type('le');
        await expect(page.getByRole('list', { name: 'Találatok' })).toBeVisible();
      },
    ],
    [
      '/admin/italok/uj',
      async (page) => {
        await page.getByRole('button', { name: 'Új változat', exact: true }).click();
        await page.getByRole('button', { name: 'Létrehozás' }).click();
        await expect(page.getByRole('alert').first()).toBeVisible();
      },
    ],
  ];
  for (const [address, prepare] of SCREENS) {
    test(`nothing scrolls sideways on ${address}`, async ({ page }) => {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await prepare(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});
