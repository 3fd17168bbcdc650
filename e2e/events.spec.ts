import { wineDinner } from './event-support.ts';
import { expect } from './server-fixture.ts';
import { LANGS, openLive, seriousViolations, test, text } from './support.ts';

const PHONE = { width: 390, height: 844 };

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  for (const lang of LANGS) {
    test(`an event's page in ${lang} shows its set menu and the seats left, and one tap leads to booking it`, async ({
      page,
      serverURL,
    }, testInfo) => {
      const { event } = await wineDinner(serverURL);
      await openLive(page, `/events/${event.slug}?lang=${lang}`);
      await expect(page.getByRole('heading', { name: event.title[lang] })).toBeVisible();
      await expect(
        page.getByText(text(lang, 'events.seatsLeft').replace('{{count}}', '6')),
      ).toBeVisible();
      for (const course of event.courses) {
        await expect(page.getByText(course.name[lang], { exact: true }).first()).toBeVisible();
      }
      await page.screenshot({ path: testInfo.outputPath(`event-${lang}.png`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: text(lang, 'events.book') }).tap();
      await expect(page).toHaveURL(new RegExp(`/reservation\\?.*event=${event.id}`));
    });
  }

  test('a guest books an event in German through the form, switched to from Hungarian, the receipt naming the event', async ({
    page,
    serverURL,
  }, testInfo) => {
    const { event } = await wineDinner(serverURL);
    await openLive(page, `/events/${event.slug}`);
    await page.getByRole('link', { name: text('hu', 'events.book') }).tap();
    await expect(page.getByRole('heading', { name: 'Tokaji borvacsora' })).toBeVisible();
    await page.getByRole('link', { name: 'DE Deutsch' }).tap();
    await expect(page).toHaveURL(new RegExp(`/reservation\\?.*event=${event.id}`));
    await expect(page.getByRole('heading', { name: 'Tokajer Weindinner' })).toBeVisible();
    await expect(page.getByText('noch 6 Plätze')).toBeVisible();
    // The event in place of the day and time: only the party, within the event's sizes.
    await expect(page.getByLabel('Datum')).toHaveCount(0);
    const party = page.getByLabel('Personen (1–4 für diese Veranstaltung)');
    await party.tap();
    await party.selectOption('3');
    await page.getByLabel('Name').fill('Lena Weber');
    await page.getByLabel('E-Mail').fill('lena.weber@example.test');
    await page.getByLabel('Telefon').fill('+49 30 1234567');
    await page.getByLabel('Ich bin einverstanden').tap();
    await page.screenshot({ path: testInfo.outputPath('event-form-de.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Reservierung senden' }).tap();
    await expect(
      page.getByRole('heading', { name: 'Ihre Reservierung ist bestätigt!' }),
    ).toBeVisible();
    const facts = page.locator('.booking-done .facts');
    await expect(facts.getByText('Veranstaltung')).toBeVisible();
    await expect(facts.getByText('Tokajer Weindinner')).toBeVisible();
    await expect(facts.getByText('19:00')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('event-receipt-de.png'), fullPage: true });
  });
});

test('the events page and the home page name a bookable event on a desktop', async ({
  page,
  serverURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The home page names the two soonest: a day before every other journey's events.
  const { event } = await wineDinner(serverURL, { daysAhead: 29 });
  await openLive(page, '/?lang=en');
  const card = page.locator(`.card--event:has(a[href*="${event.slug}"])`);
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('home-events-en.png') });
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}`));
  await expect(page.getByRole('heading', { name: event.title.en })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('event-desktop-en.png'), fullPage: true });
});
