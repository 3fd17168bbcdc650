import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addDays, dateIn } from '@restaurant/contract/calendar.ts';
import type { Reservation, ReservationList } from '@restaurant/contract/reservation.ts';
import { test, expect } from './admin-fixtures.ts';
import { seriousViolations } from './support.ts';

/** Two past days with no booking yet, from `back` days ago on, for a journey of their own. */
async function emptyDays(page: Page, back: number): Promise<string> {
  for (let days = back; days < back + 40; days += 2) {
    const from = addDays(dateIn('Europe/Budapest'), -days);
    const list = (await (
      await page.request.get(`/api/reservations?from=${from}&to=${addDays(from, 1)}`)
    ).json()) as ReservationList;
    if (list.reservations.length === 0) return from;
  }
  throw new Error('No two empty past days');
}

/**
 * The evening counted: by phone 4 guests who came, 2 who did not and 6 who cancelled after the
 * time (late), and a walk-in of 3 the next day. Answers the first day.
 */
async function seedEvening(page: Page, baseURL: string, back: number): Promise<string> {
  const date = await emptyDays(page, back);
  const headers = { origin: baseURL };
  const book = async (data: object) => {
    const response = await page.request.post('/api/reservations', { data, headers });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as Reservation;
  };
  const decide = async (id: number, status: string) => {
    const response = await page.request.put(`/api/reservations/${id}`, {
      data: { status },
      headers,
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  const phone = (time: string, partySize: number) =>
    book({
      date,
      time,
      partySize,
      name: 'Számolt Vendég',
      phone: '+36 1 234 5678',
      overLimit: true,
    });
  await decide((await phone('19:00', 4)).id, 'arrived');
  await decide((await phone('19:30', 2)).id, 'noShow');
  await decide((await phone('20:00', 6)).id, 'cancelled');
  await book({ source: 'walkIn', partySize: 3, date: addDays(date, 1), time: '20:00' });
  return date;
}

/** The span's two days on the screen's form. */
async function showSpan(page: Page, from: string) {
  const form = page.getByRole('group', { name: 'Időszak' });
  await form.getByLabel('Kezdő nap').fill(from);
  await form.getByLabel('Utolsó nap').fill(addDays(from, 1));
}

const summary = (page: Page, label: string) =>
  page.locator('.stats-summary .stat').filter({ has: page.getByText(label, { exact: true }) });

async function expectFigures(page: Page) {
  await expect(summary(page, 'Vendég')).toContainText('7');
  await expect(summary(page, 'Foglalás')).toContainText('2');
  await expect(summary(page, 'Nem jött el')).toContainText('50%');
  await expect(summary(page, 'Késői lemondás')).toContainText('33,3%');
  const sources = page.getByRole('list', { name: 'Foglalások forrás szerint' });
  await expect(sources.getByRole('listitem')).toHaveText([
    /Online\s*0 foglalás, 0 fő/,
    /Telefonos\s*1 foglalás, 4 fő/,
    /Walk-in\s*1 foglalás, 3 fő/,
    /Várólista\s*0 foglalás, 0 fő/,
  ]);
  const times = page.getByRole('list', { name: 'Vendégek érkezési idő szerint' });
  await expect(times.getByRole('listitem')).toHaveText([
    /19:00\s*4 fő · a legtöbb/,
    /20:00\s*3 fő/,
  ]);
  await expect(page.getByRole('img', { name: /^Vendégek naponta: összesen 7 fő/ })).toBeVisible();
}

/** The CSV file the download button hands over, as text. */
async function downloaded(page: Page, press: () => Promise<void>): Promise<[string, string]> {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  const file = await download.path();
  return [download.suggestedFilename(), fs.readFileSync(file, 'utf8')];
}

test.describe("the owner's numbers on a 390 px phone", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'hu-HU',
  });

  test('the menu leads to the numbers of a chosen span, read as charts, a table and a CSV file', async ({
    page,
    baseURL,
  }) => {
    const from = await seedEvening(page, baseURL!, 40);
    await page.goto('/admin');
    await page.getByRole('button', { name: /^Menü/ }).tap();
    await page.getByRole('link', { name: 'Számok' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Számok' })).toBeVisible();
    await showSpan(page, from);
    await expectFigures(page);

    const [name, text] = await downloaded(page, () =>
      page.getByRole('button', { name: 'Letöltés CSV-ben' }).tap(),
    );
    expect(name).toBe(`szamok-${from}-${addDays(from, 1)}.csv`);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = text.slice(1).trimEnd().split('\r\n');
    expect(rows).toEqual([
      'Időszak kezdete;Időszak vége;Foglalások;Vendégek;Online foglalások;Online vendégek;' +
        'Telefonos foglalások;Telefonos vendégek;Walk-in foglalások;Walk-in vendégek;' +
        'Várólista foglalások;Várólista vendégek;Nem jött el;Nem jött el aránya (%);Lemondások;' +
        'Késői lemondások;Késői lemondások aránya (%)',
      `${from};${from};1;4;0;0;1;4;0;0;0;0;1;50;1;1;33,33`,
      `${addDays(from, 1)};${addDays(from, 1)};1;3;0;0;0;0;1;3;0;0;0;;0;0;`,
      `Összesen;;2;7;0;0;1;4;1;3;0;0;1;50;1;1;33,33`,
    ]);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: path.join('test-results', 'screens', 'numbers-phone.png'),
      fullPage: true,
    });
  });
});

test.describe("the owner's numbers on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 }, locale: 'hu-HU' });

  test('a span by week shows its table, and an address with the span opens on it', async ({
    page,
    baseURL,
  }) => {
    const from = await seedEvening(page, baseURL!, 90);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Számok' }).click();
    await showSpan(page, from);
    await expectFigures(page);
    await page.getByLabel('Bontás').selectOption({ label: 'Hetente' });
    await expect(page.getByRole('heading', { name: 'Vendégek hetente' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.locator('tfoot tr')).toContainText('Összesen');
    await expect(table.locator('tfoot td').nth(1)).toHaveText('7');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: path.join('test-results', 'screens', 'numbers-desktop.png'),
      fullPage: true,
    });

    await page.reload();
    await expect(page.getByLabel('Bontás')).toHaveValue('week');
    await expect(page.getByLabel('Kezdő nap')).toHaveValue(from);
    await expect(summary(page, 'Vendég')).toContainText('7');
  });

  test('a span backwards is refused under its field, without asking the server', async ({
    page,
  }) => {
    await page.goto('/admin/szamok?tol=2026-03-10&ig=2026-03-01&bontas=day');
    await expect(page.getByText('Az utolsó nap nem lehet a kezdő nap előtt.')).toBeVisible();
    await expect(page.getByLabel('Utolsó nap')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('an editor', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('has no numbers in the menu and is told the screen is for owners', async ({
    browser,
    editorStorage,
  }) => {
    const context = await browser.newContext({ storageState: editorStorage });
    const page = await context.newPage();
    await page.goto('/admin');
    await expect(page.getByRole('link', { name: 'Foglalások' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Számok' })).toHaveCount(0);
    await page.goto('/admin/szamok');
    await expect(page.getByText('Ezt a képernyőt csak tulajdonos használhatja.')).toBeVisible();
    await context.close();
  });
});
