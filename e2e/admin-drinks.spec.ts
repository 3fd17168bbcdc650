import type { Locator, Page } from '@playwright/test';
import { expect, test } from './admin-fixtures.ts';
import { adminToken, seriousViolations } from './support.ts';

type Text = { hu: string; en: string; de: string };
type Variant = { id: number; drinkId: number; quantity: Text; price: number };
type Drink = { id: number; categoryId: number; name: Text; sortOrder: number; variants: Variant[] };
type Category = { id: number; name: Text };

const text = (hu: string, en = hu, de = hu): Text => ({ hu, en, de });
const FORM_INVALID = 'Form validation failed: Please check the highlighted fields';
const NEW_VARIANTS_FAILED =
  'Nem sikerült létrehozni minden italváltozatot. Kérjük, ellenőrizze az adatokat, vagy adja hozzá a változatokat később.';

/** The JSON API as an admin, with a bearer token of one of this file's own accounts. */
function adminApi(baseURL: string, token: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(baseURL + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
}

async function read<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The description and the variant lines of a drink as the public drinks page shows them. */
async function publicDrink(page: Page, lang: string, name: string) {
  const site = await page.context().newPage();
  await site.goto(`/drinks?lang=${lang}`);
  const drink = site.locator('li.drink', { hasText: name });
  const shown = {
    descriptions: await drink.locator('.drink__description').allInnerTexts(),
    // Each line's size and price, e.g. '0.5 l 1,290 Ft'.
    variants: await drink.locator('.variant').evaluateAll((lines) =>
      lines.map((line) =>
        [...line.querySelectorAll('span')]
          .map((part) => part.textContent?.trim())
          .filter(Boolean)
          .join(' '),
      ),
    ),
  };
  await site.close();
  return shown;
}

async function drinkCategory(page: Page, hu: string): Promise<Category> {
  const categories = await read<Category[]>(page, '/api/categories/type/Drink');
  return categories.find((category) => category.name.hu === hu)!;
}

async function fillNames(page: Page, names: Text) {
  await page.getByLabel('Név (Magyar)').fill(names.hu);
  await page.getByLabel('Név (Angol)').fill(names.en);
  await page.getByLabel('Név (Német)').fill(names.de);
}

async function fillVariant(variant: Locator, quantity: Text, price: string) {
  await variant.getByLabel('Mennyiség (Magyar)').fill(quantity.hu);
  await variant.getByLabel('Mennyiség (Angol)').fill(quantity.en);
  await variant.getByLabel('Mennyiség (Német)').fill(quantity.de);
  await variant.getByLabel('Ár (Ft)').fill(price);
}

const variantGroup = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
const countLine = (page: Page, n: number) => page.getByText(`Összesen: ${n} ital`, { exact: true });
const nameCell = (page: Page, name: string) => page.getByRole('cell', { name, exact: true });

test('the list searches by each language, counts, opens one row at a time and deletes through the dialogs', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  // A failing deletion, planted below.
  consoleErrors.expect(/status of 500/);
  // A long journey through several screens and the public site.
  test.slow();
  const api = adminApi(baseURL!, await adminToken(baseURL!, 26));
  const category = await api<Category>('POST', '/api/categories/type/Drink', {
    name: text('Szörpök', 'Cordials', 'Sirupe'),
    sortOrder: 90,
  });
  const create = (name: Text, variants: Array<{ quantity: Text; price: number }>) =>
    api<Drink>('POST', `/api/categories/${category.id}/drinks/with-variants`, { name, variants });
  const elder = await create(text('Bodzaszörp', 'Elderflower cordial', 'Holunderblütensirup'), [
    { quantity: text('2 dl'), price: 490 },
    { quantity: text('5 dl'), price: 990 },
  ]);
  const cherry = await create(text('Meggylé', 'Sour cherry juice', 'Sauerkirschsaft'), [
    { quantity: text('0,3 l', '0.3 l'), price: 690 },
  ]);
  await create(text('Citromos tea', 'Lemon tea', 'Zitronentee'), []);

  await page.goto('/admin/kategoriak/ital');
  await page.getByRole('link', { name: 'Italok: Szörpök' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/italok/kategoria/${category.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Italok kezelése – Szörpök');
  await expect(page.getByRole('link', { name: 'Új ital' })).toHaveAttribute(
    'href',
    `/admin/italok/uj/${category.id}`,
  );
  await expect(page.getByRole('link', { name: 'Vissza a kategóriákhoz' })).toBeVisible();
  await expect(countLine(page, 3)).toBeVisible();

  const search = page.getByPlaceholder('Keresés ital neve alapján...');
  for (const [term, shown] of [
    ['BODZA', 'Bodzaszörp'],
    ['cherry', 'Meggylé'],
    ['zitronen', 'Citromos tea'],
  ] as const) {
    await search.fill(term);
    await expect(countLine(page, 1)).toBeVisible();
    await expect(nameCell(page, shown)).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
  }
  await search.fill('kakaó');
  await expect(page.getByText('Nincs találat a keresési feltételeknek megfelelően.')).toBeVisible();
  await expect(countLine(page, 0)).toBeVisible();
  await search.fill('');
  await expect(countLine(page, 3)).toBeVisible();

  // One row open at a time: opening another closes the first.
  const elderToggle = page.getByRole('button', { name: '2 variáns: Bodzaszörp' });
  await elderToggle.click();
  await expect(elderToggle).toHaveAttribute('aria-expanded', 'true');
  const elderVariants = page.getByRole('table', { name: 'Bodzaszörp – variánsok' });
  await expect(elderVariants.getByRole('cell', { name: '990 Ft' })).toBeVisible();
  await expect(
    elderVariants.getByRole('link', { name: 'Szerkesztés: Bodzaszörp, 5 dl' }),
  ).toHaveAttribute('href', `/admin/italok/${elder.id}/variansok/${elder.variants[1]!.id}`);
  await page.getByRole('button', { name: '1 variáns: Meggylé' }).click();
  await expect(elderToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(elderVariants).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Meggylé – variánsok' })).toContainText('0,3 l');
  await page.getByRole('button', { name: '0 variáns: Citromos tea' }).click();
  await expect(page.getByText('Nincsenek variánsok ehhez az italhoz.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Új variáns: Citromos tea' })).toBeVisible();

  // A variant is deleted on the server, after asking; the backdrop cancels.
  await elderToggle.click();
  const removeSmall = page.getByRole('button', { name: 'Törlés: Bodzaszörp, 2 dl' });
  await removeSmall.click();
  await expect(dialog(page).getByRole('heading', { name: 'Variáns törlése' })).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog(page)).toBeHidden();
  await expect(removeSmall).toBeVisible();
  await removeSmall.click();
  await dialog(page).getByRole('button', { name: 'Törlés' }).click();
  await expect(removeSmall).toHaveCount(0);
  await expect(page.getByRole('button', { name: '1 variáns: Bodzaszörp' })).toBeVisible();
  const afterVariantDelete = await read<Drink>(page, `/api/drinks/${elder.id}`);
  expect(afterVariantDelete.variants.map((variant) => variant.id)).toEqual([elder.variants[1]!.id]);

  // The drink: its own dialog and texts, Mégsem and the backdrop keep it, a failure keeps it too.
  const removeCherry = page.getByRole('button', { name: 'Törlés: Meggylé' });
  await removeCherry.click();
  await expect(dialog(page).getByRole('heading', { name: 'Ital törlése' })).toBeVisible();
  await expect(dialog(page)).toContainText(
    'Biztosan törölni szeretné ezt az italt? Ez a művelet nem visszavonható, és törli a kapcsolódó variánsokat is.',
  );
  await dialog(page).getByRole('button', { name: 'Mégsem' }).click();
  await expect(dialog(page)).toBeHidden();
  await removeCherry.click();
  await page.mouse.click(5, 5);
  await expect(dialog(page)).toBeHidden();
  await page.route(`**/api/drinks/${cherry.id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' })
      : route.fallback(),
  );
  await removeCherry.click();
  await dialog(page).getByRole('button', { name: 'Törlés' }).click();
  await expect(dialog(page)).toContainText('Hiba történt az ital törlése közben.');
  await dialog(page).getByRole('button', { name: 'Mégsem' }).click();
  await expect(nameCell(page, 'Meggylé')).toBeVisible();
  await page.unroute(`**/api/drinks/${cherry.id}`);
  await removeCherry.click();
  await dialog(page).getByRole('button', { name: 'Törlés' }).click();
  await expect(nameCell(page, 'Meggylé')).toHaveCount(0);
  await expect(countLine(page, 2)).toBeVisible();
  expect((await page.request.get(`/api/drinks/${cherry.id}`)).status()).toBe(404);
  const cherryVariant = cherry.variants[0]!.id;
  expect((await page.request.get(`/api/drink-variants/${cherryVariant}`)).status()).toBe(404);

  // Once the category is empty, the list says so in its words.
  for (const drink of await read<Drink[]>(page, `/api/categories/${category.id}/drinks`)) {
    await api('DELETE', `/api/drinks/${drink.id}`);
  }
  await page.reload();
  await expect(page.getByText('Nincsenek italok a "Szörpök" kategóriában.')).toBeVisible();

  // Back to the categories, on the drink tab.
  await page.getByRole('link', { name: 'Vissza a kategóriákhoz' }).click();
  await expect(page).toHaveURL(/\/admin\/kategoriak$/);
  await expect(page.getByRole('tab', { name: 'Italkategóriák' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await api('DELETE', `/api/categories/${category.id}`);
});

test('a drink is created with three variants, edited variant by variant, and the site follows', async ({
  page,
}) => {
  // A long journey through several screens and the public site.
  test.slow();
  const soft = await drinkCategory(page, 'Üdítők és ásványvizek');
  await page.goto('/admin/italok');
  await page.getByRole('link', { name: 'Új ital' }).click();
  await expect(page).toHaveURL(/\/admin\/italok\/uj$/);
  await expect(page.getByRole('heading', { name: 'Új ital hozzáadása' })).toBeVisible();
  await page.getByLabel('Kategória').selectOption({ label: 'Üdítők és ásványvizek' });
  await page.getByLabel('Sorrend').fill('5');
  await fillNames(page, text('Málnás limonádé', 'Raspberry lemonade', 'Himbeerlimonade'));
  await page.getByLabel('Leírás (Angol)').fill('Fresh raspberries, lime and soda.');
  for (let i = 0; i < 3; i++)
    await page.getByRole('button', { name: 'Új változat', exact: true }).click();
  const fresh = variantGroup(page, 'Új változat');
  await expect(fresh).toHaveCount(3);
  await fillVariant(fresh.nth(0), text('3 dl', '0.3 l', '0,3 l'), '990');
  await fillVariant(fresh.nth(1), text('5 dl', '0.5 l', '0,5 l'), '1290');
  await fillVariant(fresh.nth(2), text('1 kancsó', 'Jug', 'Karaffe'), '2990');
  await page.getByRole('button', { name: 'Létrehozás' }).click();

  // Back on the list it came from, every drink, with the new one marked.
  await expect(page).toHaveURL(/\/admin\/italok$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Italok kezelése');
  await expect(page.locator('.resource-table__row--saved')).toContainText('Málnás limonádé');
  const stored = (await read<Drink[]>(page, `/api/categories/${soft.id}/drinks`)).find(
    (drink) => drink.name.hu === 'Málnás limonádé',
  )!;
  expect(stored).toMatchObject({ sortOrder: 5, name: { en: 'Raspberry lemonade' } });
  expect(stored.variants.map(({ quantity, price }) => [quantity.en, price])).toEqual([
    ['0.3 l', 990],
    ['0.5 l', 1290],
    ['Jug', 2990],
  ]);
  const [small, large, jug] = stored.variants as [Variant, Variant, Variant];
  expect(await publicDrink(page, 'en', 'Raspberry lemonade')).toEqual({
    descriptions: ['Fresh raspberries, lime and soda.'],
    variants: ['0.3 l 990 Ft', '0.5 l 1,290 Ft', 'Jug 2,990 Ft'],
  });

  // Change one, remove two and restore one of them, add one.
  await page.getByRole('link', { name: 'Szerkesztés: Málnás limonádé' }).click();
  await expect(page.getByRole('heading', { name: 'Ital szerkesztése' })).toBeVisible();
  await variantGroup(page, `Változat #${small.id}`).getByLabel('Ár (Ft)').fill('1090');
  await page.getByRole('button', { name: `Eltávolítás: Változat #${large.id}` }).click();
  await page.getByRole('button', { name: `Eltávolítás: Változat #${jug.id}` }).click();
  const removed = page.locator('.variants-editor__removed');
  await expect(removed.getByRole('heading', { name: 'Törölt változatok' })).toBeVisible();
  await expect(removed.locator('del')).toHaveText([
    `Változat #${large.id}: 5 dl, 1 290 Ft`,
    `Változat #${jug.id}: 1 kancsó, 2 990 Ft`,
  ]);
  await expect(variantGroup(page, `Változat #${large.id}`)).toHaveCount(0);
  await page.getByRole('button', { name: `Visszaállítás: Változat #${jug.id}` }).click();
  await expect(removed.locator('del')).toHaveCount(1);
  await expect(variantGroup(page, `Változat #${jug.id}`).getByLabel('Ár (Ft)')).toHaveValue('2990');
  await page.getByRole('button', { name: 'Új változat', exact: true }).click();
  await fillVariant(variantGroup(page, 'Új változat'), text('2 dl', '0.2 l', '0,2 l'), '690');
  await page.getByRole('button', { name: 'Mentés' }).click();

  await expect(page).toHaveURL(/\/admin\/italok$/);
  const edited = await read<Drink>(page, `/api/drinks/${stored.id}`);
  expect(edited.variants.map(({ id, quantity, price }) => [id, quantity.en, price])).toEqual([
    [small.id, '0.3 l', 1090],
    [jug.id, 'Jug', 2990],
    [expect.any(Number), '0.2 l', 690],
  ]);
  expect((await page.request.get(`/api/drink-variants/${large.id}`)).status()).toBe(404);
  const german = await publicDrink(page, 'de', 'Himbeerlimonade');
  expect(german.variants).toEqual(['0,3 l 1.090 Ft', 'Karaffe 2.990 Ft', '0,2 l 690 Ft']);
});

test('the drink form shows every validation message of the specification', async ({ page }) => {
  // Leaving a form with unsaved changes by a new address is confirmed.
  page.on('dialog', (question) => void question.accept());
  await page.goto('/admin/italok/uj');
  await expect(
    page.getByText('Még nincsenek italváltozatok hozzáadva. Kattintson az "Új változat" gombra.'),
  ).toBeVisible();
  const submit = page.getByRole('button', { name: 'Létrehozás' });
  await submit.click();
  await expect(page.getByText(FORM_INVALID)).toBeVisible();
  await expect(page.getByText('A kategória kiválasztása kötelező')).toBeVisible();
  await expect(page.getByLabel('Kategória')).toBeFocused();
  for (const message of [
    'Az ital neve magyarul kötelező',
    'Az ital neve angolul kötelező',
    'Az ital neve németül kötelező',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }

  // Whitespace counts as empty; a filled name takes its message back.
  await fillNames(page, text('   ', 'Lemonade', '\t'));
  await submit.click();
  await expect(page.getByText('Az ital neve magyarul kötelező')).toBeVisible();
  await expect(page.getByText('Az ital neve angolul kötelező')).toHaveCount(0);
  await expect(page.getByText('Az ital neve németül kötelező')).toBeVisible();

  await page.getByRole('button', { name: 'Új változat', exact: true }).click();
  await submit.click();
  const fresh = variantGroup(page, 'Új változat');
  // Nothing was saved, so nothing says that creating the variants failed.
  await expect(page.getByText(NEW_VARIANTS_FAILED)).toHaveCount(0);
  for (const lang of ['magyarul', 'angolul', 'németül']) {
    await expect(fresh.getByText(`A(z) Mennyiség mező kitöltése ${lang} kötelező`)).toBeVisible();
  }
  await expect(fresh.getByText('A(z) Ár mező kitöltése kötelező')).toBeVisible();
  await fillVariant(fresh, text('0,5 l', '0.5 l'), '0');
  await submit.click();
  await expect(fresh.getByText('Az értéknek pozitív számnak kell lennie')).toBeVisible();
  await expect(fresh.getByText(/Mennyiség mező/)).toHaveCount(0);

  // A removed variant is not checked, and is not saved.
  await page.getByRole('button', { name: 'Eltávolítás: Új változat' }).click();
  await submit.click();
  await expect(page.getByText(NEW_VARIANTS_FAILED)).toHaveCount(0);
  await expect(page.getByText('Az értéknek pozitív számnak kell lennie')).toHaveCount(0);
  await expect(page.getByText(FORM_INVALID)).toBeVisible();

  // Without any drink category there is nothing to choose.
  await page.route('**/api/categories/type/Drink', (route) => route.fulfill({ json: [] }));
  await page.goto('/admin/italok/uj');
  await fillNames(page, text('Limonádé', 'Lemonade', 'Limonade'));
  await page.getByRole('button', { name: 'Létrehozás' }).click();
  await expect(page.getByText('Kérjük, válasszon kategóriát')).toBeVisible();
  await page.unroute('**/api/categories/type/Drink');

  for (const path of ['/admin/italok/kategoria/abc', '/admin/italok/uj/abc']) {
    await page.goto(path);
    await expect(page.getByText('Érvénytelen kategória azonosító')).toBeVisible();
  }
});

test('the drink screens show their loading, error and empty states, and cancel goes back', async ({
  page,
  consoleErrors,
}) => {
  // The failing reads planted below.
  consoleErrors.expect(/status of 500/);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/drinks', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' });
  });
  await page.goto('/admin/italok');
  await expect(page.getByText('Italok betöltése...')).toBeVisible();
  release();
  await expect(page.getByText('Hiba történt az italok betöltése közben.')).toBeVisible();
  await page.unroute('**/api/drinks');
  await page.getByRole('button', { name: 'Próbálja újra' }).click();
  await expect(page.getByText(/^Összesen: \d+ ital$/)).toBeVisible();

  await page.route('**/api/drinks', (route) => route.fulfill({ json: [] }));
  await page.reload();
  await expect(page.getByText('Nincsenek italok az adatbázisban.')).toBeVisible();
  await expect(countLine(page, 0)).toBeVisible();
  await page.unroute('**/api/drinks');

  await page.goto('/admin/italok/2147483647');
  await expect(page.getByText('Hiba történt az ital betöltése közben.')).toBeVisible();
  await page.goto('/admin/italok/uj/2147483647');
  await expect(page.getByText('Hiba történt a kategória betöltése közben.')).toBeVisible();
  await page.route('**/api/categories/type/Drink', (route) => route.fulfill({ status: 500 }));
  await page.goto('/admin/italok/uj');
  await expect(page.getByText('Hiba történt a kategóriák betöltése közben.')).toBeVisible();
  await page.unroute('**/api/categories/type/Drink');

  // Mégsem drops the changes without asking and goes to the drinks of the category chosen.
  const beers = await drinkCategory(page, 'Sörök');
  await page.goto('/admin/italok/uj');
  await page.getByLabel('Kategória').selectOption({ label: 'Sörök' });
  await page.getByRole('link', { name: 'Mégsem' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/italok/kategoria/${beers.id}$`));
});

test('variant-only mode adds a variant and edits one, returning to the drink', async ({
  page,
  baseURL,
}) => {
  const api = adminApi(baseURL!, await adminToken(baseURL!, 28));
  const coffee = await drinkCategory(page, 'Kávé és tea');
  const drink = await api<Drink>('POST', `/api/categories/${coffee.id}/drinks/with-variants`, {
    name: text('Forró csoki', 'Hot chocolate', 'Heiße Schokolade'),
    variants: [{ quantity: text('Kicsi', 'Small', 'Klein'), price: 890 }],
  });
  const [first] = drink.variants as [Variant];

  await page.goto(`/admin/italok/kategoria/${coffee.id}`);
  await page.getByRole('button', { name: '1 variáns: Forró csoki' }).click();
  await page.getByRole('link', { name: 'Új variáns: Forró csoki' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/italok/${drink.id}/variansok/uj$`));
  await expect(page.getByRole('heading', { name: 'Új italváltozat hozzáadása' })).toBeVisible();
  await expect(page.getByLabel('Kategória')).toHaveCount(0);
  await expect(page.getByLabel('Név (Magyar)')).toHaveCount(0);
  const fresh = variantGroup(page, 'Új változat');
  await expect(fresh).toBeFocused();
  await page.getByRole('button', { name: 'Létrehozás' }).click();
  await expect(page.getByText(FORM_INVALID)).toBeVisible();
  await expect(page.getByText(NEW_VARIANTS_FAILED)).toHaveCount(0);
  await fillVariant(fresh, text('Nagy', 'Large', 'Groß'), '1290');
  await page.getByRole('button', { name: 'Létrehozás' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/italok/${drink.id}$`));
  await expect(page.getByRole('heading', { name: 'Ital szerkesztése' })).toBeVisible();
  let stored = await read<Drink>(page, `/api/drinks/${drink.id}`);
  expect(stored.variants.map(({ quantity, price }) => [quantity.de, price])).toEqual([
    ['Klein', 890],
    ['Groß', 1290],
  ]);

  await page.goto(`/admin/italok/kategoria/${coffee.id}`);
  await page.getByRole('button', { name: '2 variáns: Forró csoki' }).click();
  await page.getByRole('link', { name: 'Szerkesztés: Forró csoki, Kicsi' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/italok/${drink.id}/variansok/${first.id}$`));
  await expect(page.getByRole('heading', { name: 'Italváltozat szerkesztése' })).toBeVisible();
  const chosen = variantGroup(page, `Változat #${first.id}`);
  await expect(chosen).toBeFocused();
  await chosen.getByLabel('Mennyiség (Angol)').fill('Small cup');
  await chosen.getByLabel('Ár (Ft)').fill('990');
  await page.getByRole('button', { name: 'Mentés' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/italok/${drink.id}$`));
  stored = await read<Drink>(page, `/api/drinks/${drink.id}`);
  expect(stored.variants[0]).toMatchObject({
    id: first.id,
    price: 990,
    quantity: { en: 'Small cup' },
  });
  expect(stored.name.en).toBe('Hot chocolate');

  // Cancel in variant-only mode goes back to the drink.
  await page.goto(`/admin/italok/${drink.id}/variansok/${first.id}`);
  await page.getByRole('link', { name: 'Mégsem' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/italok/${drink.id}$`));
  await api('DELETE', `/api/drinks/${drink.id}`);
});

