import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { addDays, dateIn } from '@restaurant/contract/calendar.ts';
import { minutesOf } from '@restaurant/contract/opening-times.ts';
import { instantOf } from '@restaurant/contract/zone-clock.ts';
import type {
  Reservation,
  ReservationList,
  ReservationSettings,
} from '@restaurant/contract/reservation.ts';
import { test, expect } from './admin-fixtures.ts';

/** The instant the restaurant's clock (Budapest) shows the time on the date. */
const budapest = (date: string, time: string) =>
  new Date(instantOf('Europe/Budapest', date, minutesOf(time)));

let guests = 0;

/** A booking staff take by phone, through the API with the admin's session. */
async function staffBooks(
  page: Page,
  baseURL: string,
  booking: { date: string; time: string; partySize: number },
): Promise<Reservation> {
  guests += 1;
  const response = await page.request.post('/api/reservations', {
    data: { name: `Vendég ${guests}`, phone: '+36 1 234 5678', overLimit: true, ...booking },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Reservation;
}

async function setStatus(page: Page, baseURL: string, id: number, status: string) {
  const response = await page.request.put(`/api/reservations/${id}`, {
    data: { status },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function dayList(page: Page, date: string): Promise<ReservationList> {
  return (await (
    await page.request.get(`/api/reservations?date=${date}`)
  ).json()) as ReservationList;
}

/**
 * A past evening of its own for each journey: the browser's clock stands at 21:00 on it, and the
 * server (whose clock is today's) takes walk-ins recorded for it.
 */
async function pastEvening(page: Page, from: number): Promise<string> {
  for (let days = from; days < from + 30; days++) {
    const date = addDays(dateIn('Europe/Budapest'), -days);
    if ((await dayList(page, date)).reservations.length === 0) return date;
  }
  throw new Error('No empty past evening');
}

/** A figure of the header by its label: "A teremben" → "4 fő". */
const figure = (page: Page, label: string): Locator =>
  page.locator('.service-now div').filter({ has: page.getByText(label, { exact: true }) });

const seatsOf = async (page: Page) =>
  ((await (await page.request.get('/api/reservation-settings')).json()) as ReservationSettings)
    .seats;

test.describe('the service view on a 390 px phone at 21:00', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'hu-HU',
  });

  test('the header tells the room now, a walk-in takes two taps, and a table that leaves frees its seats', async ({
    page,
    baseURL,
  }) => {
    const date = await pastEvening(page, 3);
    const seats = await seatsOf(page);
    const early = await staffBooks(page, baseURL!, { date, time: '19:00', partySize: 4 });
    await setStatus(page, baseURL!, early.id, 'arrived');
    const due = await staffBooks(page, baseURL!, { date, time: '20:30', partySize: 2 });
    const later = await staffBooks(page, baseURL!, { date, time: '21:30', partySize: 3 });
    const gone = await staffBooks(page, baseURL!, { date, time: '18:00', partySize: 2 });
    await setStatus(page, baseURL!, gone.id, 'cancelled');
    await page.clock.install({ time: budapest(date, '21:00') });
    await page.goto('/admin/foglalasok');

    // At 21:00 the 19:00 party (4) sits, its stay over; 20:30 (2) holds seats; 20:30 and 21:30 come.
    await expect(figure(page, 'A teremben')).toContainText('4 fő');
    await expect(figure(page, 'Szabad hely most')).toContainText(`${seats - 2}`);
    await expect(figure(page, 'Még érkezik ma')).toContainText('5 fő');
    const waiting = (await dayList(page, date)).requested;
    await expect(figure(page, 'Döntésre vár')).toContainText(`${waiting}`);

    // Still to come first, each a whole card; the seated and the closed fold to a line each.
    await expect(page.locator('.booking-card__time')).toHaveText(['20:30', '21:30']);
    await expect(page.locator('.booking-card').first()).toContainText(due.name!);
    await expect(page.locator('.booking-card').nth(1)).toContainText(later.name!);
    const seated = page.locator('.booking-card--folded').filter({ hasText: early.name! });
    await expect(seated).toContainText('Megérkezett');
    await expect(page.locator('.booking-card--folded').filter({ hasText: gone.name! })).toHaveCount(
      1,
    );

    // A walk-in of three: "+ Walk-in", then "3 fő".
    await page.getByRole('button', { name: '+ Walk-in' }).tap();
    await page.getByRole('button', { name: '3 fő', exact: true }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Leültetve' })).toHaveText(
      /^Leültetve: walk-in, 3 fő \([2-9A-Z]{6}\)$/,
    );
    await expect(figure(page, 'A teremben')).toContainText('7 fő');
    await expect(figure(page, 'Szabad hely most')).toContainText(`${seats - 5}`);
    const walkIn = page.locator('.booking-card--folded').filter({ hasText: 'Walk-in' });
    await expect(walkIn).toContainText('21:00');
    await page.screenshot({
      path: path.join('test-results', 'screens', 'service-view-phone.png'),
      fullPage: true,
    });

    // The walk-in leaves: one tap on its line's "Távozott", and its seats are free again.
    await walkIn.getByRole('button', { name: 'Távozott' }).tap();
    await expect(figure(page, 'Szabad hely most')).toContainText(`${seats - 2}`);
    await expect(figure(page, 'A teremben')).toContainText('4 fő');
    const left = page.locator('.booking-card--folded').filter({ hasText: 'Walk-in' });
    await expect(left).toContainText('Távozott');
    await left.locator('.booking-line').tap();
    await expect(
      page.locator('.booking-card').filter({ hasText: 'Walk-in' }).getByRole('button', {
        name: 'Mégis itt ülnek',
      }),
    ).toBeVisible();

    // A phone booking says it is saved, with its reference.
    await page.getByRole('button', { name: '+ Telefonos foglalás' }).tap();
    const form = page.getByRole('form', { name: /^Telefonos foglalás/ });
    await form.getByLabel('Időpont').fill('21:45');
    await form.getByLabel('Létszám').fill('2');
    await form.getByLabel('Név').fill('Szabó Júlia');
    await form.getByLabel('Telefonszám').fill('+36 20 987 6543');
    await form.getByRole('button', { name: 'Foglalás rögzítése' }).tap();
    const saved = form.getByRole('status');
    await expect(saved).toHaveText(/^Mentve: [2-9A-Z]{6} \(Szabó Júlia, 21:45, 2 fő\)$/);
    const reference = /Mentve: (\w{6})/.exec((await saved.textContent())!)![1];
    const stored = (await dayList(page, date)).reservations.find((r) => r.name === 'Szabó Júlia');
    expect(stored?.reference).toBe(reference);
    await expect(figure(page, 'Még érkezik ma')).toContainText('7 fő');

    // The button row stays in reach at the bottom of the day.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const row = (await page.getByRole('button', { name: '+ Walk-in' }).boundingBox())!;
    expect(row.y).toBeGreaterThanOrEqual(0);
    expect(row.y + row.height).toBeLessThanOrEqual(844);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('a booking made meanwhile appears in the view and its header without a reload', async ({
    page,
    baseURL,
  }) => {
    const date = await pastEvening(page, 3);
    await page.clock.install({ time: budapest(date, '21:00') });
    await page.goto('/admin/foglalasok');
    await expect(figure(page, 'Még érkezik ma')).toContainText('0 fő');
    const newcomer = await staffBooks(page, baseURL!, { date, time: '21:15', partySize: 5 });
    await page.clock.fastForward(30_000);
    await expect(page.locator('.booking-card').filter({ hasText: newcomer.name! })).toBeVisible();
    await expect(figure(page, 'Még érkezik ma')).toContainText('5 fő');
  });
});

test.describe('the service view on a desktop at 21:00', () => {
  test.use({ viewport: { width: 1280, height: 900 }, locale: 'hu-HU' });

  test('the day is a table of time, name, party, table, status and actions', async ({
    page,
    baseURL,
  }) => {
    const date = await pastEvening(page, 3);
    const first = await staffBooks(page, baseURL!, { date, time: '20:30', partySize: 2 });
    await staffBooks(page, baseURL!, { date, time: '21:30', partySize: 6 });
    const seated = await staffBooks(page, baseURL!, { date, time: '19:30', partySize: 4 });
    await setStatus(page, baseURL!, seated.id, 'arrived');
    await page.request.put(`/api/reservations/${first.id}`, {
      data: { table: 'terasz 2' },
      headers: { origin: baseURL! },
    });
    await page.clock.install({ time: budapest(date, '21:00') });
    await page.goto('/admin/foglalasok');

    await expect(page.locator('.day-list__columns span')).toHaveText([
      'Idő',
      'Név',
      'Fő',
      'Asztal',
      'Állapot',
      'Műveletek',
    ]);
    const rows = page.locator('.booking-card');
    await expect(rows).toHaveCount(3);
    await expect(page.locator('.booking-card--folded')).toHaveCount(0);
    await expect(rows.first().locator('.booking-card__table')).toHaveText('asztal: terasz 2');
    // Every row's cells stand in the columns of the heading.
    const columnX = async (locator: Locator) => Math.round((await locator.boundingBox())!.x);
    const heading = page.locator('.day-list__columns span');
    for (const [index, cell] of [
      [0, '.booking-card__time'],
      [2, '.booking-card__party'],
      [4, '.booking-card__status'],
    ] as const) {
      const x = await columnX(heading.nth(index));
      for (const row of await rows.all()) {
        expect(Math.abs((await columnX(row.locator(cell))) - x)).toBeLessThanOrEqual(1);
      }
    }
    const actions = await columnX(heading.nth(5));
    for (const row of await rows.all()) {
      expect(
        Math.abs((await columnX(row.locator('.booking-card__actions'))) - actions),
      ).toBeLessThanOrEqual(1);
    }

    await page.getByRole('button', { name: '+ Walk-in' }).click();
    await page.getByRole('button', { name: '2 fő', exact: true }).click();
    await expect(rows).toHaveCount(4);
    const walkIn = rows.filter({ hasText: 'Walk-in' });
    await walkIn.getByRole('button', { name: 'Távozott' }).click();
    await expect(walkIn.getByText('Távozott', { exact: true })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({
      path: path.join('test-results', 'screens', 'service-view-desktop.png'),
      fullPage: true,
    });
  });
});
