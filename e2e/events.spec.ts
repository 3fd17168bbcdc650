import { addDays, dateIn } from '@restaurant/contract/calendar.ts';
import type { Event } from '@restaurant/contract/event.ts';
import type { Food } from '@restaurant/contract/food.ts';
import { expect } from './server-fixture.ts';
import { LANGS, adminToken, openLive, seriousViolations, test, text } from './support.ts';

const PHONE = { width: 390, height: 844 };

let made = 0;

/**
 * A wine dinner of four dishes of the demo carte, six seats, two of them booked, 30 days from
 * today unless asked for another day.
 */
async function wineDinner(baseURL: string, daysAhead = 30): Promise<Event> {
  const token = await adminToken(baseURL);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const foods = (await (await fetch(`${baseURL}/api/foods`, { headers })).json()) as Food[];
  made += 1;
  const none = { hu: '', en: '', de: '' };
  const created = await fetch(`${baseURL}/api/events`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      slug: `borvacsora-${Date.now()}-${made}`,
      title: { hu: 'Tokaji borvacsora', en: 'Tokaj wine dinner', de: 'Tokajer Weindinner' },
      description: {
        hu: 'Négy fogás, négy bor.',
        en: 'Four courses, four wines.',
        de: 'Vier Gänge, vier Weine.',
      },
      date: addDays(dateIn('Europe/Budapest'), daysAhead),
      startTime: '19:00',
      endTime: '23:00',
      seats: 8,
      pricePerPerson: 24_900,
      exclusive: false,
      bookingOpen: true,
      minPartySize: 1,
      maxPartySize: 4,
      courses: foods.slice(0, 4).map((food) => ({ foodId: food.id })),
      prepayment: { required: false, instructions: none },
    }),
  });
  expect(created.status).toBe(201);
  const event = (await created.json()) as Event;
  const booked = await fetch(`${baseURL}/api/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      eventId: event.id,
      partySize: 2,
      name: 'Kovács Anna',
      email: 'anna@example.test',
      phone: '+36 30 123 4567',
      language: 'hu',
      privacyAccepted: true,
    }),
  });
  expect(booked.status).toBe(201);
  return event;
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  for (const lang of LANGS) {
    test(`an event's page in ${lang} shows its set menu and the seats left, and one tap leads to booking it`, async ({
      page,
      serverURL,
    }, testInfo) => {
      const event = await wineDinner(serverURL);
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
    const event = await wineDinner(serverURL);
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
  const event = await wineDinner(serverURL, 29);
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
