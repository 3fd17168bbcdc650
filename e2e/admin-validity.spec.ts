import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { addDays, dateIn } from '@restaurant/contract/calendar.ts';
import type { ReservationList } from '@restaurant/contract/reservation.ts';
import { test, expect } from './admin-fixtures.ts';
import { bookAsGuest } from './booking-support.ts';
import { ROUTES } from '../apps/web/src/admin/lib/paths.ts';
import { useTestClock } from './clock.ts';
import { freshOpenDay, seriousViolations } from './support.ts';

const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar')),
  'build/dist/vnu.jar',
);
const htmlValidate = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
});

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

type Id = { id: number };

/** How many screens are scanned at once, each in a tab of its own. */
const TABS = 3;

/** Every admin screen, with ids of the demo content where the address needs one. */
async function adminScreens(api: APIRequestContext, origin: string): Promise<string[]> {
  const read = async <T>(url: string) => (await (await api.get(url)).json()) as T;
  const [allergen] = await read<Id[]>('/api/allergens');
  const [foodCategory] = await read<Id[]>('/api/categories/type/Food');
  const [drinkCategory] = await read<Id[]>('/api/categories/type/Drink');
  const [food] = await read<Id[]>('/api/foods');
  const [drink] = await read<Array<Id & { variants: Id[] }>>('/api/drinks');
  const week = await read<Array<{ date: string; items: Id[] }>>('/api/dailyMenus/current-week');
  const day = week.find((menu) => menu.items.length > 0)!;
  const [offer] = await read<Id[]>('/api/offers');
  const offerItems = await read<Id[]>(`/api/offers/${offer!.id}/items`);
  const invited = await api.post('/api/users', {
    data: { username: `validity-${Date.now()}`, name: 'Ellenőr Éva', role: 'editor' },
    // A write with the session cookie must come from the site itself.
    headers: { origin },
  });
  expect(invited.status()).toBe(201);
  const { invitation } = (await invited.json()) as { invitation: { url: string } };
  const bookings = await dayOfEveryBookingState(api, origin);
  const event = await aWineDinner(api, origin, food!.id);
  return [
    '/admin',
    '/admin/allergenek',
    `/admin/allergenek/${allergen!.id}`,
    '/admin/allergenek/uj',
    '/admin/kategoriak/etel',
    '/admin/kategoriak',
    '/admin/kategoriak/ital',
    '/admin/kategoriak/uj/etel',
    '/admin/kategoriak/uj/ital',
    `/admin/kategoriak/${foodCategory!.id}`,
    `/admin/kategoriak/${drinkCategory!.id}`,
    '/admin/etelek',
    `/admin/etelek/kategoria/${foodCategory!.id}`,
    `/admin/etelek/uj/${foodCategory!.id}`,
    `/admin/etelek/${food!.id}`,
    '/admin/italok',
    `/admin/italok/kategoria/${drinkCategory!.id}`,
    `/admin/italok/uj/${drinkCategory!.id}`,
    `/admin/italok/${drink!.id}`,
    `/admin/italok/${drink!.id}/variansok/${drink!.variants[0]!.id}`,
    `/admin/italok/${drink!.id}/variansok/uj`,
    '/admin/napi-menuk',
    `/admin/napi-menuk/${day.date}`,
    `/admin/napi-menuk/${day.date}/tetelek/${day.items[0]!.id}`,
    '/admin/ajanlatok',
    `/admin/ajanlatok/${offer!.id}`,
    '/admin/ajanlatok/uj',
    ...(offerItems[0] ? [`/admin/ajanlatok/${offer!.id}/tetelek/${offerItems[0].id}`] : []),
    '/admin/etterem',
    '/admin/nyitvatartas',
    '/admin/kepek',
    '/admin/munkatarsak',
    '/admin/fiokom',
    '/admin/naplo',
    '/admin/foglalasok',
    bookings,
    '/admin/foglalasi-beallitasok',
    '/admin/szamok',
    '/admin/allergenmatrix',
    '/admin/qr',
    '/admin/esemenyek',
    `/admin/esemenyek/${event.id}`,
    `/admin/esemenyek/${event.id}/lap`,
    '/admin/esemenyek/uj',
    '/admin/asztalok',
    '/admin/asztalterkep',
    new URL(invitation.url).pathname,
  ];
}

