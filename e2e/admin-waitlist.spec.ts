import path from 'node:path';
import type { Page } from '@playwright/test';
import { weekdayOf } from '@restaurant/contract/calendar.ts';
import type { WaitlistJoined } from '@restaurant/contract/waitlist.ts';
import { addressedTo } from '../apps/server/test/mailbox.ts';
import { test, expect } from './admin-fixtures.ts';
import { freshOpenDay } from './support.ts';

const screens = (name: string) => path.join('test-results', 'screens', `${name}.png`);

/** A booking staff take by phone beyond the limits, through the API with the admin's session. */
async function staffBooks(page: Page, baseURL: string, date: string, time: string, size: number) {
  const response = await page.request.post('/api/reservations', {
    data: {
      date,
      time,
      partySize: size,
      name: 'Társaság',
      phone: '+36 1 234 5678',
      overLimit: true,
    },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A guest joins the day's waiting list for 17:30–19:30. */
async function joins(page: Page, baseURL: string, date: string, name: string, size: number) {
  const email = `${name.replace(/\W/g, '').toLowerCase()}-${process.pid}-${Date.now()}@example.test`;
  const response = await page.request.post('/api/waitlist', {
    data: {
      date,
      partySize: size,
      from: '17:30',
      to: '19:30',
      name,
      email,
      phone: '+36 30 123 4567',
      language: 'hu',
      privacyAccepted: true,
    },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, ...((await response.json()) as WaitlistJoined) };
}

test.describe('the waiting list in the service view on a 390 px phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'hu-HU',
  });

  test('staff see the full evening’s waiting list and offer a guest a time beyond the limits after the warning', async ({
    page,
    baseURL,
    mailbox,
  }) => {
    test.setTimeout(90_000);
    // A Friday or Saturday, whose kitchen serves until 19:45, made full from 16:45 to 20:45.
    let date = await freshOpenDay(baseURL!, 20);
    while (weekdayOf(date) < 5 || weekdayOf(date) > 6) date = await freshOpenDay(baseURL!, 20);
    for (const time of ['16:45', '18:45']) {
      await staffBooks(page, baseURL!, date, time, 38);
      await staffBooks(page, baseURL!, date, time, 2);
    }
    const eva = await joins(page, baseURL!, date, 'Kiss Éva', 4);
    await joins(page, baseURL!, date, 'Nagy Péter', 2);

    await page.goto(`/admin/foglalasok?nap=${date}`);
    const onList = page
      .locator('.service-now div')
      .filter({ has: page.getByText('Várólistán', { exact: true }) });
    await expect(onList).toContainText('2');
    const fold = page.getByRole('button', { name: /^Várólista: 2 vár, 2 bejegyzés/ });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await page.screenshot({ path: screens('waitlist-folded-phone'), fullPage: true });

    await fold.tap();
    const cards = page.locator('.waitlist__entry');
    await expect(cards).toHaveCount(2);
    await expect(cards.first().locator('.booking-card__head')).toHaveText(
      '17:30–19:30Kiss Éva4 főVárakozik',
    );
    await expect(cards.nth(1)).toContainText('Nagy Péter');

    // 18:00 is full: the offer is refused with by how much, and made on the second press.
    const card = cards.first();
    await card.getByLabel('Időpont').fill('18:00');
    await card.getByRole('button', { name: 'Időpont felajánlása' }).tap();
    await expect(card.getByRole('alert')).toHaveText(
      /^Az időpont \d+ fővel túllépi a foglalási keretet\. Ha mégis felajánlja, nyomja meg újra a gombot\.$/,
    );
    await page.screenshot({ path: screens('waitlist-over-limit-phone'), fullPage: true });
    const confirm = card.getByRole('button', { name: 'Felajánlás a keret túllépésével' });
    const box = (await confirm.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await confirm.tap();
    await expect(cards.first().locator('.badge')).toHaveText(
      /^Időpont felajánlva \d\d:\d\d-ig: 18:00$/,
    );
    await expect(cards.first().getByRole('button')).toHaveText(['Levétel a listáról']);
    await expect(onList).toContainText('2');

    // Nagy Péter calls to say they will not come: taken off after a question naming them.
    await cards.nth(1).getByRole('button', { name: 'Levétel a listáról' }).tap();
    const question = page.getByRole('dialog');
    await expect(question).toContainText('Biztosan leveszi Nagy Péter bejegyzését a várólistáról?');
    await question.getByRole('button', { name: 'Levétel' }).tap();
    await expect(question).toBeHidden();
    await expect(cards.nth(1).locator('.badge')).toHaveText('Lemondott a várólistáról');
    await expect(onList).toContainText('1');

    // The guest is offered the time by e-mail.
    await expect
      .poll(() =>
        addressedTo(mailbox.messages, eva.email).filter((m) =>
          m.subject!.startsWith('Felszabadult egy asztal'),
        ),
      )
      .toHaveLength(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: screens('waitlist-offered-phone'), fullPage: true });
  });
});
