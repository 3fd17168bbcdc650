import type { Page } from '@playwright/test';
import type { Reservation } from '@restaurant/contract/reservation.ts';
import { weekdayOf } from '@restaurant/contract/calendar.ts';
import { addressedTo } from '../apps/server/test/mailbox.ts';
import { SCREENS } from './booking-support.ts';
import { expect } from './server-fixture.ts';
import { adminToken, freshOpenDay, test, text, type Lang } from './support.ts';

const phone = SCREENS[1];

/** Staff's side, through the API with an admin's token. */
async function staff(baseURL: string, method: 'POST' | 'PUT', url: string, data: object) {
  const response = await fetch(`${baseURL}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${await adminToken(baseURL)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(data),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as Reservation;
}

/** A guest without JavaScript asks for 17:30 on a full evening and joins its waiting list. */
async function join(page: Page, lang: Lang, date: string, email: string) {
  await page.goto(`/reservation${lang === 'hu' ? '' : `?lang=${lang}`}`);
  await page.getByLabel(text(lang, 'reservation.date')).fill(date);
  await page.getByLabel(text(lang, 'reservation.time')).fill('17:30');
  await page.getByLabel(text(lang, 'reservation.name')).fill(`Vár ${lang}`);
  await page.getByLabel(text(lang, 'reservation.email')).fill(email);
  await page.getByLabel(text(lang, 'reservation.phone')).fill('+36 30 123 4567');
  await page.getByLabel(text(lang, 'reservation.privacy')).tap();
  await page.getByRole('button', { name: text(lang, 'reservation.submit') }).tap();
  await expect(page.getByText(text(lang, 'reservation.reasons.fullEvening'))).toBeVisible();
  await expect(page.getByLabel(text(lang, 'reservation.waitlist.from'))).toHaveValue('17:30');
}

test.describe('the waiting list on a phone without JavaScript', () => {
  test.use({ ...phone.use, javaScriptEnabled: false });

  test('a full evening is joined in three languages, and the first guest takes the freed table through the e-mail link', async ({
    page,
    mailbox,
    serverURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    // A Friday or Saturday, whose kitchen serves until 19:45.
    let date = await freshOpenDay(serverURL, 20);
    while (weekdayOf(date) < 5 || weekdayOf(date) > 6) date = await freshOpenDay(serverURL, 20);
    const seat = (time: string, partySize: number) =>
      staff(serverURL, 'POST', '/api/reservations', {
        date,
        time,
        partySize,
        name: 'Társaság',
        phone: '+36 1 234 5678',
        overLimit: true,
      });
    // Forty seats taken from 16:45 to 20:45: the evening has no time for anyone.
    await seat('16:45', 38);
    await seat('16:45', 2);
    await seat('18:45', 38);
    const two = await seat('18:45', 2);
    const emails = { hu: '', en: '', de: '' };
    for (const lang of ['hu', 'en', 'de'] as const) {
      emails[lang] = `wait-${lang}-${process.pid}-${Date.now()}@example.test`;
      await join(page, lang, date, emails[lang]);
      await page.screenshot({
        path: testInfo.outputPath(`waitlist-form-${lang}.png`),
        fullPage: true,
      });
      // The answer is a redirect to the guest's place on the list (a loaded machine may take a while).
      // In view first: the full-page picture just taken leaves the phone's layout settling.
      const joinButton = page.getByRole('button', {
        name: text(lang, 'reservation.waitlist.join'),
      });
      await joinButton.scrollIntoViewIfNeeded();
      const joined = page.waitForURL(/\/waitlist\/[\w-]{43}\?joined=1/, { timeout: 30_000 });
      await joinButton.tap();
      await joined;
      await expect(page.getByText(text(lang, 'reservation.waitlist.joined'))).toBeVisible();
      expect(new URL(page.url()).pathname).toMatch(/^\/waitlist\/[\w-]{43}$/);
      await page.screenshot({
        path: testInfo.outputPath(`waitlist-joined-${lang}.png`),
        fullPage: true,
      });
    }

    // The party of two cancels: their seats go to the first guest on the list, by e-mail.
    await staff(serverURL, 'PUT', `/api/reservations/${two.id}`, { status: 'cancelled' });
    await expect
      .poll(() =>
        addressedTo(mailbox.messages, emails.hu).filter((m) =>
          m.subject!.startsWith('Felszabadult egy asztal'),
        ),
      )
      .toHaveLength(1);
    const offer = addressedTo(mailbox.messages, emails.hu).find((m) =>
      m.subject!.startsWith('Felszabadult egy asztal'),
    )!;
    expect(offer.subject).toContain('19:00');
    const link = /https?:\/\/\S+\/waitlist\/[\w-]{43}/.exec(offer.text!)![0];
    for (const lang of ['en', 'de'] as const) {
      expect(addressedTo(mailbox.messages, emails[lang]).map((m) => m.subject)).toHaveLength(1);
    }

    await page.goto(new URL(link).pathname);
    await expect(
      page.getByRole('heading', { name: text('hu', 'reservation.waitlist.statuses.offered') }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('waitlist-offer-hu.png'), fullPage: true });
    await page.getByRole('button', { name: text('hu', 'reservation.waitlist.take') }).tap();
    await expect(
      page.getByRole('heading', { name: text('hu', 'reservation.done.confirmed') }),
    ).toBeVisible();
    await expect(page.getByText('19:00', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('waitlist-booked-hu.png'), fullPage: true });
  });
});
