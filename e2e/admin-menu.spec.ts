import type { Page } from '@playwright/test';
import { expect, test } from './admin-fixtures.ts';
import { adminToken, seriousViolations } from './support.ts';

async function fillNames(page: Page, label: string, names: [string, string, string]) {
  await page.getByLabel(`${label} (Magyar)`).fill(names[0]);
  await page.getByLabel(`${label} (Angol)`).fill(names[1]);
  await page.getByLabel(`${label} (Német)`).fill(names[2]);
}

const publicText = async (page: Page, path: string) => (await page.request.get(path)).text();

test('a food category and a food go through create, edit and delete, and the menu follows', async ({
  page,
}) => {
  await page.goto('/admin/kategoriak/uj/etel');
  await page.getByRole('button', { name: 'Létrehozás' }).click();
  await expect(page.getByText('Kérjük, javítsa a hibákat a folytatáshoz!')).toBeVisible();
  for (const lang of ['magyarul', 'angolul', 'németül']) {
    await expect(page.getByText(`A(z) Név mező kitöltése ${lang} kötelező`)).toBeVisible();
  }
  await fillNames(page, 'Név', ['Tésztaételek', 'Pasta dishes', 'Nudelgerichte']);
  await page.getByLabel('Sorrend').fill('5');
  await page.getByRole('button', { name: 'Létrehozás' }).click();
  await expect(page).toHaveURL(/\/admin\/kategoriak\/etel$/);
  await expect(page.getByRole('cell', { name: 'Tésztaételek', exact: true })).toBeVisible();
  // An empty category stays off the public menu.
  expect(await publicText(page, '/menu?lang=en')).not.toContain('Pasta dishes');

  await page.goto('/admin/etelek/uj');
  await page.getByRole('button', { name: 'Létrehozás' }).click();
  await expect(page.getByText('Kérjük, javítsa a hibákat a folytatáshoz!')).toBeVisible();
  await expect(page.getByText('A kategória kiválasztása kötelező')).toBeVisible();
  await expect(page.getByText('A(z) Név mező kitöltése németül kötelező')).toBeVisible();
  await expect(page.getByText('A(z) Ár mező kitöltése kötelező')).toBeVisible();
  await expect(page.getByText('Legalább egy allergént ki kell választani')).toBeVisible();
  await page.getByLabel('Ár', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Létrehozás' }).click();
  await expect(page.getByText('Az értéknek pozitív számnak kell lennie')).toBeVisible();

  await page.getByLabel('Kategória').selectOption({ label: 'Tésztaételek' });
  await fillNames(page, 'Név', ['Túrós csusza', 'Pasta with cottage cheese', 'Topfennudeln']);
  await page.getByLabel('Leírás (Angol)').fill('With crispy bacon and sour cream.');
  await page.getByLabel('Ár', { exact: true }).fill('2490');
  await page.getByRole('checkbox', { name: 'Glutént tartalmazó gabonafélék' }).check();
  await page.getByRole('checkbox', { name: 'Tej és tejtermékek (laktóz)' }).check();
  await page.getByRole('button', { name: 'Létrehozás' }).click();
  // Opened directly, the form goes back to every food, the new one marked.
  await expect(page).toHaveURL(/\/admin\/etelek$/);
  await expect(page.getByRole('heading', { name: 'Ételek kezelése', exact: true })).toBeVisible();
  await expect(page.locator('.resource-table__row--saved')).toContainText('2 490 Ft');
  let menu = await publicText(page, '/menu?lang=en');
  expect(menu).toContain('Pasta dishes');
  expect(menu).toContain('Pasta with cottage cheese');
  expect(menu).toContain('2,490 Ft');

  await page
    .locator('.resource-table__row--saved')
    .getByRole('link', { name: 'Szerkesztés: Túrós csusza' })
    .click();
  await page.getByLabel('Ár', { exact: true }).fill('2790');
  await page.getByRole('button', { name: 'Mentés' }).click();
  await expect(page.locator('.resource-table__row--saved')).toContainText('2 790 Ft');
  expect(await publicText(page, '/menu?lang=hu')).toContain('2 790 Ft');

  await page.goto('/admin/kategoriak/etel');
  await page.getByRole('link', { name: 'Szerkesztés: Tésztaételek' }).click();
  await page.getByLabel('Név (Angol)').fill('Noodles');
  await page.getByRole('button', { name: 'Mentés' }).click();
  await expect(page.getByRole('cell', { name: 'Noodles', exact: true })).toBeVisible();
  expect(await publicText(page, '/menu?lang=en')).toContain('Noodles');

  // A category that still holds a food is not deleted.
  await page.getByRole('button', { name: 'Törlés: Tésztaételek' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Törlés' }).click();
  await expect(page.getByRole('dialog')).toContainText('nem törölhető');
  await page.getByRole('dialog').getByRole('button', { name: 'Mégsem' }).click();
  await expect(page.getByRole('cell', { name: 'Tésztaételek', exact: true })).toBeVisible();

  await page
    .getByRole('link', { name: /Tésztaételek$/ })
    .and(page.locator('a[href*="/kategoria/"]'))
    .click();
  await page.getByRole('button', { name: 'Törlés: Túrós csusza' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Törlés' }).click();
  await expect(page.getByText('Nincsenek ételek ebben a kategóriában.')).toBeVisible();
  menu = await publicText(page, '/menu?lang=en');
  expect(menu).not.toContain('Pasta with cottage cheese');
  expect(menu).not.toContain('Noodles');

  await page.goto('/admin/kategoriak/etel');
  await page.getByRole('button', { name: 'Törlés: Tésztaételek' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Törlés' }).click();
  await expect(page.getByRole('cell', { name: 'Tésztaételek', exact: true })).toHaveCount(0);
});

test('a drink category is created, renamed and deleted, and the drinks page follows', async ({
  page,
  baseURL,
}) => {
  await page.goto('/admin/kategoriak');
  await page.getByRole('tab', { name: 'Italkategóriák' }).click();
  await expect(page).toHaveURL(/\/admin\/kategoriak\/ital$/);
  await page.getByRole('link', { name: 'Új kategória' }).click();
  await expect(page).toHaveURL(/\/admin\/kategoriak\/uj\/ital$/);
  await fillNames(page, 'Név', ['Koktélok', 'Cocktails', 'Cocktails']);
  await page.getByRole('button', { name: 'Létrehozás' }).click();
  await expect(page).toHaveURL(/\/admin\/kategoriak\/ital$/);
  await expect(page.getByRole('cell', { name: 'Koktélok', exact: true })).toBeVisible();

  // Drinks have their own screens; one is added through the API to show the category publicly.
  const token = await adminToken(baseURL!, 29);
  const categories = (await (
    await page.request.get('/api/categories/type/Drink')
  ).json()) as Array<{
    id: number;
    name: { hu: string };
  }>;
  const category = categories.find((item) => item.name.hu === 'Koktélok')!;
  const drink = await page.request.post(`/api/categories/${category.id}/drinks`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: { hu: 'Fröccs', en: 'Spritzer', de: 'Gespritzter' } },
  });
  expect(drink.status()).toBe(201);
  expect(await publicText(page, '/drinks?lang=en')).toContain('Cocktails');

  await page.getByRole('link', { name: 'Szerkesztés: Koktélok' }).click();
  await page.getByLabel('Név (Angol)').fill('Mixed drinks');
  await page.getByRole('button', { name: 'Mentés' }).click();
  await expect(page.getByRole('cell', { name: 'Mixed drinks', exact: true })).toBeVisible();
  expect(await publicText(page, '/drinks?lang=en')).toContain('Mixed drinks');

  const { id } = (await drink.json()) as { id: number };
  await page.request.delete(`/api/drinks/${id}`, { headers: { authorization: `Bearer ${token}` } });
  await page.getByRole('button', { name: 'Törlés: Koktélok' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Törlés' }).click();
  await expect(page.getByRole('cell', { name: 'Koktélok', exact: true })).toHaveCount(0);
  expect(await publicText(page, '/drinks?lang=en')).not.toContain('Mixed drinks');
});

test('a category id that is not a number is refused on the food screens', async ({ page }) => {
  await page.goto('/admin/etelek/kategoria/abc');
  await expect(page.getByText('Érvénytelen kategória azonosító')).toBeVisible();
  await page.goto('/admin/etelek/uj/abc');
  await expect(page.getByText('Érvénytelen kategória azonosító')).toBeVisible();
});

for (const path of [
  '/admin/kategoriak/etel',
  '/admin/kategoriak/uj',
  '/admin/etelek',
  '/admin/etelek/uj',
  '/admin/etelek/1',
]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