/** An event with a course from the carte and one typed, so its screen shows both kinds. */
async function aWineDinner(api: APIRequestContext, origin: string, foodId: number): Promise<Id> {
  const words = (hu: string) => ({ hu, en: hu, de: hu });
  const made = await api.post('/api/events', {
    headers: { origin },
    data: {
      slug: `validity-${Date.now()}`,
      title: words('Borvacsora'),
      description: words('Négy fogás, négy bor.'),
      date: addDays(dateIn('Europe/Budapest'), 45),
      startTime: '19:00',
      endTime: '23:00',
      seats: 12,
      pricePerPerson: 19_900,
      exclusive: false,
      bookingOpen: true,
      minPartySize: 1,
      maxPartySize: 6,
      courses: [{ foodId }, { name: words('Sajttál'), allergenIds: [], dietTags: ['vegetarian'] }],
      prepayment: { required: false, instructions: words('') },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()) as Id;
}

/**
 * The day's screen of a fresh day with a booking in each state a card can show: waiting,
 * confirmed, declined, cancelled, arrived and not come.
 */
async function dayOfEveryBookingState(api: APIRequestContext, origin: string): Promise<string> {
  const date = await freshOpenDay(origin);
  const headers = { origin };
  const booking = (time: string, partySize: number) => ({
    date,
    time,
    partySize,
    name: `Vendég ${time}`,
    email: `validity-${time.replace(':', '')}@example.test`,
    phone: '+36 30 555 0101',
  });
  // Seven guests booking online, without a session, wait for a decision.
  for (const time of ['12:00', '12:15']) {
    await bookAsGuest(origin, { ...booking(time, 7), language: 'hu' });
  }
  // Staff's phone bookings are confirmed.
  for (const time of ['12:30', '12:45', '13:00', '13:15']) {
    const made = await api.post('/api/reservations', { data: booking(time, 2), headers });
    expect(made.status(), await made.text()).toBe(201);
  }
  const { reservations } = (await (
    await api.get(`/api/reservations?date=${date}`)
  ).json()) as ReservationList;
  const decisions = {
    '12:15': 'declined',
    '12:45': 'cancelled',
    '13:00': 'arrived',
    '13:15': 'noShow',
  };
  for (const [time, status] of Object.entries(decisions)) {
    const { id } = reservations.find((reservation) => reservation.time === time)!;
    const decided = await api.put(`/api/reservations/${id}`, { data: { status }, headers });
    expect(decided.status(), await decided.text()).toBe(200);
  }
  return `/admin/foglalasok?nap=${date}`;
}

/**
 * One load of a screen for every check: the document as the browser holds it once the screen has
 * loaded its data, and axe-core's serious and critical violations on it.
 */
async function scanned(page: Page, url: string): Promise<{ html: string; violations: string[] }> {
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible();
  // Loading texts end in an ellipsis; 'Korábbiak betöltése', the log's next-page button, is content.
  await expect(page.getByText(/(betöltése|Betöltés)\.\.\./)).toHaveCount(0);
  await expect(page.getByText(/betöltése közben/)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const html = `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
  const violations = (await seriousViolations(page)).map((violation) => `${url}: ${violation}`);
  return { html, violations };
}

/** The Nu Html Checker's errors and warnings for each file, with Debian's Java. */
async function vnuProblems(files: Map<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-vnu-'));
  try {
    const names = [...files.keys()].map((url, index) => {
      const file = path.join(dir, `${index}.html`);
      fs.writeFileSync(file, files.get(url)!);
      return { file, url };
    });
    const { stdout } = await promisify(execFile)(
      'java',
      [
        '-jar',
        VNU_JAR,
        '--format',
        'json',
        '--exit-zero-always',
        '--stdout',
        ...names.map((n) => n.file),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as {
      messages: Array<{
        type: string;
        subType?: string;
        url: string;
        message: string;
        extract?: string;
      }>;
    };
    return messages
      .filter((m) => m.type === 'error' || m.subType === 'warning')
      .map((m) => {
        const url = names.find((n) => m.url.endsWith(`/${path.basename(n.file)}`))?.url;
        return `${url}: ${m.message} ${m.extract ?? ''}`.trim();
      });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('every admin screen, once its data has loaded, is valid HTML to the Nu checker and to html-validate and has no serious axe violation', async ({
      page,
      browser,
      serverURL,
    }) => {
      // Three checks on some forty screens, on a machine other runs may be loading too.
      test.setTimeout(360_000);
      const pages = new Map<string, string>();
      const violations: string[] = [];
      const scan = async (tab: Page, url: string) => {
        const found = await scanned(tab, url);
        pages.set(url, found.html);
        violations.push(...found.violations);
      };
      const screens = await adminScreens(page.request, serverURL);
      // Every screen the admin's router knows is among them.
      const unscanned = Object.values(ROUTES).filter((route) => {
        const pattern = new RegExp(`^${route.replaceAll(/:[a-zA-Z]+/g, '[^/]+')}$`);
        return ![...screens, '/admin/login'].some((url) => pattern.test(url.split('?')[0]!));
      });
      expect(unscanned).toEqual([]);
      // A few tabs side by side: much of a scan waits for the screen's network to rest.
      const queue = [...screens];
      await Promise.all(
        Array.from({ length: TABS }, async (_, n) => {
          const tab = n === 0 ? page : await page.context().newPage();
          for (let url = queue.shift(); url; url = queue.shift()) await scan(tab, url);
        }),
      );
      // The login screen, as someone without a session sees it.
      const guest = await browser.newContext({ baseURL: serverURL, viewport: screen.viewport });
      await useTestClock(guest);
      await scan(await guest.newPage(), '/admin/login');
      await guest.close();

      expect(violations).toEqual([]);

      const htmlValidateProblems: string[] = [];
      for (const [url, html] of pages) {
        const report = await htmlValidate.validateString(html, url);
        for (const result of report.results) {
          for (const message of result.messages) {
            htmlValidateProblems.push(
              `${url}: ${message.ruleId} ${message.message} (${message.selector ?? ''})`,
            );
          }
        }
      }
      expect(htmlValidateProblems).toEqual([]);
      expect(await vnuProblems(pages)).toEqual([]);
    });
  });
}
