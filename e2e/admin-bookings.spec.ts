import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { addDays, dateIn } from '@restaurant/contract/calendar.ts';
import type {
  Availability,
  BookingReceipt,
  ReservationList,
  ReservationSettings,
} from '@restaurant/contract/reservation.ts';
import { UNDO_HOLD_MS } from '../apps/server/src/modules/reservations/staff.service.ts';
import { addressedTo, type Mailbox } from '../apps/server/test/mailbox.ts';
import { formatDate } from '@restaurant/contract/format.ts';
import { test, expect } from './admin-fixtures.ts';
import { SCREENS, bookAsGuest, press, staffBooks, unfold, type Screen } from './booking-support.ts';
import { freshOpenDay } from './support.ts';

let guests = 0;
/** A fresh guest: a name and an e-mail address no other booking of the run has. */
function guest(label: string) {
  guests += 1;
  const id = `${process.pid}-${guests}-${Date.now()}`;
  return { name: `${label} ${guests}`, email: `guest-${id}@example.test` };
}

/** A guest's online booking through the public API, without a session. */
async function guestBooks(
  baseURL: string,
  booking: { date: string; time: string; partySize: number; language?: 'hu' | 'en' | 'de' },
  who = guest('Vendég'),
): Promise<BookingReceipt & typeof who> {
  const receipt = await bookAsGuest(baseURL, {
    language: 'hu',
    phone: '+36 30 555 0101',
    ...booking,
    ...who,
  });
  return { ...receipt, ...who };
}

/** A booking staff take by phone, under a fresh guest's name unless one is given. */
const staffBooksAs = (
  page: Page,
  baseURL: string,
  booking: Record<string, unknown> & { date: string; time: string; partySize: number },
) => staffBooks(page, baseURL, { name: guest('Telefonos').name, ...booking });

/** The bookings of a day, as staff see them through the API. */
async function dayList(page: Page, date: string): Promise<ReservationList> {
  return (await (
    await page.request.get(`/api/reservations?date=${date}`)
  ).json()) as ReservationList;
}

const card = (page: Page, name: string) => page.locator('.booking-card').filter({ hasText: name });

/** Opens the phone booking form under the day's button row. */
async function phoneForm(screen: Screen, page: Page): Promise<Locator> {
  await press(screen, page.getByRole('button', { name: '+ Telefonos foglalás' }));
  return page.getByRole('form', { name: /^Telefonos foglalás/ });
}

/**
 * The messages the worker's SMTP server received for one address, once one has the subject. A
 * staff cancel or decline waits in the outbox (`UNDO_HOLD_MS`), so that staff can take it back:
 * a journey moves the clocks past that hold rather than waiting it out.
 */
async function mailTo(mailbox: Mailbox, email: string, subject: string): Promise<ParsedMail> {
  await expect
    .poll(() => addressedTo(mailbox.messages, email).map((mail) => mail.subject ?? ''))
    .toContainEqual(expect.stringContaining(subject));
  return addressedTo(mailbox.messages, email).find((mail) => mail.subject!.includes(subject))!;
}

/** The sidebar on a desktop; on the phone it is behind 'Menü', which is opened first. */
async function sidebar(page: Page, screen: Screen): Promise<Locator> {
  if (screen.name === 'phone') {
    await press(screen, page.getByRole('button', { name: /^Menü/ }));
  }
  return page.getByRole('navigation', { name: 'Adminisztráció' });
}

