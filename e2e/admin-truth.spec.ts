import type { Page } from '@playwright/test';
import { expect, test } from './admin-fixtures.ts';

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
    await page.keyboard.type('turogomb');
    const results = page.getByRole('list', { name: 'Találatok' });
    await expect(results.getByRole('button', { name: /^Túrógombóc/ })).toBeVisible();
  });
});
