import path from 'node:path';
import type { Page } from '@playwright/test';
import { addDays, dateIn } from '@restaurant/contract/calendar.ts';
import { minutesOf } from '@restaurant/contract/opening-times.ts';
import { instantOf } from '@restaurant/contract/zone-clock.ts';
import type { ReservationList } from '@restaurant/contract/reservation.ts';
import { test, expect } from './admin-fixtures.ts';
import { staffBooks } from './booking-support.ts';

/** The instant the restaurant's clock (Budapest) shows the time on the date. */
const budapest = (date: string, time: string) =>
  new Date(instantOf('Europe/Budapest', date, minutesOf(time)));

const screens = path.join('test-results', 'screens');

async function change(page: Page, baseURL: string, id: number, data: object) {
  const response = await page.request.put(`/api/reservations/${id}`, {
    data,
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A past evening without bookings, of this journey's own. */
async function emptyEvening(page: Page, from: number): Promise<string> {
  for (let days = from; days < from + 30; days++) {
    const date = addDays(dateIn('Europe/Budapest'), -days);
    const list = (await (
      await page.request.get(`/api/reservations?date=${date}`)
    ).json()) as ReservationList;
    if (list.reservations.length === 0) return date;
  }
  throw new Error('No empty past evening');
}

test.describe('tables on a 390 px phone at 21:00', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'hu-HU',
  });

  test('an owner sets the tables, a booking takes the suggested pair, a table given twice warns, the guest is known again, and the plan prints', async ({
    page,
    baseURL,
  }) => {
    const origin = { origin: baseURL! };
    const date = await emptyEvening(page, 12);
    const phone = '+36 30 246 8100';
    // The guest came once a week before and missed once two weeks before.
    const visit = await staffBooks(page, baseURL!, {
      date: addDays(date, -7),
      time: '19:00',
      partySize: 2,
      name: 'Szabó Lili',
      phone,
    });
    await change(page, baseURL!, visit.id, { status: 'arrived' });
    const missed = await staffBooks(page, baseURL!, {
      date: addDays(date, -14),
      time: '19:00',
      partySize: 2,
      name: 'Szabó Lili',
      phone: '06 30 246 8100',
    });
    await change(page, baseURL!, missed.id, { status: 'noShow' });
    try {
      await page.clock.install({ time: budapest(date, '21:00') });
      await page.goto('/admin/asztalok');
      await expect(page.getByRole('heading', { name: 'Asztalok', level: 1 })).toBeVisible();

      // A table without a name is refused under its field, in Hungarian.
      await page.getByRole('button', { name: '+ Új asztal' }).tap();
      await page.getByRole('button', { name: 'Mentés' }).tap();
      await expect(page.getByText('A(z) Név mező kitöltése kötelező')).toBeVisible();
      const fill = async (index: number, name: string, seats: string, area: string) => {
        const table = page.locator('.tables-form__table').nth(index);
        await table.getByLabel('Név').fill(name);
        await table.getByLabel('Helyek').fill(seats);
        await table.getByLabel('Terület').fill(area);
      };
      await fill(0, 'T1', '2', 'Terasz');
      await page.getByRole('button', { name: '+ Új asztal' }).tap();
      await fill(1, 'T2', '2', 'Terasz');
      await page.locator('.tables-form__table').nth(1).getByText('T1', { exact: true }).tap();
      await page.getByRole('button', { name: '+ Új asztal' }).tap();
      await fill(2, 'B1', '4', 'Belső terem');
      await page.screenshot({ path: path.join(screens, 'tables-form-phone.png'), fullPage: true });
      await page.getByRole('button', { name: 'Mentés' }).tap();
      await expect(page.getByRole('status').filter({ hasText: 'Mentve.' })).toBeVisible();
      const tables = (await (await page.request.get('/api/tables')).json()) as Array<{
        id: number;
        name: string;
        joinsWith: number[];
      }>;
      const id = (name: string) => tables.find((table) => table.name === name)!.id;
      expect(tables.find((table) => table.name === 'T1')!.joinsWith).toEqual([id('T2')]);

      // The evening: a party of four sits at B1 since 20:00; two bookings are still to come.
      const seated = await staffBooks(page, baseURL!, {
        date,
        time: '20:00',
        partySize: 4,
        name: 'Kovács Ádám',
        tableIds: [id('B1')],
      });
      await change(page, baseURL!, seated.id, { status: 'arrived' });
      const regular = await staffBooks(page, baseURL!, {
        date,
        time: '21:30',
        partySize: 4,
        name: 'Szabó Lili',
        phone,
      });
      const late = await staffBooks(page, baseURL!, {
        date,
        time: '21:15',
        partySize: 2,
        name: 'Tóth Ede',
      });

      await page.goto(`/admin/foglalasok?nap=${date}`);
      const card = page.locator('.booking-card').filter({ hasText: 'Szabó Lili' });
      await expect(card.getByText('2. látogatás')).toBeVisible();
      await expect(card.getByText('1× nem jött')).toBeVisible();
      // B1 is taken until 22:00: the two tables of two pushed together are suggested.
      await card.getByRole('button', { name: 'Asztal', exact: true }).tap();
      await expect(card.getByText('Javaslat: T1 + T2 (4 hely)')).toBeVisible();
      await card.getByRole('button', { name: 'Javaslat kiválasztása' }).tap();
      await card.getByRole('button', { name: 'Asztal mentése' }).tap();
      await expect(card.getByText('Asztal: T1 + T2')).toBeVisible();

      // T1 given to the 21:15 party as well: both cards warn of the double seating.
      const other = page.locator('.booking-card').filter({ hasText: 'Tóth Ede' });
      await other.getByRole('button', { name: 'Asztal', exact: true }).tap();
      await other.locator('.table-picker').getByText('T1 (2)').tap();
      await other.getByRole('button', { name: 'Asztal mentése' }).tap();
      await expect(other.getByRole('alert')).toHaveText(
        `Dupla ültetés: a(z) T1 asztalnál 21:30-kor a(z) ${regular.reference} foglalás ül.`,
      );
      await expect(card.getByRole('alert')).toHaveText(
        `Dupla ültetés: a(z) T1 asztalnál 21:15-kor a(z) ${late.reference} foglalás ül.`,
      );

      // The guest's note stays with the guest.
      await card.getByRole('button', { name: 'Szerkesztés' }).tap();
      await card.getByLabel('Vendégjegyzet (a vendéggel marad)').fill('Ablak mellé kéri');
      await card.getByRole('button', { name: 'Mentés', exact: true }).tap();
      await expect(card.getByText('Vendégjegyzet: Ablak mellé kéri')).toBeVisible();
      await page.screenshot({ path: path.join(screens, 'tables-cards-phone.png'), fullPage: true });

      // The plan: who sits where now and who comes next, then on paper.
      await page.goto('/admin/asztalterkep');
      const tile = (name: string) => page.getByRole('listitem', { name: `${name} asztal` });
      await expect(tile('B1')).toContainText('Most: Kovács Ádám, 4 fő');
      await expect(tile('T1')).toContainText('Szabad');
      await expect(tile('T1')).toContainText('Következik: 21:15 Tóth Ede, 2 fő');
      await expect(tile('T2')).toContainText('Következik: 21:30 Szabó Lili, 4 fő');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await page.screenshot({ path: path.join(screens, 'table-plan-phone.png'), fullPage: true });
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('.admin-sidebar')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Nyomtatás' })).toBeHidden();
      await expect(tile('B1')).toBeVisible();
      await page.screenshot({ path: path.join(screens, 'table-plan-print.png'), fullPage: true });
      await page.pdf({ path: path.join('test-results', 'print', 'asztalterkep.pdf') });
      await page.emulateMedia({ media: 'screen' });

      // Two who walk in are seated at T2 with its tick and the party size; a phone booking
      // for later takes B1 in the same form.
      await page.goto(`/admin/foglalasok?nap=${date}`);
      await page.getByRole('button', { name: '+ Walk-in' }).tap();
      const walkIn = page.locator('.walk-in');
      await walkIn.getByText('T2 (2)').tap();
      await walkIn.getByRole('button', { name: '2 fő', exact: true }).tap();
      await expect(page.getByRole('status').filter({ hasText: 'Leültetve' })).toHaveText(
        /^Leültetve: walk-in, 2 fő, T2 \([2-9A-Z]{6}\)$/,
      );
      await page.getByRole('button', { name: '+ Telefonos foglalás' }).tap();
      const form = page.locator('.staff-booking');
      await form.getByLabel('Időpont').fill('21:45');
      await form.getByLabel('Név').fill('Varga Ottó');
      await form.getByLabel('Telefonszám').fill('+36 30 111 2222');
      await form.getByText('B1 (4)').tap();
      await page.screenshot({ path: path.join(screens, 'tables-phone-form.png'), fullPage: true });
      await form.getByRole('button', { name: 'Foglalás rögzítése' }).tap();
      await expect(form.getByRole('status')).toHaveText(
        /^Mentve: [2-9A-Z]{6} \(Varga Ottó, 21:45, 2 fő, B1\)$/,
      );
      const listed = (await (await page.request.get(`/api/reservations?date=${date}`)).json()) as {
        reservations: Array<{ name: string | null; source: string; tableIds: number[] }>;
      };
      expect(listed.reservations.find((r) => r.source === 'walkIn')?.tableIds).toEqual([id('T2')]);
      expect(listed.reservations.find((r) => r.name === 'Varga Ottó')?.tableIds).toEqual([
        id('B1'),
      ]);
    } finally {
      // The other journeys of this server book without tables.
      await page.request.put('/api/tables', { data: [], headers: origin });
    }
  });
});

