import fs from 'node:fs';
import path from 'node:path';
import { addDays, dateIn, weekOf, weekdayOf } from '@restaurant/contract/calendar.ts';
import { expect, test } from './admin-fixtures.ts';

/** Where the printed PDFs are kept, to look at (pdftoppm turns their pages into pictures). */
const pdfPath = (name: string) => path.join('test-results', 'print', name);

/** "2026. 11. 30. – 2026. 12. 06.": the week of the Monday as the matrix's title names it. */
const weekTitle = (monday: string) =>
  [monday, addDays(monday, 6)].map((date) => `${date.replaceAll('-', '. ')}.`).join(' – ');

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length;

test('the allergen matrix lists every food and drink against every allergen for this week or the next, prints on landscape A4 pages of at most 40 rows and downloads as CSV for Excel', async ({
  page,
}) => {
  const foods = (await (await page.request.get('/api/foods')).json()) as unknown[];
  const drinks = (await (await page.request.get('/api/drinks')).json()) as unknown[];
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Allergénmátrix' }).click();
  await expect(page).toHaveURL(/\/admin\/allergenmatrix$/);
  await expect(page.getByRole('heading', { name: 'Allergénmátrix', level: 1 })).toBeVisible();
  const header = page.locator('.matrix').first().locator('thead th');
  await expect(header).toHaveCount(16);
  await expect(header.nth(7)).toContainText('7Tej és tejtermékek (laktóz)');
  await expect(header.last()).toHaveText('Gluténmentes');
  const rows = page.locator('.matrix tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(foods.length + drinks.length);
  // A dish of the carte's row ('Étel'): a daily menu of the week may hold an item of the same name.
  const carteRow = (name: string) =>
    rows
      .filter({ hasText: name })
      .filter({ has: page.locator('.matrix__kind', { hasText: /^Étel$/ }) })
      .first();
  const goulash = carteRow('Gulyásleves');
  // Each mark is a dot to see and a word to hear, under its allergen's column header.
  await expect(goulash.getByRole('cell', { name: 'tartalmazza' })).toHaveCount(3);
  // The demo's Unicum does not give its allergens: the kitchen is not told it has none.
  const unicum = page.locator('.matrix tbody tr', { hasText: 'Unicum' });
  await expect(unicum.locator('td')).toHaveCount(2);
  await expect(unicum.locator('td').first()).toHaveText(
    'Allergének nincsenek megadva – kérdezze a konyhát',
  );
  // Gluten-free where the kitchen ticked it, and nowhere else.
  const potatoes = carteRow('Rakott krumpli');
  await expect(potatoes.locator('td').last()).toHaveText('igen');
  await expect(goulash.locator('td').last()).toHaveText('');

  // This week's matrix, except on a Sunday, when the week ahead is the one the kitchen needs;
  // either can be chosen.
  const today = dateIn('Europe/Budapest');
  const thisMonday = weekOf(today).monday;
  const week = page.getByLabel('Hét');
  await expect(week).toHaveValue(weekdayOf(today) === 7 ? '7' : '0');
  await week.selectOption('7');
  const chosen = addDays(thisMonday, 7);
  await expect(page.locator('.matrix-sheet__title').first()).toContainText(weekTitle(chosen));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV letöltése' }).click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toMatch(/^\uFEFFTétel;Hol;1 Glutént tartalmazó gabonafélék;/);
  expect(csv).toContain('Gulyásleves;Étel;X;;X;;;;;;X;');
  expect(csv).toMatch(/\r\nZwack Unicum[^;]*;Ital;(\?;){14}\r\n/);
  expect(csv).toMatch(/\r\nRakott krumpli;Étel;[^\r]*;X\r\n/);

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.admin-sidebar')).toBeHidden();
  const sheets = await page.locator('.matrix-sheet').count();
  expect(sheets).toBe(Math.ceil((await rows.count()) / 40));
  await expect(page.locator('.matrix-sheet__title').first()).toHaveText(
    `Paprika Bisztró · Allergénmátrix · ${weekTitle(chosen)} · 1/${sheets}`,
  );
  const pdf = await page.pdf({ path: pdfPath('allergenmatrix.pdf'), preferCSSPageSize: true });
  expect(pageCount(pdf)).toBe(sheets);
});

test('the QR sheet prints four A6 table cards on an A4 page, each with the name, the code, the short address, the word menu and a line on the allergy filter in three languages', async ({
  page,
}) => {
  await page.goto('/admin');
  await page.getByRole('link', { name: 'QR-kódok' }).click();
  await expect(page).toHaveURL(/\/admin\/qr$/);
  const cards = page.locator('.qr-card');
  await expect(cards).toHaveCount(4);
  const card = (await (await page.request.get('/api/table-card')).json()) as { url: string };
  expect(card.url).toMatch(/\/m$/);
  for (const one of await cards.all()) {
    await expect(one).toContainText('Paprika Bisztró');
    await expect(one).toContainText(card.url.replace(/^https?:\/\//, ''));
    await expect(one).toContainText('Étlap · Menu · Speisekarte');
    await expect(one.locator('li[lang="hu"]')).toHaveText(/^Allergénszűrő az étlapon/);
    await expect(one.locator('li[lang="en"]')).toHaveText(/^Allergy filter on the menu/);
    await expect(one.locator('li[lang="de"]')).toHaveText(/^Allergiefilter in der Karte/);
    await expect(one.locator('img')).toHaveJSProperty('complete', true);
    expect(
      await one.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  }
  const svg = await page.request.get('/qr/menu-qr.svg?download');
  expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(svg.headers()['content-disposition']).toBe('attachment; filename="menu-qr.svg"');
  const png = await page.request.get('/qr/menu-qr.png?download');
  expect(png.headers()['content-type']).toBe('image/png');
  expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');

  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ path: pdfPath('qr-kartyak.pdf'), preferCSSPageSize: true });
  expect(pageCount(pdf)).toBe(1);
});
