import type { Locator, Page, Request } from '@playwright/test';
import { expect, test as anonymous } from './server-fixture.ts';
import { logInThroughForm, test } from './admin-fixtures.ts';
import { account, seriousViolations } from './support.ts';

anonymous.describe('logging in', () => {
  anonymous(
    'asks for each missing field, refuses a wrong code and goes back with Vissza',
    async ({ page }) => {
      const admin = account(20);
      await page.goto('/admin/login');
      await page.getByRole('button', { name: 'Tovább' }).click();
      await expect(page.getByText('Kérjük, adja meg a felhasználónevét')).toBeVisible();
      await expect(page.getByText('Kérjük, adja meg a jelszavát')).toBeVisible();
      await page.getByLabel('Felhasználónév').fill(admin.username);
      await page.getByLabel('Jelszó').fill(admin.password);
      await page.getByRole('button', { name: 'Tovább' }).click();
      await page.getByRole('button', { name: 'Bejelentkezés' }).click();
      await expect(page.getByText('Kérjük, adja meg a 2FA kódot')).toBeVisible();
      const wrong = String((Number(admin.code()) + 1) % 1_000_000).padStart(6, '0');
      await page.getByLabel('2FA kód').fill(wrong);
      await page.getByRole('button', { name: 'Bejelentkezés' }).click();
      await expect(page.getByText('Hibás bejelentkezési adatok!')).toBeVisible();
      await expect(page.getByLabel('2FA kód')).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(page.getByLabel('2FA kód')).toHaveAttribute('inputmode', 'numeric');
      await page.getByRole('button', { name: 'Vissza' }).click();
      await expect(page.getByLabel('Felhasználónév')).toHaveValue(admin.username);
      await page.getByRole('button', { name: 'Tovább' }).click();
      await page.getByLabel('2FA kód').fill(admin.code());
      await page.getByRole('button', { name: 'Bejelentkezés' }).click();
      await expect(page.getByRole('heading', { name: 'Vezérlőpult' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Adminisztráció' })).toContainText(
        admin.name,
      );
      // No public navbar or footer in the admin.
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    },
  );

  anonymous(
    'sends a guest to the login page and back to where they were going',
    async ({ page }) => {
      await page.goto('/admin/allergenek');
      await expect(page).toHaveURL(/\/admin\/login\?from=%2Fadmin%2Fallergenek$/);
      await logInThroughForm(page, 21);
      await expect(page).toHaveURL(/\/admin\/allergenek$/);
      await expect(page.getByRole('heading', { name: 'Allergének kezelése' })).toBeVisible();
    },
  );

  anonymous(
    'sends a user whose session ended mid-edit to login and back to the form',
    async ({ page }) => {
      await page.goto('/admin/allergenek/1');
      await logInThroughForm(page, 22);
      await expect(page.getByRole('heading', { name: 'Allergén szerkesztése' })).toBeVisible();
      await page.getByLabel('Név (Angol)').fill('Gluten (changed)');
      // The session ends on the server, as it does after the idle timeout.
      const status = await page.evaluate(
        async () => (await fetch('/api/auth/logout', { method: 'POST' })).status,
      );
      expect(status).toBe(204);
      await page.getByRole('button', { name: 'Mentés' }).click();
      await expect(page).toHaveURL(/\/admin\/login\?from=%2Fadmin%2Fallergenek%2F1$/);
      await logInThroughForm(page, 23);
      await expect(page.getByRole('heading', { name: 'Allergén szerkesztése' })).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/allergenek\/1$/);
    },
  );
});

anonymous('logging out ends the session on the server', async ({ page }) => {
  await page.goto('/admin');
  await logInThroughForm(page, 24);
  await page.getByRole('button', { name: 'Kijelentkezés' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('the dashboard counts the content, each count a link, with quick actions', async ({
  page,
}) => {
  await page.goto('/admin');
  const foods = page.getByRole('link', { name: /Étel$/ });
  await expect(foods).toHaveAttribute('href', '/admin/etelek');
  // Other journeys add and remove allergens meanwhile: the count is the one stored when shown.
  const allergens = page.getByRole('link', { name: /\d+\s*Allergén/ });
  await expect
    .poll(async () => {
      await page.reload();
      const shown = Number(/\d+/.exec((await allergens.textContent()) ?? '')?.[0]);
      const stored = ((await (await page.request.get('/api/allergens')).json()) as unknown[])
        .length;
      return shown === stored && shown >= 14;
    })
    .toBe(true);
  for (const action of ['Új étel', 'Új ital', 'Új kategória', 'Új allergén']) {
    await expect(page.getByRole('link', { name: action })).toBeVisible();
  }
});

test('an allergen is created, renamed and deleted, and the menu page follows', async ({ page }) => {
  await page.goto('/admin/allergenek/uj');
  await page.getByRole('button', { name: 'Létrehozás' }).click();
  await expect(page.getByText('Kérjük, javítsa a hibákat a folytatáshoz!')).toBeVisible();
  for (const lang of ['magyarul', 'angolul', 'németül']) {
    await expect(page.getByText(`A(z) Név mező kitöltése ${lang} kötelező`)).toBeVisible();
  }
  await page.getByLabel('Jelölés').fill('K');
  await page.getByLabel('Név (Magyar)').fill('Kagyló');
  await page.getByLabel('Név (Angol)').fill('Mussels');
  await page.getByLabel('Név (Német)').fill('Muscheln');
  await page.getByRole('button', { name: 'Létrehozás' }).click();
  await expect(page).toHaveURL(/\/admin\/allergenek$/);
  await expect(page.getByRole('cell', { name: 'Kagyló', exact: true })).toBeVisible();
  const publicMenu = await page.request.get('/menu?lang=en');
  expect(await publicMenu.text()).toContain('Mussels');

  await page.getByRole('link', { name: 'Szerkesztés: Kagyló' }).click();
  await page.getByLabel('Név (Angol)').fill('Sea mussels');
  await page.getByRole('button', { name: 'Mentés' }).click();
  await expect(page.getByRole('cell', { name: 'Sea mussels', exact: true })).toBeVisible();
  expect(await (await page.request.get('/menu?lang=en')).text()).toContain('Sea mussels');

  const remove = page.getByRole('button', { name: 'Törlés: Kagyló' });
  await remove.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mégsem' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await remove.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await remove.click();
  await page.getByRole('dialog').click({ position: { x: 5, y: 5 } });
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toBeHidden();
  await remove.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Törlés' }).click();
  await expect(page.getByRole('cell', { name: 'Kagyló', exact: true })).toHaveCount(0);
  expect(await (await page.request.get('/menu?lang=en')).text()).not.toContain('Sea mussels');
});

test('an allergen still on a dish is not deleted and the reason is shown', async ({ page }) => {
  await page.goto('/admin/allergenek');
  await page.getByRole('button', { name: /^Törlés: Glutént/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Törlés' }).click();
  await expect(page.getByRole('dialog')).toContainText('nem törölhető');
  await page.getByRole('dialog').getByRole('button', { name: 'Mégsem' }).click();
  await expect(
    page.getByRole('cell', { name: 'Glutént tartalmazó gabonafélék', exact: true }),
  ).toBeVisible();
});

test('leaving a form with unsaved changes asks first, unless through its Mégsem', async ({
  page,
}) => {
  await page.goto('/admin/allergenek/2');
  await page.getByLabel('Név (Angol)').fill('Shellfish');
  await page.getByRole('link', { name: 'Vezérlőpult' }).click();
  await expect(page.getByRole('dialog')).toContainText('Nem mentett módosítások');
  await page.getByRole('button', { name: 'Mégsem' }).click();
  await expect(page).toHaveURL(/\/admin\/allergenek\/2$/);
  await page.getByRole('link', { name: 'Vezérlőpult' }).click();
  await page.getByRole('button', { name: 'Elhagyom az oldalt' }).click();
  await expect(page.getByRole('heading', { name: 'Vezérlőpult' })).toBeVisible();
  // The form's own Mégsem is the choice to drop the changes: it leaves without asking.
  await page.goto('/admin/allergenek/2');
  await page.getByLabel('Név (Angol)').fill('Shellfish');
  await page.getByRole('link', { name: 'Mégsem' }).click();
  await expect(page).toHaveURL(/\/admin\/allergenek$/);
  const crustaceans = await page.request.get('/api/allergens/2');
  expect(((await crustaceans.json()) as { name: { en: string } }).name.en).not.toBe('Shellfish');
});

test('on a phone the sidebar folds into a menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Adminisztráció' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Menü' }).click();
  await nav.getByRole('link', { name: 'Allergének' }).click();
  await expect(page.getByRole('heading', { name: 'Allergének kezelése' })).toBeVisible();
  await expect(nav).toBeHidden();
});

test("on 'Fiókom' every form's fields are its own, so a label leads to its own form's field", async ({
  page,
}) => {
  await page.goto('/admin/fiokom');
  const labels = page.locator('label', { hasText: /^Jelenlegi jelszó$/ });
  await expect(labels).toHaveCount(3);
  const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((e) => e.id));
  expect(new Set(ids).size).toBe(ids.length);
  for (const index of [0, 1, 2]) {
    const label = labels.nth(index);
    await label.click();
    const ownField = await label.evaluate(
      (element) =>
        document.activeElement instanceof HTMLInputElement &&
        document.activeElement.closest('.account-section') === element.closest('.account-section'),
    );
    expect(ownField).toBe(true);
  }
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu opens in view however far down a long form is scrolled', async ({ page }) => {
    const tap = async (control: Locator) => {
      const box = (await control.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    };
    await page.goto('/admin/nyitvatartas');
    await expect(page.getByRole('heading', { name: 'Kedd' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await tap(page.getByRole('button', { name: 'Menü' }));
    const nav = page.getByRole('navigation', { name: 'Adminisztráció' });
    await expect(nav.getByRole('link', { name: 'Vezérlőpult' })).toBeInViewport();
    await tap(nav.getByRole('link', { name: 'Ételek' }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ételek kezelése');
    await expect(nav).toBeHidden();
  });
});

for (const path of ['/admin', '/admin/allergenek', '/admin/allergenek/uj']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

anonymous('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/admin/login');
  expect(await seriousViolations(page)).toEqual([]);
});

/** The scripts a page loads until the network is idle, by file name. */
async function scriptsOf(page: Page, paths: string[]): Promise<Set<string>> {
  const scripts = new Set<string>();
  const note = (request: Request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  };
  page.on('request', note);
  for (const path of paths) await page.goto(path, { waitUntil: 'networkidle' });
  page.off('request', note);
  return scripts;
}

test("the public pages and the admin, built apart, load none of each other's scripts", async ({
  page,
}) => {
  const site = await scriptsOf(page, ['/', '/menu', '/drinks', '/impressum', '/reservation']);
  const admin = await scriptsOf(page, ['/admin', '/admin/etelek', '/admin/foglalasok']);
  expect(site.size).toBeGreaterThan(3);
  expect(admin.size).toBeGreaterThan(3);
  expect([...site].filter((script) => script.includes('admin'))).toEqual([]);
  expect([...admin].filter((script) => site.has(script))).toEqual([]);
});

test('each admin screen comes with its own code, fetched when it is first pointed at', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Vezérlőpult' })).toBeVisible();
  expect(scripts.filter((script) => script.includes('/food-list-page-'))).toEqual([]);
  const foods = page.getByRole('navigation', { name: 'Adminisztráció' }).getByRole('link', {
    name: 'Ételek',
  });
  await foods.hover();
  await expect.poll(() => scripts.filter((s) => s.includes('/food-list-page-')).length).toBe(1);
  await foods.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ételek kezelése');
  expect(scripts.filter((script) => script.includes('/food-list-page-'))).toHaveLength(1);
});

// Logged in: without a session every admin address leads to the login first.
test('the shipped admin has no test form: its address leads to the home page', async ({ page }) => {
  await page.goto('/admin/test-form');
  await expect(page).toHaveURL(/\/$/);
});