test.describe('tables on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 }, locale: 'hu-HU' });

  test('the tables, a booking given a pair and the plan read well at 1280 px', async ({
    page,
    baseURL,
  }) => {
    const headers = { origin: baseURL! };
    const date = await emptyEvening(page, 45);
    const saved = await page.request.put('/api/tables', {
      headers,
      data: [
        { id: -1, name: 'T1', seats: 2, area: 'Terasz', joinsWith: [-2] },
        { id: -2, name: 'T2', seats: 2, area: 'Terasz', joinsWith: [] },
        { id: -3, name: 'B1', seats: 4, area: 'Belső terem', joinsWith: [] },
      ],
    });
    expect(saved.status()).toBe(200);
    try {
      const booking = await staffBooks(page, baseURL!, {
        date,
        time: '21:30',
        partySize: 4,
        name: 'Fehér Márk',
        overLimit: true,
      });
      await page.clock.install({ time: budapest(date, '21:00') });
      await page.goto('/admin/asztalok');
      await expect(page.locator('.tables-form__table')).toHaveCount(3);
      await page.screenshot({
        path: path.join(screens, 'tables-form-desktop.png'),
        fullPage: true,
      });
      await page.goto(`/admin/foglalasok?nap=${date}`);
      const card = page.locator('.booking-card').filter({ hasText: booking.name! });
      await card.getByRole('button', { name: 'Asztal', exact: true }).click();
      await expect(card.getByText('Javaslat: B1 (4 hely)')).toBeVisible();
      await page.screenshot({ path: path.join(screens, 'tables-picker-desktop.png') });
      await card.getByRole('button', { name: 'Javaslat kiválasztása' }).click();
      await card.getByRole('button', { name: 'Asztal mentése' }).click();
      await expect(card.getByText('Asztal: B1')).toBeVisible();
      await page.goto('/admin/asztalterkep');
      await expect(page.getByRole('listitem', { name: 'B1 asztal' })).toContainText(
        'Következik: 21:30 Fehér Márk, 4 fő',
      );
      await page.screenshot({ path: path.join(screens, 'table-plan-desktop.png'), fullPage: true });
    } finally {
      await page.request.put('/api/tables', { data: [], headers });
    }
  });
});
