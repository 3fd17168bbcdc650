import type { Page } from '@playwright/test';
import { expect, test } from './server-fixture.ts';
import { Secret, TOTP } from 'otpauth';
import { logInThroughForm } from './admin-fixtures.ts';
import { useTestClock } from './clock.ts';

const OWNER = 11;
const EDITOR = 12;

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** How far the clocks move to the next 30-second step, since each code of an account works once. */
const toNextCodeStep = () => 30_000 - (Date.now() % 30_000) + 500;

test('an owner invites a person, who enrols on a phone and logs in', async ({
  page,
  browser,
  moveClock,
}) => {
  await page.goto('/admin/login');
  await logInThroughForm(page, OWNER);
  await expect(page.getByRole('heading', { name: 'Vezérlőpult' })).toBeVisible();
  await page.getByRole('link', { name: 'Munkatársak' }).click();
  await expect(page.getByRole('heading', { name: 'Munkatársak' })).toBeVisible();

  const username = `pincer${Date.now() % 100000}`;
  await page.getByLabel('Név', { exact: true }).fill('Nagy Éva');
  await page.getByLabel('Felhasználónév').fill(username);
  await page.getByRole('button', { name: 'Meghívó készítése' }).click();
  const panel = page.getByRole('region', { name: 'Meghívó: Nagy Éva' });
  await expect(panel.getByRole('img', { name: 'A meghívó QR-kódja' })).toBeVisible();
  const link = await panel.getByLabel('Meghívó link').inputValue();
  await expect(page.getByText(`${username} · Szerkesztő · Meghívva`)).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await useTestClock(phone);
  const mobile = await phone.newPage();
  await mobile.goto(new URL(link).pathname);
  await expect(mobile.getByRole('heading', { name: 'Meghívó' })).toBeVisible();
  await expect(
    mobile.getByRole('img', { name: 'QR-kód a hitelesítő alkalmazáshoz' }),
  ).toBeVisible();
  const key = (await mobile
    .getByRole('figure', { name: /titkos kulcsot/ })
    .locator('code')
    .textContent())!.replace(/\s/g, '');
  const code = () => new TOTP({ secret: Secret.fromBase32(key) }).generate();
  await expectNoSidewaysScroll(mobile);

  await mobile.getByLabel('Új jelszó').fill('egy hosszú jelszó');
  await mobile.getByLabel('Jelszó még egyszer').fill('egy hosszú jelszó');
  await mobile.getByLabel('A hitelesítő alkalmazásban látható hatjegyű kód').fill(code());
  await mobile.getByRole('button', { name: 'Fiók aktiválása' }).click();
  await expect(mobile.getByRole('heading', { name: 'Kész!' })).toBeVisible();

  await mobile.getByRole('link', { name: 'Tovább a bejelentkezéshez' }).click();
  await mobile.getByLabel('Felhasználónév').fill(username);
  await mobile.getByLabel('Jelszó').fill('egy hosszú jelszó');
  await mobile.getByRole('button', { name: 'Tovább' }).click();
  await moveClock(toNextCodeStep());
  await mobile.getByLabel('2FA kód').fill(code());
  await mobile.getByRole('button', { name: 'Bejelentkezés' }).click();
  await expect(mobile.getByRole('heading', { name: 'Vezérlőpult' })).toBeVisible();
  await phone.close();

  await page.reload();
  await expect(page.getByText(`${username} · Szerkesztő · Aktív`)).toBeVisible();
});

test("an editor sees no 'Munkatársak' and is told the screen is for owners", async ({ page }) => {
  await page.goto('/admin/login');
  await logInThroughForm(page, EDITOR);
  await expect(page.getByRole('link', { name: 'Napló' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fiókom' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Munkatársak' })).toHaveCount(0);
  await page.goto('/admin/munkatarsak');
  await expect(page.getByText('Ezt a képernyőt csak tulajdonos használhatja.')).toBeVisible();
});

test('a price change appears in Napló in words, and on the food’s own history', async ({
  page,
  baseURL,
}) => {
  const foods = (await (await fetch(`${baseURL}/api/foods`)).json()) as Array<{
    id: number;
    name: { hu: string };
    price: number;
  }>;
  const food = foods[0]!;
  await page.goto('/admin/login');
  await logInThroughForm(page, 13);
  await expect(page.getByRole('heading', { name: 'Vezérlőpult' })).toBeVisible();
  await page.goto(`/admin/etelek/${food.id}`);
  const newPrice = food.price + 200;
  await page.getByLabel('Ár', { exact: true }).fill(String(newPrice));
  await page.getByRole('button', { name: 'Mentés' }).click();
  // Back on the list once saved (the edit page's own address starts the same way).
  await expect(page).toHaveURL(/\/admin\/etelek(\?.*)?$/);

  // As the menu writes prices: "2 490 Ft".
  const format = (forints: number) => `${String(forints).replace(/\B(?=(\d{3})+$)/g, ' ')} Ft`;
  const words = `${food.name.hu} ára ${format(food.price)} → ${format(newPrice)}`;
  await page.getByRole('link', { name: 'Napló' }).click();
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByText(/Teszt 13 · \d\d:\d\d/).first()).toBeVisible();

  await page.goto(`/admin/etelek/${food.id}`);
  await page.getByRole('link', { name: 'Előzmények' }).click();
  await expect(page.getByText('Egy tétel előzményei')).toBeVisible();
  await expect(page.getByText(words)).toBeVisible();
});

test('the new screens fit a 360 px phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await useTestClock(phone);
  const page = await phone.newPage();
  await page.goto('/admin/login');
  await logInThroughForm(page, 14);
  await expect(page.getByRole('heading', { name: 'Vezérlőpult' })).toBeVisible();
  for (const path of ['/admin/munkatarsak', '/admin/fiokom', '/admin/naplo']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  await phone.close();
});
