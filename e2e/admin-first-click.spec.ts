import type { Locator, Page } from '@playwright/test';
import { expect, test } from './admin-fixtures.ts';

const FORM_INVALID = 'Kérjük, javítsa a hibákat a folytatáshoz!';
const DRINK_FORM_INVALID = 'Form validation failed: Please check the highlighted fields';
const names = (field: string) =>
  ['magyarul', 'angolul', 'németül'].map((lang) => `A(z) ${field} mező kitöltése ${lang} kötelező`);

type Press = (page: Page, target: Locator) => Promise<void>;

async function centre(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A real mouse click at the middle of the control: down and up where it was before the press. */
const click: Press = async (page, target) => {
  const { x, y } = await centre(target);
  await page.mouse.click(x, y);
};
/** A finger's tap at the middle of the control. */
const tap: Press = async (page, target) => {
  const { x, y } = await centre(target);
  await page.touchscreen.tap(x, y);
};

async function firstId(page: Page, path: string): Promise<number> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ id: number }>)[0]!.id;
}

type FormCase = {
  form: string;
  address: (page: Page) => Promise<string>;
  /** The field typed into and left invalid just before the button is pressed. */
  left: (page: Page) => Locator;
  button: string;
  formMessage: string;
  messages: string[];
  /** The first invalid field, which takes the focus. */
  first: (page: Page) => Locator;
};

const byLabel = (label: string) => (page: Page) => page.getByLabel(label, { exact: true });
const newVariant = (page: Page) => page.getByRole('group', { name: 'Új változat', exact: true });

const FORMS: FormCase[] = [
  {
    form: 'food',
    address: async () => '/admin/etelek/uj',
    left: byLabel('Név (Magyar)'),
    button: 'Létrehozás',
    formMessage: FORM_INVALID,
    messages: [
      'A kategória kiválasztása kötelező',
      ...names('Név'),
      'A(z) Ár mező kitöltése kötelező',
      'Legalább egy allergént ki kell választani',
    ],
    first: byLabel('Kategória'),
  },
  {
    form: 'daily-menu item',
    address: async () => '/admin/napi-menuk/2031-01-06/tetelek/uj',
    left: byLabel('Név (Magyar)'),
    button: 'Létrehozás',
    formMessage: FORM_INVALID,
    messages: [...names('Név'), 'A(z) Ár mező kitöltése kötelező'],
    first: byLabel('Név (Magyar)'),
  },
  {
    form: 'offer item',
    address: async (page) => `/admin/ajanlatok/${await firstId(page, '/api/offers')}/tetelek/uj`,
    left: byLabel('Név (Angol)'),
    button: 'Létrehozás',
    formMessage: FORM_INVALID,
    messages: [...names('Név'), 'A(z) Ár mező kitöltése kötelező'],
    first: byLabel('Név (Magyar)'),
  },
  {
    form: 'offer',
    address: async () => '/admin/ajanlatok/uj',
    left: byLabel('Név (Német)'),
    button: 'Létrehozás',
    formMessage: FORM_INVALID,
    messages: names('Név'),
    first: byLabel('Név (Magyar)'),
  },
  {
    form: 'allergen',
    address: async () => '/admin/allergenek/uj',
    left: byLabel('Név (Magyar)'),
    button: 'Létrehozás',
    formMessage: FORM_INVALID,
    // The mark is filled in with the one the server would give.
    messages: names('Név'),
    first: byLabel('Név (Magyar)'),
  },
  {
    form: 'category',
    address: async () => '/admin/kategoriak/uj/etel',
    left: byLabel('Név (Angol)'),
    button: 'Létrehozás',
    formMessage: FORM_INVALID,
    messages: names('Név'),
    first: byLabel('Név (Magyar)'),
  },
  {
    form: 'drink',
    address: async () => '/admin/italok/uj',
    left: byLabel('Név (Magyar)'),
    button: 'Létrehozás',
    formMessage: DRINK_FORM_INVALID,
    messages: [
      'A kategória kiválasztása kötelező',
      'Az ital neve magyarul kötelező',
      'Az ital neve angolul kötelező',
      'Az ital neve németül kötelező',
    ],
    first: byLabel('Kategória'),
  },
  {
    form: 'drink variants',
    address: async (page) => `/admin/italok/${await firstId(page, '/api/drinks')}/variansok/uj`,
    left: (page) => newVariant(page).getByLabel('Mennyiség (Magyar)'),
    button: 'Létrehozás',
    formMessage: DRINK_FORM_INVALID,
    messages: [...names('Mennyiség'), 'A(z) Ár mező kitöltése kötelező'],
    first: (page) => newVariant(page).getByLabel('Mennyiség (Magyar)'),
  },
];

function journeys(press: Press) {
  for (const form of FORMS) {
    test(`the ${form.form} form shows every message at once on the first press after an invalid field`, async ({
      page,
    }) => {
      await page.goto(await form.address(page));
      const left = form.left(page);
      await left.fill('x');
      await left.fill('');
      await expect(left).toBeFocused();
      await expect(page.getByRole('alert')).toHaveCount(0);

      await press(page, page.getByRole('button', { name: form.button, exact: true }));
      await expect(page.getByText(form.formMessage)).toBeVisible();
      for (const message of form.messages) {
        await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
      }
      await expect(form.first(page)).toBeFocused();
    });
  }

  test('a checkbox ticks at the first press after an invalid field', async ({ page }) => {
    await page.goto('/admin/etelek/uj');
    await page.getByLabel('Név (Magyar)').fill('x');
    await page.getByLabel('Név (Magyar)').fill('');
    const gluten = page.getByRole('checkbox', { name: 'Glutént tartalmazó gabonafélék' });
    await press(page, gluten);
    await expect(gluten).toBeChecked();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("two quick presses on 'Új változat' add two variants, neither marked red", async ({
    page,
  }) => {
    await page.goto('/admin/italok/uj');
    await page.getByLabel('Név (Magyar)').fill('x');
    await page.getByLabel('Név (Magyar)').fill('');
    const add = page.getByRole('button', { name: 'Új változat', exact: true });
    await press(page, add);
    await press(page, add);
    await expect(newVariant(page)).toHaveCount(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a double press on save sends one request', async ({ page }) => {
    await page.goto('/admin/allergenek/uj');
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/allergens')) posts++;
    });
    const unique = `Teszt ${Date.now()}`;
    // The three names are enough: the mark is filled in with the lowest free number from 15 up.
    await expect(page.getByLabel('Jelölés')).toHaveValue(/^(1[5-9]|[2-9]\d)$/);
    await page.getByLabel('Név (Magyar)').fill(`${unique} hu`);
    await page.getByLabel('Név (Angol)').fill(`${unique} en`);
    await page.getByLabel('Név (Német)').fill(`${unique} de`);
    const save = page.getByRole('button', { name: 'Létrehozás' });
    const { x, y } = await centre(save);
    await page.mouse.dblclick(x, y);
    await expect(page).toHaveURL(/\/admin\/allergenek$/);
    await expect(page.getByText(`${unique} hu`, { exact: true })).toBeVisible();
    expect(posts).toBe(1);
    // Left behind tidily: the allergen is deleted again.
    await page.getByRole('button', { name: `Törlés: ${unique} hu` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Törlés' }).click();
    await expect(page.getByText(`${unique} hu`, { exact: true })).toHaveCount(0);
  });
}

test.describe('at 1280×800 with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  journeys(click);
});

test.describe('on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  journeys(tap);
});
