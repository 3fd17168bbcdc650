import path from 'node:path';
import type { BookingReceipt } from '@restaurant/contract/reservation.ts';
import { expect } from './server-fixture.ts';
import { SCREENS, bookAsGuest } from './booking-support.ts';
import { freshOpenDay, openLive, seriousViolations, test } from './support.ts';

let guests = 0;
/** A guest's booking through the public API, at lunch on an open day. */
async function guestBooks(baseURL: string, date: string): Promise<BookingReceipt> {
  guests += 1;
  return bookAsGuest(baseURL, {
    date,
    time: '12:00',
    partySize: 2,
    name: `Move ${guests}`,
    email: `move-${process.pid}-${guests}-${Date.now()}@example.test`,
    phone: '+36 30 555 0101',
    language: 'en',
  });
}

for (const screen of SCREENS) {
  test.describe(`the guest's own booking on a ${screen.name}`, () => {
    test.use(screen.use);

    test('moves with the free times of the booking form through a visible "Save the change", and cancels only after a question', async ({
      page,
      baseURL,
    }) => {
      const booking = await guestBooks(
        baseURL!,
        await freshOpenDay(baseURL!, screen.name === 'desktop' ? 12 : 13),
      );
      await openLive(page, booking.manageUrl);
      expect(await seriousViolations(page)).toEqual([]);
      const save = page.getByRole('button', { name: 'Save the change' });
      await expect(save).toHaveClass(/button--primary/);
      await page.getByLabel('Guests').selectOption('3');
      const slot = page.getByRole('radio', { name: '13:00' });
      if (!(await slot.isVisible())) await page.getByRole('button', { name: /Lunch/ }).click();
      await page.screenshot({
        path: path.join('test-results', 'screens', `manage-${screen.name}.png`),
        fullPage: true,
      });
      await slot.check();
      await (screen.name === 'phone' ? save.tap() : save.click());
      await expect(page.getByText('Your booking has been changed.')).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: '13:00' })).toBeVisible();

      const cancel = page.getByRole('link', { name: 'Cancel the booking' });
      await (screen.name === 'phone' ? cancel.tap() : cancel.click());
      await expect(
        page.getByRole('heading', { name: 'Do you really want to cancel this booking?' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(page.getByText('Your booking is cancelled.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Book again' })).toBeVisible();
    });
  });
}