test('a failing save leaves the drink and its variants unchanged', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  // The failing save planted below.
  consoleErrors.expect(/status of 500/);
  const api = adminApi(baseURL!, await adminToken(baseURL!, 27));
  const beers = await drinkCategory(page, 'Sörök');
  const drink = await api<Drink>('POST', `/api/categories/${beers.id}/drinks/with-variants`, {
    name: text('Meggyes sör', 'Cherry beer', 'Kirschbier'),
    variants: [
      { quantity: text('0,33 l', '0.33 l'), price: 1290 },
      { quantity: text('0,5 l', '0.5 l'), price: 1690 },
    ],
  });
  const [bottle, pint] = drink.variants as [Variant, Variant];

  await page.goto(`/admin/italok/${drink.id}`);
  await page.getByLabel('Név (Angol)').fill('Kriek');
  await variantGroup(page, `Változat #${bottle.id}`).getByLabel('Ár (Ft)').fill('1390');
  await page.getByRole('button', { name: 'Új változat', exact: true }).click();
  await fillVariant(variantGroup(page, 'Új változat'), text('1 l'), '2990');

  // The request fails on its way.
  await page.route(`**/api/drinks/${drink.id}/with-variants`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' }),
  );
  await page.getByRole('button', { name: 'Mentés' }).click();
  await expect(page.getByText('Hiba történt az ital mentése közben.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/italok/${drink.id}$`));
  expect(await read<Drink>(page, `/api/drinks/${drink.id}`)).toEqual(drink);
  await page.unroute(`**/api/drinks/${drink.id}/with-variants`);

  // One of the variants is deleted elsewhere meanwhile: the save is refused as based on a drink
  // that has changed since, and nothing of the otherwise valid changes is stored.
  await api('DELETE', `/api/drink-variants/${pint.id}`);
  await page.getByRole('button', { name: 'Mentés' }).click();
  await expect(page.getByText(/valaki más is módosította/)).toBeVisible();
  expect(await read<Drink>(page, `/api/drinks/${drink.id}`)).toEqual({
    ...drink,
    variants: [bottle],
  });

  // Saved again as they are, the changes are checked against the drink as it now is.
  await page.getByRole('button', { name: 'Mentés' }).click();
  await expect(
    page.getByText(
      `${FORM_INVALID} Egy elem közben megváltozott vagy törölték. Töltse be újra az oldalt.`,
    ),
  ).toBeVisible();
  expect(await read<Drink>(page, `/api/drinks/${drink.id}`)).toEqual({
    ...drink,
    variants: [bottle],
  });

  // Without the vanished variant the same changes save at once.
  await page.getByRole('button', { name: `Eltávolítás: Változat #${pint.id}` }).click();
  await page.getByRole('button', { name: 'Mentés' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/italok/kategoria/${beers.id}$`));
  const saved = await read<Drink>(page, `/api/drinks/${drink.id}`);
  expect(saved.name.en).toBe('Kriek');
  expect(saved.variants.map(({ price }) => price)).toEqual([1390, 2990]);
  await api('DELETE', `/api/drinks/${drink.id}`);
});

test('the drinks list, opened onto a row, has no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/admin/italok');
  await page
    .getByRole('button', { name: / variáns: / })
    .first()
    .click();
  await expect(page.getByRole('table', { name: /variánsok$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const path of ['/admin/italok/1', '/admin/italok/uj', '/admin/italok/1/variansok/uj']) {
  test(`the drink form at ${path}, with its messages, has no serious accessibility violations`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Új változat', exact: true }).click();
    await page.getByRole('button', { name: /^(Létrehozás|Mentés)$/ }).click();
    await expect(page.getByText(FORM_INVALID)).toBeVisible();
    await page
      .getByRole('button', { name: /^Eltávolítás: / })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Törölt változatok' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

const CONTAINS_NONE = 'Nem tartalmaz allergént (a 14 közül egyet sem)';

for (const device of ['desktop', 'phone'] as const) {
  test.describe(device === 'phone' ? 'on a 390 px phone' : 'on a desktop', () => {
    if (device === 'phone') {
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    }

    test('a drink ticked as containing none of the allergens says so on /drinks instead of sending guests to the staff', async ({
      page,
      baseURL,
    }) => {
      /** A click, or on the phone a tap, at the middle of the control. */
      const press = async (target: Locator) => {
        await target.scrollIntoViewIfNeeded();
        if (device === 'desktop') return target.click();
        const box = (await target.boundingBox())!;
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      };
      const write = (method: string, path: string, data?: unknown) =>
        page.request.fetch(path, { method, data, headers: { origin: baseURL! } });
      const soft = await drinkCategory(page, 'Üdítők és ásványvizek');
      const name = text(`Szóda (${device})`, `Soda water (${device})`, `Sodawasser (${device})`);
      const created = await write('POST', `/api/categories/${soft.id}/drinks/with-variants`, {
        name,
        variants: [{ quantity: text('1 dl'), price: 150 }],
      });
      expect(created.status()).toBe(201);
      const drink = (await created.json()) as Drink;
      /** What the public drinks page says of the drink's allergens. */
      const allergenLine = async () => {
        const site = await page.context().newPage();
        await site.goto('/drinks?lang=en');
        const line = await site
          .locator('li.drink', { hasText: name.en })
          .locator('.dish__allergens')
          .innerText();
        await site.close();
        return line;
      };
      expect(await allergenLine()).toBe('Please ask our staff about allergens.');

      await page.goto(`/admin/italok/${drink.id}`);
      const none = page.getByRole('checkbox', { name: CONTAINS_NONE });
      await expect(none).not.toBeChecked();
      // While an allergen is ticked the drink cannot be said to contain none.
      const sulphites = page.getByRole('checkbox', { name: 'Kén-dioxid és szulfitok' });
      await press(sulphites);
      await expect(none).toHaveCount(0);
      await press(sulphites);
      await press(none);
      await expect(none).toBeChecked();
      await press(page.getByRole('button', { name: 'Mentés' }));

      await expect(page).toHaveURL(new RegExp(`/admin/italok/kategoria/${soft.id}$`));
      const saved = await read<Drink & { allergensDeclared: boolean }>(
        page,
        `/api/drinks/${drink.id}`,
      );
      expect(saved).toMatchObject({ allergens: [], allergensDeclared: true });
      expect(await allergenLine()).toBe('Contains none of the 14 major allergens.');
      expect((await write('DELETE', `/api/drinks/${drink.id}`)).status()).toBe(204);
    });
  });
}
