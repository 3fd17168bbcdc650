import type { Page } from '@playwright/test';
import { addDays, dateIn, weekdayOf } from '@restaurant/contract/calendar.ts';
import { formatLongDate } from '@restaurant/contract/format.ts';
import { expect } from './server-fixture.ts';
import { LANGS, openLive, seriousViolations, test, text, type Lang } from './support.ts';

const PHONE = { width: 390, height: 844 };

/** The next Monday (the demo restaurant's closing day) at least `from` days ahead. */
function closedMonday(from: number): string {
  let date = addDays(dateIn('Europe/Budapest'), from);
  while (weekdayOf(date) !== 1) date = addDays(date, 1);
  return date;
}

const label = (lang: Lang, key: string) => text(lang, `reservation.${key}`);

async function fillGuest(page: Page, lang: Lang, who: string) {
  await page.getByLabel(label(lang, 'name'), { exact: true }).fill(who);
  await page
    .getByLabel(label(lang, 'email'), { exact: true })
    .fill(`${who.replace(/\W/g, '')}@example.test`);
  await page.getByLabel(label(lang, 'phone'), { exact: true }).fill('+36 30 123 4567');
  await page.getByRole('checkbox').check();
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  for (const lang of LANGS) {
    test(`a mistyped e-mail domain gets a "did you mean" in ${lang}, taken with one tap`, async ({
      page,
    }, testInfo) => {
      await openLive(page, `/reservation?lang=${lang}`);
      const email = page.getByLabel(label(lang, 'email'), { exact: true });
      await email.tap();
      await email.fill('anna.kovacs@gmial.com');
      await page.getByLabel(label(lang, 'phone'), { exact: true }).tap();
      const hint = page.getByRole('status').filter({
        hasText: label(lang, 'emailMeant').replace('{{email}}', 'anna.kovacs@gmail.com'),
      });
      await expect(hint).toBeVisible();
      await hint.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`typo-hint-${lang}.png`) });
      await hint.getByRole('button', { name: label(lang, 'useEmail') }).tap();
      await expect(email).toHaveValue('anna.kovacs@gmail.com');
      await expect(hint).toHaveCount(0);
    });
  }

  test('a closed day says so and offers the next open days, one tap each', async ({
    page,
  }, testInfo) => {
    const monday = closedMonday(8);
    await openLive(page, '/reservation?lang=en');
    await page.getByLabel('Date').fill(monday);
    await expect(page.getByText('We are closed on this day.')).toBeVisible();
    await page.getByText('We are closed on this day.').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('closed-day-en.png') });
    expect(await seriousViolations(page)).toEqual([]);
    const tuesday = formatLongDate(
      new Date(Date.parse(`${monday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
      'en',
    );
    await page.getByRole('button', { name: tuesday }).tap();
    await expect(page.getByLabel('Date')).not.toHaveValue(monday);
    // Opened on the evening (17:00 on), the lunch times one tap away.
    await expect(page.getByRole('radio', { name: '17:00' })).toBeVisible();
    await page.getByRole('button', { name: /Lunch 11:30–17:00/ }).tap();
    await expect(page.getByRole('radio', { name: '11:30' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('lunch-times-en.png') });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused day says why, and a next day offered is one press to the form with its free times', async ({
    page,
  }) => {
    const monday = closedMonday(15);
    await page.goto('/reservation?lang=de');
    await page.getByLabel('Datum').fill(monday);
    await page.getByLabel('Uhrzeit').fill('12:00');
    await fillGuest(page, 'de', 'Gast ohne Skript');
    await page.getByRole('button', { name: 'Reservierung senden' }).click();
    await expect(page.getByText('An diesem Tag haben wir geschlossen.')).toBeVisible();
    const next = page.getByRole('button', { name: /^Dienstag, / });
    await next.click();
    await expect(page.getByLabel('Datum')).not.toHaveValue(monday);
    await page.getByRole('radio', { name: '12:30' }).check();
    await page.getByRole('button', { name: 'Reservierung senden' }).click();
    await expect(
      page.getByRole('heading', { name: 'Ihre Reservierung ist bestätigt!' }),
    ).toBeVisible();
    await expect(page.getByText(/^Dienstag, \d+\. \w+ \d{4}$/)).toBeVisible();
  });
});
