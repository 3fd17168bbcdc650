import path from 'node:path';
import type { Page } from '@playwright/test';
import { UNDO_SECONDS } from '@restaurant/contract/booking-undo.ts';
import { UNDO_HOLD_MS } from '../apps/server/src/modules/reservations/staff.service.ts';
import { addressedTo, type Mailbox } from '../apps/server/test/mailbox.ts';
import { test, expect } from './admin-fixtures.ts';
import { SCREENS, bookAsGuest, press, unfold } from './booking-support.ts';
import { freshOpenDay } from './support.ts';

let guests = 0;
/** A guest's online booking through the public API, with a name and address of its own. */
async function guestBooks(baseURL: string, date: string, time: string) {
  guests += 1;
  const who = {
    name: `Vendég ${process.pid}-${guests}`,
    email: `undo-${process.pid}-${guests}-${Date.now()}@example.test`,
  };
  const receipt = await bookAsGuest(baseURL, {
    date,
    time,
    partySize: 2,
    language: 'hu',
    phone: '+36 30 555 0101',
    ...who,
  });
  return { ...receipt, ...who };
}

const card = (page: Page, name: string) => page.locator('.booking-card').filter({ hasText: name });

/** How long the screen offers "Visszavonás" after an ending. */
const UNDO_WINDOW_MS = UNDO_SECONDS * 1000;

/** The subjects of the e-mails a guest has received. */
const subjects = (mailbox: Mailbox, email: string) =>
  addressedTo(mailbox.messages, email).map((m) => m.subject ?? '');

for (const screen of SCREENS) {
  test.describe(`taking back a decision on 'Foglalások' on a ${screen.name}`, () => {
    test.use({ ...screen.use, locale: 'hu-HU' });
    // The 10 seconds of "Visszavonás" pass on the page's clock (`page.clock`), the outbox's hold
    // on the server's (`moveClock`): neither is waited out.

    test("'Lemondás' sits well below 'Megérkezett', and 'Visszavonás' within 10 seconds keeps the booking without an e-mail to the guest", async ({
      page,
      baseURL,
      mailbox,
      moveClock,
    }) => {
      const date = await freshOpenDay(baseURL!, 40);
      const guest = await guestBooks(baseURL!, date, '12:30');
      const other = await guestBooks(baseURL!, date, '12:30');
      // The confirmation has arrived: any later message would be the cancel's.
      await expect.poll(() => addressedTo(mailbox.messages, guest.email).length).toBe(1);
      await page.goto(`/admin/foglalasok?nap=${date}`);
      const booking = card(page, guest.name);
      const arrived = (await booking.getByRole('button', { name: 'Megérkezett' }).boundingBox())!;
      const cancel = booking.getByRole('button', { name: 'Lemondás' });
      const gap = (await cancel.boundingBox())!.y - (arrived.y + arrived.height);
      expect(gap).toBeGreaterThanOrEqual(24);

      await press(screen, cancel);
      await expect(booking.getByRole('status')).toHaveText(
        /Lemondás rögzítve\. A vendég e-mailt kap\.\s*Visszavonás/,
      );
      await page.screenshot({
        path: path.join('test-results', 'screens', `undo-${screen.name}.png`),
        fullPage: true,
      });
      await press(screen, booking.getByRole('button', { name: 'Visszavonás' }));
      await expect(booking.getByText('Visszaigazolva', { exact: true })).toBeVisible();
      await expect(booking.getByRole('button', { name: 'Visszavonás' })).toHaveCount(0);

      // Another booking's cancel, left standing, leaves once the outbox's hold is over...
      await press(screen, card(page, other.name).getByRole('button', { name: 'Lemondás' }));
      await expect(card(page, other.name).getByRole('status')).toHaveText(/Lemondás rögzítve\./);
      await moveClock(UNDO_HOLD_MS + 2_000);
      await expect
        .poll(() => subjects(mailbox, other.email))
        .toContainEqual(expect.stringMatching(/lemond/i));
      // ...and the outbox sends in order: the cancel taken back before it never left.
      expect(addressedTo(mailbox.messages, guest.email)).toHaveLength(1);
    });

    test("'Visszavonás' goes after 10 seconds, the e-mail leaves, and 'Visszaállítás' restores the booking while its seats are free", async ({
      page,
      baseURL,
      mailbox,
      moveClock,
    }) => {
      const date = await freshOpenDay(baseURL!, 41);
      const guest = await guestBooks(baseURL!, date, '12:00');
      const other = await guestBooks(baseURL!, date, '12:00');
      await expect.poll(() => addressedTo(mailbox.messages, other.email).length).toBe(1);
      await page.clock.install();
      await page.goto(`/admin/foglalasok?nap=${date}`);
      await press(screen, card(page, guest.name).getByRole('button', { name: 'Nem jött el' }));
      await expect(card(page, guest.name).getByRole('status')).toHaveText(
        /Távolmaradás rögzítve\./,
      );
      await page.clock.fastForward(UNDO_WINDOW_MS);
      await expect(card(page, guest.name).getByRole('button', { name: 'Visszavonás' })).toHaveCount(
        0,
      );
      await press(screen, card(page, other.name).getByRole('button', { name: 'Lemondás' }));
      const undo = card(page, other.name).getByRole('button', { name: 'Visszavonás' });
      await expect(undo).toBeVisible();
      await page.clock.fastForward(UNDO_WINDOW_MS);
      await expect(undo).toHaveCount(0);
      // The cancel's e-mail waits out the rest of the outbox's hold, then leaves.
      expect(addressedTo(mailbox.messages, other.email)).toHaveLength(1);
      await moveClock(UNDO_HOLD_MS);
      await expect
        .poll(() => subjects(mailbox, other.email))
        .toContainEqual(expect.stringMatching(/lemond/i));

      // On the phone a closed booking folds to its line once its "Visszavonás" is gone.
      await unfold(screen, card(page, other.name));
      await press(screen, card(page, other.name).getByRole('button', { name: 'Visszaállítás' }));
      await expect(
        card(page, other.name).getByText('Visszaigazolva', { exact: true }),
      ).toBeVisible();
      // The guest, told of the cancel, is told the booking stands again.
      await expect.poll(() => addressedTo(mailbox.messages, other.email).length).toBe(3);

      // Staff fill the slot by phone beyond the limits: the cancelled booking cannot come back.
      await press(screen, card(page, other.name).getByRole('button', { name: 'Lemondás' }));
      await expect(card(page, other.name).getByText('Lemondva', { exact: true })).toBeVisible();
      const filled = await page.request.post('/api/reservations', {
        data: {
          date,
          time: '12:00',
          partySize: 12,
          name: 'Telefonos csoport',
          phone: '+36 1 234 5678',
          overLimit: true,
        },
        headers: { origin: baseURL! },
      });
      expect(filled.status()).toBe(201);
      await page.reload();
      await expect(card(page, other.name)).toBeVisible();
      // On the phone a closed booking folds to its line once its "Visszavonás" is gone.
      await unfold(screen, card(page, other.name));
      await press(screen, card(page, other.name).getByRole('button', { name: 'Visszaállítás' }));
      await expect(card(page, other.name).getByRole('alert')).toHaveText(
        'Nem állítható vissza: a helyét közben más foglalás vette el.',
      );
      await expect(card(page, other.name).getByText('Lemondva', { exact: true })).toBeVisible();
    });
  });
}