for (const screen of SCREENS) {
  test.describe(`Foglalások on a ${screen.name}`, () => {
    test.use({ ...screen.use, locale: 'hu-HU' });

    test('the day reads calmly: in time order, no sideways scrolling, controls large enough to tap', async ({
      page,
      baseURL,
    }) => {
      const date = await freshOpenDay(baseURL!, 20);
      await staffBooksAs(page, baseURL!, { date, time: '18:00', partySize: 2 });
      const requested = await guestBooks(baseURL!, { date, time: '12:00', partySize: 7 });
      await staffBooksAs(page, baseURL!, {
        date,
        time: '12:30',
        partySize: 4,
        table: '5',
        staffNote: 'Születésnap, torta 14:00-kor',
        note: 'Babakocsival jönnek',
      });
      await page.goto(`/admin/foglalasok?nap=${date}`);
      await expect(card(page, requested.name).getByText('Döntésre vár')).toBeVisible();
      await expect(page.locator('.booking-card__time')).toHaveText(['12:00', '12:30', '18:00']);
      await expect(
        page.getByText('Összesen 13 fő · 12:00: 7 fő · 12:30: 4 fő · 18:00: 2 fő'),
      ).toBeVisible();
      await page.screenshot({
        path: path.join('test-results', 'screens', `foglalasok-${screen.name}.png`),
        fullPage: true,
      });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      const main = page.locator('#admin-main');
      for (const control of await main.locator('button, input, textarea').all()) {
        expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
    });

    test('staff see on the day and on the dashboard while e-mail cannot leave, and which guests it has not reached', async ({
      page,
      baseURL,
      mailbox,
    }) => {
      const date = await freshOpenDay(baseURL!, 25);
      const reached = await guestBooks(baseURL!, { date, time: '12:00', partySize: 2 });
      await mailTo(mailbox, reached.email, reached.reference);
      mailbox.refuse(1_000);
      try {
        const missed = await guestBooks(baseURL!, { date, time: '12:30', partySize: 2 });
        const trouble = page.getByText(
          /^\d+ e-mail vár kiküldésre \(a levelezőszerver nem érhető el\)$/,
        );
        await expect(async () => {
          await page.goto(`/admin/foglalasok?nap=${date}`);
          await expect(card(page, missed.name).getByText('E-mail nem ment ki')).toBeVisible({
            timeout: 1_000,
          });
        }).toPass({ timeout: 15_000 });
        await expect(trouble).toBeVisible();
        await expect(card(page, reached.name).getByText('E-mail elküldve')).toBeVisible();
        await page.screenshot({
          path: path.join('test-results', 'screens', `mail-trouble-${screen.name}.png`),
          fullPage: true,
        });

        await press(
          screen,
          (await sidebar(page, screen)).getByRole('link', { name: 'Vezérlőpult' }),
        );
        await expect(page.getByRole('heading', { name: 'Vezérlőpult' })).toBeVisible();
        await press(screen, trouble);
        await expect(page).toHaveURL(/\/admin\/foglalasok$/);
      } finally {
        mailbox.refuse(0);
      }
    });

    test('staff decline a large party with a message, which the guest receives by e-mail', async ({
      page,
      baseURL,
      mailbox,
      moveClock,
    }) => {
      const date = await freshOpenDay(baseURL!, 12);
      const party = await guestBooks(baseURL!, {
        date,
        time: '12:00',
        partySize: 7,
        language: 'en',
      });
      await page.goto(`/admin/foglalasok?nap=${date}`);
      const booking = card(page, party.name);
      await expect(booking.getByText('Döntésre vár')).toBeVisible();
      // The card says the guest's language, and the ready messages are written in it.
      await expect(booking.getByTitle('A vendég nyelve: angol')).toHaveText('Nyelv: EN');
      await press(screen, booking.getByRole('button', { name: 'Elutasítás' }));
      await press(screen, booking.getByRole('button', { name: 'Sajnos teltház' }));
      const field = booking.getByLabel(/Üzenet a vendégnek \(angol nyelven/);
      await expect(field).toHaveValue(/^We are sorry, every table is taken at that time\./);
      const message = 'The whole house is booked for a wedding that day; we hope to see you soon.';
      await field.fill(message);
      await press(screen, booking.getByRole('button', { name: 'Elutasítás elküldése' }));
      await expect(booking.getByText('Elutasítva')).toBeVisible();
      await expect(booking.getByRole('button', { name: 'Visszaigazolás' })).toHaveCount(0);
      await expect(page.locator('.covers')).toHaveText('Erre a napra nincs foglalás.');

      await moveClock(UNDO_HOLD_MS);
      const mail = await mailTo(mailbox, party.email, 'We are sorry, we cannot take your booking');
      expect(mail.subject).toContain(party.reference);
      expect(mail.text).toContain(message);
      expect(mail.html).toContain(message);
    });

    test('a guest who answered the reminder "still coming" is marked on the card, with the language', async ({
      page,
      baseURL,
    }) => {
      const date = await freshOpenDay(baseURL!, 13);
      const party = await guestBooks(baseURL!, {
        date,
        time: '12:30',
        partySize: 2,
        language: 'de',
      });
      const token = party.manageUrl.split('/').pop();
      const answered = await fetch(`${baseURL}/api/reservations/by-token/${token}/reconfirm`, {
        method: 'POST',
      });
      expect(answered.status).toBe(200);
      await page.goto(`/admin/foglalasok?nap=${date}`);
      const booking = card(page, party.name);
      await expect(booking.getByText('Visszajelzett: jön')).toBeVisible();
      await expect(booking.getByTitle('A vendég nyelve: német')).toHaveText('Nyelv: DE');
    });

    test("staff change a booking's time, party size, table and note, and the day shows it in its new place", async ({
      page,
      baseURL,
      mailbox,
    }) => {
      const date = await freshOpenDay(baseURL!, 12);
      const moved = await guestBooks(baseURL!, { date, time: '12:00', partySize: 2 });
      const other = await staffBooksAs(page, baseURL!, { date, time: '12:30', partySize: 3 });
      await page.goto(`/admin/foglalasok?nap=${date}`);
      const booking = card(page, moved.name);
      await expect(booking.getByText('Visszaigazolva')).toBeVisible();
      await expect(page.locator('.booking-card').first()).toContainText(moved.name);

      await press(screen, booking.getByRole('button', { name: 'Szerkesztés' }));
      await booking.getByLabel('Időpont').fill('13:15');
      await booking.getByLabel('Létszám').fill('4');
      await booking.getByLabel('Asztal').fill('terasz 3');
      await booking.getByLabel('Belső megjegyzés').fill('Dióallergia, a konyha tud róla');
      await press(screen, booking.getByRole('button', { name: 'Mentés' }));

      await expect(booking.locator('.booking-card__time')).toHaveText('13:15');
      await expect(booking.getByText('4 fő')).toBeVisible();
      await expect(booking.getByText('asztal: terasz 3')).toBeVisible();
      await expect(booking.getByText('Belső: Dióallergia, a konyha tud róla')).toBeVisible();
      await expect(page.locator('.booking-card').first()).toContainText(other.name!);
      await expect(page.getByText('Összesen 7 fő · 12:30: 3 fő · 13:15: 4 fő')).toBeVisible();
      await page.reload();
      await expect(card(page, moved.name).getByText('asztal: terasz 3')).toBeVisible();

      const mail = await mailTo(mailbox, moved.email, 'Foglalása módosult');
      expect(mail.text).toContain('13:15');
    });

    test('staff mark one guest arrived and another as not come, and can take either back', async ({
      page,
      baseURL,
    }) => {
      const date = await freshOpenDay(baseURL!, 70);
      const came = await staffBooksAs(page, baseURL!, { date, time: '12:00', partySize: 2 });
      const missed = await staffBooksAs(page, baseURL!, { date, time: '12:15', partySize: 3 });
      await page.goto(`/admin/foglalasok?nap=${date}`);
      const arrived = card(page, came.name!);
      const noShow = card(page, missed.name!);

      await press(screen, arrived.getByRole('button', { name: 'Megérkezett' }));
      await expect(arrived.getByText('Megérkezett', { exact: true })).toBeVisible();
      await press(screen, noShow.getByRole('button', { name: 'Nem jött el' }));
      await expect(noShow.getByText('Nem jött el', { exact: true })).toBeVisible();
      await expect(page.getByText('Összesen 2 fő · 12:00: 2 fő')).toBeVisible();

      await unfold(screen, noShow);
      await press(screen, noShow.getByRole('button', { name: 'Mégis megérkezett' }));
      await expect(noShow.getByText('Megérkezett', { exact: true })).toBeVisible();
      await unfold(screen, arrived);
      await press(screen, arrived.getByRole('button', { name: 'Mégsem jött el' }));
      await expect(arrived.getByText('Nem jött el', { exact: true })).toBeVisible();
      await expect(page.getByText('Összesen 3 fő · 12:15: 3 fő')).toBeVisible();
      const statuses = (await dayList(page, date)).reservations.map((r) => [r.name, r.status]);
      expect(statuses).toEqual([
        [came.name, 'noShow'],
        [missed.name, 'arrived'],
      ]);
    });

    test('a phone booking beyond the online limits is taken only after a warning that says by how much', async ({
      page,
      baseURL,
    }) => {
      const date = await freshOpenDay(baseURL!, 70);
      await page.goto(`/admin/foglalasok?nap=${date}`);
      const form = await phoneForm(screen, page);
      const take = async (name: string, partySize: number) => {
        await form.getByLabel('Időpont').fill('12:00');
        await form.getByLabel('Létszám').fill(String(partySize));
        await form.getByLabel('Név').fill(name);
        await form.getByLabel('Telefonszám').fill('+36 20 987 6543');
        await press(screen, form.getByRole('button', { name: 'Foglalás rögzítése' }));
      };
      const warning = form.getByRole('alert');

      // Ten guests where eight may book online: two more.
      const family = `Nagy család ${screen.name} ${Date.now()}`;
      await take(family, 10);
      await expect(warning).toHaveText(/^A foglalás 2 fővel túllépi a foglalási keretet\./);
      await expect(card(page, family)).toHaveCount(0);
      await press(screen, form.getByRole('button', { name: 'Rögzítés a keret túllépésével' }));
      await expect(card(page, family).getByText('10 fő')).toBeVisible();
      await expect(card(page, family).getByText('Visszaigazolva')).toBeVisible();
      await expect(warning).toHaveCount(0);

      // Five more at 12:00, where twelve may arrive: three more; a change takes the warning back.
      const late = `Kis társaság ${screen.name} ${Date.now()}`;
      await take(late, 5);
      await expect(warning).toHaveText(/^A foglalás 3 fővel túllépi/);
      await form.getByLabel('Létszám').fill('6');
      await expect(warning).toHaveCount(0);
      await press(screen, form.getByRole('button', { name: 'Foglalás rögzítése' }));
      await expect(warning).toHaveText(/^A foglalás 4 fővel túllépi/);
      await press(screen, form.getByRole('button', { name: 'Rögzítés a keret túllépésével' }));
      await expect(card(page, late).getByText('6 fő')).toBeVisible();
      await expect(page.getByText('Összesen 16 fő · 12:00: 16 fő')).toBeVisible();
    });

    test('a booking a guest makes meanwhile appears without a reload, and the sidebar counts those waiting for a decision', async ({
      page,
      baseURL,
    }) => {
      const date = await freshOpenDay(baseURL!, 12);
      const waiting = (await dayList(page, date)).requested;
      await page.clock.install();
      await page.goto(`/admin/foglalasok?nap=${date}`);
      await expect(page.locator('.covers')).toHaveText('Erre a napra nincs foglalás.');
      // The sidebar's count is read apart from the day's list: a read still under way when the
      // clock moves on would take the place of the next one, with the count from before.
      await page.waitForLoadState('networkidle');

      const newcomer = await guestBooks(baseURL!, { date, time: '12:15', partySize: 8 });
      await expect(card(page, newcomer.name)).toHaveCount(0);
      // The screen asks again at least every 30 seconds.
      await page.clock.fastForward(30_000);
      const booking = card(page, newcomer.name);
      await expect(booking.getByText('Döntésre vár')).toBeVisible();
      const nav = await sidebar(page, screen);
      await expect(
        nav.getByRole('link', { name: `Foglalások ${waiting + 1} döntésre vár` }),
      ).toBeVisible();
      if (screen.name === 'phone') {
        await expect(page.getByRole('button', { name: /^Menü/ })).toHaveAccessibleName(
          `Menü ${waiting + 1} döntésre vár`,
        );
        await press(screen, page.getByRole('button', { name: /^Menü/ }));
      }

      await press(screen, booking.getByRole('button', { name: 'Visszaigazolás' }));
      await expect(booking.getByText('Visszaigazolva')).toBeVisible();
      const after = waiting === 0 ? /^Foglalások$/ : `Foglalások ${waiting} döntésre vár`;
      await expect((await sidebar(page, screen)).getByRole('link', { name: after })).toBeVisible();
    });

    test("the day prints as a sheet under the restaurant's name: the covers per arrival time as a table, then a box to tick, time, name, party, table, state, phone and notes per booking", async ({
      page,
      baseURL,
    }) => {
      const date = await freshOpenDay(baseURL!, 70);
      const lunch = await staffBooksAs(page, baseURL!, {
        date,
        time: '12:30',
        partySize: 4,
        phone: '+36 30 111 2222',
        note: 'Gyerekszék kell',
        table: '7',
        staffNote: 'Törzsvendég',
      });
      const dinner = await staffBooksAs(page, baseURL!, {
        date,
        time: '18:00',
        partySize: 2,
        phone: '+36 70 333 4444',
      });
      const cancelled = await staffBooksAs(page, baseURL!, { date, time: '13:00', partySize: 5 });
      const gone = await page.request.put(`/api/reservations/${cancelled.id}`, {
        data: { status: 'cancelled' },
        headers: { origin: baseURL! },
      });
      expect(gone.status()).toBe(200);

      await page.goto(`/admin/foglalasok?nap=${date}`);
      await expect(card(page, dinner.name!)).toBeVisible();
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute('data-printed', 'yes');
      });
      await press(screen, page.getByRole('button', { name: 'Nyomtatás' }));
      await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

      await page.emulateMedia({ media: 'print' });
      const sheet = page.getByRole('table', {
        name: `Foglalások – ${date} (${formatDate(date, 'hu')})`,
      });
      await expect(sheet).toBeVisible();
      // The sheet has the page's width, not the sidebar's column.
      const width = (await sheet.boundingBox())!.width;
      expect(width).toBeGreaterThan(0.9 * page.viewportSize()!.width);
      await expect(
        page.getByText(`Paprika Bisztró · Foglalások – ${date} (${formatDate(date, 'hu')})`),
      ).toBeVisible();
      const covers = page.getByRole('table', { name: 'Vendégek érkezés szerint' });
      await expect(covers.getByRole('row')).toHaveText([
        'ÉrkezésFő',
        '12:304',
        '18:002',
        'Összesen6',
      ]);
      await expect(page.getByText('Összesen 6 fő · 12:30: 4 fő · 18:00: 2 fő')).toBeHidden();
      await expect(page.locator('.admin-sidebar')).toBeHidden();
      await expect(page.locator('.day-list')).toBeHidden();
      await expect(page.getByRole('form', { name: /^Telefonos foglalás/ })).toBeHidden();
      await expect(sheet.getByRole('columnheader')).toHaveText([
        '✓',
        'Idő',
        'Név',
        'Fő',
        'Asztal',
        'Állapot',
        'Telefon',
        'Megjegyzés',
      ]);
      await expect(sheet.locator('tbody tr')).toHaveCount(2);
      await expect(sheet.locator('tbody tr').nth(0).getByRole('cell')).toHaveText([
        '☐',
        '12:30',
        lunch.name!,
        '4',
        '7',
        'Visszaigazolva',
        '+36 30 111 2222',
        'Gyerekszék kell · Törzsvendég',
      ]);
      await expect(sheet.locator('tbody tr').nth(1).getByRole('cell')).toHaveText([
        '☐',
        '18:00',
        dinner.name!,
        '2',
        '',
        'Visszaigazolva',
        '+36 70 333 4444',
        '',
      ]);
      await expect(sheet).not.toContainText(cancelled.name!);
      await page.pdf({ path: path.join('test-results', 'print', `foglalasok-${screen.name}.pdf`) });
    });

    test('previous and next day and the date picker open that day', async ({ page, baseURL }) => {
      const today = dateIn('Europe/Budapest');
      const tomorrow = addDays(today, 1);
      const date = await freshOpenDay(baseURL!, 70);
      const soon = await staffBooksAs(page, baseURL!, {
        date: tomorrow,
        time: '12:00',
        partySize: 2,
      });
      const later = await staffBooksAs(page, baseURL!, { date, time: '12:00', partySize: 2 });

      await page.goto('/admin');
      await press(screen, (await sidebar(page, screen)).getByRole('link', { name: /^Foglalások/ }));
      const picker = page.getByLabel('Nap', { exact: true });
      await expect(picker).toHaveValue(today);
      const title = (date: string, near: string) =>
        page.getByRole('heading', { name: `${formatDate(date, 'hu')} ${near}`, exact: true });
      await expect(title(today, '(ma)')).toBeVisible();

      await press(screen, page.getByRole('button', { name: 'Következő nap' }));
      await expect(page).toHaveURL(new RegExp(`nap=${tomorrow}$`));
      await expect(picker).toHaveValue(tomorrow);
      await expect(title(tomorrow, '(holnap)')).toBeVisible();
      await expect(card(page, soon.name!)).toBeVisible();

      await press(screen, page.getByRole('button', { name: 'Előző nap' }));
      await expect(picker).toHaveValue(today);
      await expect(card(page, soon.name!)).toHaveCount(0);

      await picker.fill(date);
      await expect(page).toHaveURL(new RegExp(`nap=${date}$`));
      await expect(card(page, later.name!)).toBeVisible();
      await phoneForm(screen, page);
      await expect(
        page.getByRole('heading', { name: `Telefonos foglalás – ${formatDate(date, 'hu')}` }),
      ).toBeVisible();
    });

    test('an owner changes a booking setting and the booking page follows it', async ({
      page,
      baseURL,
    }) => {
      const settings = (await (
        await page.request.get('/api/reservation-settings')
      ).json()) as ReservationSettings;
      const larger = settings.maxPartySizeOnline + 2;
      try {
        // The dashboard leads an owner there.
        await page.goto('/admin');
        await press(
          screen,
          page.locator('.restaurant-link').filter({ hasText: 'Foglalási beállítások' }),
        );
        await expect(page.getByRole('heading', { name: 'Foglalási beállítások' })).toBeVisible();
        const field = page.getByLabel('Online foglalható legnagyobb létszám');
        await expect(field).toHaveValue(String(settings.maxPartySizeOnline));
        // The slot length is a choice of the two the rules allow; pacing says what it does.
        const slot = page.getByLabel('Idősáv hossza');
        await expect(slot.locator('option')).toHaveText(['15 perc', '30 perc']);
        await expect(slot).toHaveValue(String(settings.slotMinutes));
        await expect(page.getByLabel('Érkező vendégek idősávonként')).toHaveAccessibleDescription(
          /^Ennyi vendég érkezhet egy idősávban/,
        );

        // A value out of range is refused with its field's message, and nothing is stored.
        await field.fill('0');
        await press(screen, page.getByRole('button', { name: 'Mentés' }));
        await expect(
          page.getByText('Érvénytelen érték (egész szám a megengedett tartományban)'),
        ).toBeVisible();
        expect(
          (
            (await (
              await page.request.get('/api/reservation-settings')
            ).json()) as ReservationSettings
          ).maxPartySizeOnline,
        ).toBe(settings.maxPartySizeOnline);
        await slot.selectOption('15');

        await field.fill(String(larger));
        await press(screen, page.getByRole('button', { name: 'Mentés' }));
        await expect(page.getByRole('status').filter({ hasText: 'Mentve.' })).toBeVisible();

        await page.goto('/reservation');
        await expect(page.getByText(`${larger} főnél nagyobb társaság esetén`)).toBeVisible();
        await expect(page.getByLabel('Létszám (fő)').locator('option').last()).toHaveText(
          String(larger),
        );
        const day = await freshOpenDay(baseURL!, 3);
        const availability = await fetch(
          `${baseURL}/api/reservations/availability?date=${day}&partySize=${larger}`,
        );
        expect(availability.status).toBe(200);
        const { slots } = (await availability.json()) as Availability;
        expect(slots.some((slot) => slot.available)).toBe(true);
      } finally {
        const restored = await page.request.put('/api/reservation-settings', {
          data: settings,
          headers: { origin: baseURL! },
        });
        expect(restored.status()).toBe(200);
      }
    });
  });

  test.describe(`an editor on a ${screen.name}`, () => {
    test.use({
      ...screen.use,
      storageState: async ({ editorStorage }, use) => use(editorStorage),
    });

    test("runs the day but is told 'Foglalási beállítások' is the owners', whose server refuses the editor's save", async ({
      page,
      baseURL,
    }) => {
      const date = await freshOpenDay(baseURL!, 12);
      const party = await guestBooks(baseURL!, { date, time: '12:45', partySize: 7 });
      await page.goto(`/admin/foglalasok?nap=${date}`);
      const booking = card(page, party.name);
      await press(screen, booking.getByRole('button', { name: 'Visszaigazolás' }));
      await expect(booking.getByText('Visszaigazolva')).toBeVisible();

      const nav = await sidebar(page, screen);
      await expect(nav.getByRole('link', { name: /^Foglalások/ })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Foglalási beállítások' })).toHaveCount(0);
      await page.goto('/admin');
      await expect(page.locator('.restaurant-link').first()).toBeVisible();
      await expect(
        page.locator('.restaurant-link').filter({ hasText: 'Foglalási beállítások' }),
      ).toHaveCount(0);
      await page.goto('/admin/foglalasi-beallitasok');
      await expect(page.getByRole('heading', { name: 'Foglalási beállítások' })).toBeVisible();
      await expect(page.getByText('Ezt a képernyőt csak tulajdonos használhatja.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mentés' })).toHaveCount(0);

      const settings = await (await page.request.get('/api/reservation-settings')).json();
      const refused = await page.request.put('/api/reservation-settings', {
        data: { ...settings, seats: 500 },
        headers: { origin: baseURL! },
      });
      expect(refused.status()).toBe(403);
      const kept = (await (
        await page.request.get('/api/reservation-settings')
      ).json()) as ReservationSettings;
      expect(kept.seats).toBe(settings.seats);
    });
  });
}
