import type { Page } from '@playwright/test';
import { expect as expectAnonymous, test as anonymous } from './server-fixture.ts';
import { expect, logInThroughForm, test } from './admin-fixtures.ts';

type Food = {
  id: number;
  name: { hu: string; en: string; de: string };
  price: number;
};

async function foodNamed(page: Page, hu: string): Promise<Food> {
  const response = await page.request.get('/api/foods');
  expect(response.status()).toBe(200);
  return ((await response.json()) as Food[]).find((food) => food.name.hu === hu)!;
}

async function stored(page: Page, id: number): Promise<Food> {
  return (await (await page.request.get(`/api/foods/${id}`)).json()) as Food;
}

anonymous(
  'a session ended on the server mid-edit loses nothing: after logging in again the values are back, and saving works',
  async ({ page }) => {
    const food = await foodNamed(page, 'Túrógombóc');
    const price = String(food.price + 10);
    const english = `${food.name.en} with sour cream`;
    await page.goto(`/admin/etelek/${food.id}`);
    await logInThroughForm(page, 9);
    await expectAnonymous(page.getByRole('heading', { name: 'Étel szerkesztése' })).toBeVisible();
    await page.getByLabel('Név (Angol)').fill(english);
    await page.getByLabel('Ár', { exact: true }).fill(price);

    // Logged out on the server with the page's own cookie, as the idle timeout would.
    const status = await page.evaluate(
      async () => (await fetch('/api/auth/logout', { method: 'POST' })).status,
    );
    expectAnonymous(status).toBe(204);
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expectAnonymous(page).toHaveURL(
      new RegExp(`/admin/login\\?from=%2Fadmin%2Fetelek%2F${food.id}$`),
    );

    await logInThroughForm(page, 10);
    await expectAnonymous(page).toHaveURL(new RegExp(`/admin/etelek/${food.id}$`));
    await expectAnonymous(
      page.getByText('A nem mentett módosításait visszaállítottuk.'),
    ).toBeVisible();
    await expectAnonymous(page.getByLabel('Név (Angol)')).toHaveValue(english);
    await expectAnonymous(page.getByLabel('Ár', { exact: true })).toHaveValue(price);
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expectAnonymous(page).toHaveURL(/\/admin\/etelek$/);
    expectAnonymous(await stored(page, food.id)).toMatchObject({
      price: Number(price),
      name: { en: english },
    });

    // Put back as it was.
    await page.goto(`/admin/etelek/${food.id}`);
    await page.getByLabel('Név (Angol)').fill(food.name.en);
    await page.getByLabel('Ár', { exact: true }).fill(String(food.price));
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expectAnonymous(page).toHaveURL(/\/admin\/etelek$/);
  },
);

test('a price the server refuses is shown under the price in Hungarian, and nothing says it was saved', async ({
  page,
}) => {
  const food = await foodNamed(page, 'Rigó Jancsi');
  await page.goto(`/admin/etelek/${food.id}`);
  // The browser's own check is passed by; the server gets a price above the contract's maximum.
  await page.route(`**/api/foods/${food.id}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, price: 10_000_001 }) });
  });
  await page.getByLabel('Ár', { exact: true }).fill(String(food.price + 100));
  await page.getByRole('button', { name: 'Mentés' }).click();

  await expect(page.getByText('Kérjük, javítsa a hibákat a folytatáshoz!')).toBeVisible();
  await expect(page.locator('#field-price-error')).toHaveText(
    /^Legfeljebb 10\s000\s000\sFt lehet$/,
  );
  await expect(page.getByLabel('Ár', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Ár', { exact: true })).toBeFocused();
  await expect(page.getByText(/request is not valid|Too big|Must not/i)).toHaveCount(0);
  await expect(page.getByText('Mentve', { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/admin/etelek/${food.id}$`));
  expect((await stored(page, food.id)).price).toBe(food.price);
});
