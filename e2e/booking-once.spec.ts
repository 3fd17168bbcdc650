import type { Locator, Page } from '@playwright/test';
import type { ReservationList } from '@restaurant/contract/reservation.ts';
import { addressedTo, type Mailbox } from '../apps/server/test/mailbox.ts';
import { test, expect } from './admin-fixtures.ts';
import { SCREENS, bookAsGuest } from './booking-support.ts';
import { freshOpenDay, title } from './support.ts';

let guests = 0;
function guest(label: string) {
  guests += 1;
  const id = `${process.pid}-${guests}-${Date.now()}`;
  return { name: `${label} ${guests}`, email: `once-${id}@example.test` };
}

/** Fills the English booking form for lunch at 12:30 on `date`, as a guest does. */
async function fillForm(page: Page, date: string, who: { name: string; email: string }) {
  await page.goto('/reservation?lang=en');
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Guests').selectOption('2');
  const slot = page.getByRole('radio', { name: '12:30' });
  if (!(await slot.isVisible())) await page.getByRole('button', { name: /Lunch/ }).click();
  await slot.check();
  await page.getByLabel('Name').fill(who.name);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Phone').fill('+36 30 123 4567');
  await page.getByLabel('I agree').check();
}

/** Another guest's booking of the day through the public API; answers the guest's address. */
async function anotherGuestBooks(origin: string, date: string): Promise<string> {
  const other = guest('Later');
  await bookAsGuest(origin, {
    date,
    time: '13:00',
    partySize: 2,
    language: 'en',
    phone: '+36 30 123 4567',
    ...other,
  });
  return other.email;
}

/** The guest's bookings of the day, as staff see them, and the e-mails the guest received. */
async function countsFor(page: Page, mailbox: Mailbox, date: string, email: string) {
  await expect.poll(() => addressedTo(mailbox.messages, email).length).toBeGreaterThan(0);
  // The outbox sends in order: once a booking made after this one has had its e-mail, a second
  // message to the guest would have come before it.
  const later = await anotherGuestBooks(new URL(page.url()).origin, date);
  await expect.poll(() => addressedTo(mailbox.messages, later).length).toBe(1);
  const list = (await (
    await page.request.get(`/api/reservations?date=${date}`)
  ).json()) as ReservationList;
  return {
    bookings: list.reservations.filter((r) => r.email === email).length,
    mails: addressedTo(mailbox.messages, email).length,
  };
}

const confirmation = (page: Page) =>
  page.getByRole('heading', { name: 'Your booking is confirmed!' });

/** Two presses at the control's own position, 80 ms apart, as a hasty finger or mouse makes them. */
async function pressTwice(page: Page, control: Locator, touch: boolean) {
  const box = (await control.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const press = () => (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
  // A slow network: the first send is still on its way when the second press comes, whatever
  // the machine's speed.
  await page.route('**/*', async (route) => {
    if (route.request().method() === 'POST') await new Promise((done) => setTimeout(done, 500));
    await route.fallback();
  });
  await press();
  await page.waitForTimeout(80);
  await press();
}

for (const screen of SCREENS) {
  test.describe(`one booking per submission on a ${screen.name}`, () => {
    test.use(screen.use);

    test('the confirmation reloaded, left and returned to books nothing more: one booking, one e-mail', async ({
      page,
      mailbox,
      serverURL,
    }) => {
      const date = await freshOpenDay(serverURL, 30);
      const who = guest('Reload');
      await fillForm(page, date, who);
      await page.getByRole('button', { name: 'Send booking' }).click();
      await expect(confirmation(page)).toBeFocused();
      await expect(page).toHaveTitle(title('en', 'booked'));
      expect(new URL(page.url()).pathname).toMatch(/^\/reservation\/[\w-]{43}$/);
      await page.reload();
      await expect(confirmation(page)).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('button', { name: 'Send booking' })).toBeVisible();
      await page.goForward();
      await expect(confirmation(page)).toBeVisible();
      await page.reload();
      await expect(confirmation(page)).toBeVisible();
      expect(await countsFor(page, mailbox, date, who.email)).toEqual({ bookings: 1, mails: 1 });
    });

    test('a double press on "Send booking" books once, with one e-mail', async ({
      page,
      mailbox,
      serverURL,
    }) => {
      const date = await freshOpenDay(serverURL, 31);
      const who = guest('Double');
      await fillForm(page, date, who);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') sent.push(request.url());
      });
      await pressTwice(
        page,
        page.getByRole('button', { name: 'Send booking' }),
        screen.name === 'phone',
      );
      await expect(confirmation(page)).toBeVisible();
      // Both presses reached the server: the one the browser gave up for the other may still be
      // booking there for a moment.
      expect(sent.length).toBe(2);
      await page.waitForTimeout(2_500);
      expect(await countsFor(page, mailbox, date, who.email)).toEqual({ bookings: 1, mails: 1 });
    });

    test('two posts of one form at once book once, and both lead to the same booking', async ({
      page,
      mailbox,
      serverURL,
    }) => {
      const date = await freshOpenDay(serverURL, 32);
      const who = guest('Parallel');
      await fillForm(page, date, who);
      const landed = await page.evaluate(async () => {
        const form = document.querySelector<HTMLFormElement>('form.booking-form')!;
        const send = () =>
          fetch(form.action, {
            method: 'POST',
            body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
          }).then((response) => response.url);
        return Promise.all([send(), send()]);
      });
      expect(landed[0]).toMatch(/\/reservation\/[\w-]{43}\?booked=1$/);
      expect(landed[1]).toBe(landed[0]);
      expect(await countsFor(page, mailbox, date, who.email)).toEqual({ bookings: 1, mails: 1 });
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form leads to the booking, whose reload books nothing more', async ({
    page,
    mailbox,
    serverURL,
  }) => {
    const date = await freshOpenDay(serverURL, 33);
    const who = guest('Plain');
    await page.goto('/reservation?lang=en');
    await page.getByLabel('Date').fill(date);
    await page.getByLabel('Time').fill('12:30');
    await page.getByLabel('Name').fill(who.name);
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Phone').fill('+36 30 123 4567');
    await page.getByLabel('I agree').check();
    await page.getByRole('button', { name: 'Send booking' }).click();
    await expect(confirmation(page)).toBeFocused();
    await expect(page).toHaveTitle(title('en', 'booked'));
    await page.reload();
    await page.goBack();
    await page.goForward();
    await expect(confirmation(page)).toBeVisible();
    expect(await countsFor(page, mailbox, date, who.email)).toEqual({ bookings: 1, mails: 1 });
  });
});
