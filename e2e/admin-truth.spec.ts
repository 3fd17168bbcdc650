import type { Page } from '@playwright/test';
import { addDays, dateIn } from '@restaurant/contract/calendar.ts';
import { expect, logInThroughForm, test } from './admin-fixtures.ts';
import { adminToken } from './support.ts';

/** Types a word as a phone's keyboard does: composed letter by letter, then committed. */
async function composeWord(page: Page, word: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  for (let end = 1; end <= word.length; end += 1) {
    const text = word.slice(0, end);
    await cdp.send('Input.imeSetComposition', {
      text,
      selectionStart: text.length,
      selectionEnd: text.length,
    });
  }
  await cdp.send('Input.insertText', { text: word });
  await cdp.detach();
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a word composed in the foods search stays as typed and finds the dish; the address follows', async ({
    page,
  }) => {
    await page.goto('/admin/etelek');
    const search = page.getByPlaceholder('Keresés étel neve alapján...');
    await search.tap();
    await composeWord(page, 'töltött');
    await expect(search).toHaveValue('töltött');
    await expect(page.locator('tbody > tr', { hasText: 'Töltött káposzta' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/etelek\?q=t%C3%B6lt%C3%B6tt$/);
    await expect(search).toHaveValue('töltött');
  });

  test('a search without accents finds the dish in the foods list and in the item picker', async ({
    page,
  }) => {
    await page.goto('/admin/etelek');
    const search = page.getByPlaceholder('Keresés étel neve alapján...');
    await search.tap();
    await page.keyboard.type('gulyas');
    await expect(page.locator('tbody > tr', { hasText: 'Gulyásleves' })).toBeVisible();
    await search.fill('TUROGOMBOC');
    await expect(page.locator('tbody > tr', { hasText: 'Túrógombóc' })).toBeVisible();

    await page.goto('/admin/napi-menuk/2031-01-07/tetelek/uj');
    await page
      .getByRole('searchbox', { name: 'Kitöltés meglévő ételből, italból vagy korábbi tételből' })
      .tap();
    await page.keyboard.type('turogomb');
    const results = page.getByRole('list', { name: 'Találatok' });
    await expect(results.getByRole('button', { name: /^Túrógombóc/ })).toBeVisible();
  });
});

test.describe('featured offers on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("featuring next week's offer leaves this week's on the home page", async ({
    page,
    baseURL,
  }) => {
    const today = dateIn('Europe/Budapest');
    const token = await adminToken(baseURL!, 2);
    const offer = async (hu: string, en: string, from: number, to: number, featured: boolean) => {
      const response = await page.request.post('/api/offers', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          name: { hu, en, de: en },
          startDate: addDays(today, from),
          endDate: addDays(today, to),
          featured,
        },
      });
      expect(response.status()).toBe(201);
    };
    await offer('E heti ajánlat', 'This week', -1, 3, true);
    await offer('Jövő heti ajánlat', 'Next week', 7, 13, false);

    await page.goto('/admin/ajanlatok');
    const next = page.getByRole('button', { name: 'Kiemelt: Jövő heti ajánlat' });
    await next.tap();
    await expect(next).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Kiemelt: E heti ajánlat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/?lang=en');
    await expect(page.getByRole('article', { name: 'This week', exact: true })).toBeVisible();
  });
});

test("the day's menu is printed from its page, without the buttons", async ({ page }) => {
  const week = (await (await page.request.get('/api/dailyMenus/current-week')).json()) as Array<{
    date: string;
    items: unknown[];
  }>;
  const day = week.find((menu) => menu.items.length > 0)!.date;
  await page.goto(`/admin/napi-menuk/${day}`);
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  const print = page.getByRole('button', { name: 'Nyomtatás' });
  await print.click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('table').first()).toBeVisible();
  await expect(print).toBeHidden();
  await expect(page.getByRole('button', { name: /^Törlés:/ }).first()).toBeHidden();
});

test.describe('pictures and invitations on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the invitation's QR code and link come into view after 'Meghívó készítése'", async ({
    page,
  }) => {
    await page.goto('/admin/munkatarsak');
    await page.getByLabel('Név', { exact: true }).fill('Kis Péter');
    await page.getByLabel('Felhasználónév').fill(`pincer${Date.now() % 100000}`);
    await page.getByRole('button', { name: 'Meghívó készítése' }).tap();
    const panel = page.getByRole('region', { name: 'Meghívó: Kis Péter' });
    await expect(panel.getByRole('img', { name: 'A meghívó QR-kódja' })).toBeInViewport();
  });
});

test.describe('an editor on a 390 px phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    storageState: { cookies: [], origins: [] },
  });

  test("sees on 'Képek' only the texts, the upload and the deletion, not the site's places", async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await logInThroughForm(page, 16);
    await expect(page.getByRole('heading', { name: 'Vezérlőpult' })).toBeVisible();
    await page.goto('/admin/kepek');
    const card = page.locator('.media-card').first();
    await expect(card.getByRole('button', { name: 'Mentés' })).toBeVisible();
    await expect(card.getByLabel('A galériában')).toHaveCount(0);
    await expect(card.getByLabel('Ez a nyitókép')).toHaveCount(0);
    await expect(card.getByLabel('Ez a logó')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Galéria sorrendje' })).toHaveCount(0);
    // A text the editor may change is saved, and the card says so.
    await card.getByLabel(/\(Angol\)$/).fill('The dining room, by an editor');
    await card.getByRole('button', { name: 'Mentés' }).tap();
    await expect(card.getByRole('status')).toHaveText('Mentve');
  });
});
