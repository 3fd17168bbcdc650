import type { Page } from '@playwright/test';
import { test, expect } from './admin-fixtures.ts';
import { freshOpenDay } from './support.ts';

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function fillGuest(
  page: Page,
  labels: { name: string; email: string; phone: string },
  who: string,
) {
  await page.getByLabel(labels.name).fill(who);
  await page.getByLabel(labels.email).fill(`${who.toLowerCase().replace(/\W/g, '')}@example.test`);
  await page.getByLabel(labels.phone).fill('+36 30 123 4567');
}

for (const screen of SCREENS) {
  test.describe(`booking on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('a guest books in Hungarian through the form, then cancels through the link', async ({
        page,
        baseURL,
      }) => {
        const date = await freshOpenDay(baseURL!);
        await page.goto('/');
        await page.getByRole('navigation').getByRole('link', { name: 'Asztalfoglalás' }).click();
        await expect(page.getByRole('heading', { name: 'Asztalfoglalás', level: 1 })).toBeVisible();
        await page.getByLabel('Dátum').fill(date);
        await page.getByLabel('Létszám (fő)').selectOption('2');
        await page.getByLabel('Időpont').fill('12:15');
        const who = `Kovács ${screen.name}`;
        await fillGuest(page, { name: 'Név', email: 'E-mail-cím', phone: 'Telefonszám' }, who);
        await page.getByLabel('Elfogadom').check();
        await page.getByRole('button', { name: 'Foglalás elküldése' }).click();
        await expect(
          page.getByRole('heading', { name: 'Foglalását visszaigazoltuk!' }),
        ).toBeVisible();
        await page.getByRole('link', { name: 'Foglalásom megtekintése' }).click();
        await expect(page.getByRole('heading', { name: 'Az Ön foglalása' })).toBeVisible();
        await page.getByRole('link', { name: 'Foglalás lemondása' }).click();
        await expect(
          page.getByRole('heading', { name: 'Biztosan lemondja ezt a foglalást?' }),
        ).toBeVisible();
        await page.getByRole('button', { name: 'Igen, lemondom' }).click();
        await expect(page.getByText('Foglalását lemondtuk.')).toBeVisible();
      });
    });

    for (const [lang, texts] of [
      [
        'en',
        {
          title: 'Book a table',
          date: 'Date',
          guests: 'Guests',
          labels: { name: 'Name', email: 'E-mail', phone: 'Phone' },
          agree: 'I agree',
          submit: 'Send booking',
          done: 'Your booking is confirmed!',
          lunch: 'Lunch',
        },
      ],
      [
        'de',
        {
          title: 'Tisch reservieren',
          date: 'Datum',
          guests: 'Personen',
          labels: { name: 'Name', email: 'E-Mail', phone: 'Telefon' },
          agree: 'Ich bin einverstanden',
          submit: 'Reservierung senden',
          done: 'Ihre Reservierung ist bestätigt!',
          lunch: 'Mittag',
        },
      ],
    ] as const) {
      test(`with JavaScript a guest picks one of the day's free times in ${lang}`, async ({
        page,
        baseURL,
      }) => {
        const date = await freshOpenDay(baseURL!);
        await page.goto(`/reservation?lang=${lang}`);
        await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
        await page.getByLabel(texts.date).fill(date);
        await page.getByLabel(texts.guests).selectOption('3');
        // The times open on the evening; lunch is one tap away.
        await page.getByRole('button', { name: new RegExp(texts.lunch) }).click();
        const slot = page.getByRole('radio', { name: '12:30' });
        await slot.check();
        await fillGuest(page, texts.labels, `Guest ${lang} ${screen.name}`);
        await page.getByLabel(texts.agree).check();
        await page.getByRole('button', { name: texts.submit }).click();
        await expect(page.getByRole('heading', { name: texts.done })).toBeVisible();
        await expect(page.getByText('12:30')).toBeVisible();
      });
    }

    test('staff confirm a large party on the phone-first day view, and the guest then cancels through the link', async ({
      page,
      baseURL,
    }) => {
      const date = await freshOpenDay(baseURL!);
      await page.goto('/reservation?lang=de');
      await page.getByLabel('Datum').fill(date);
      await page.getByLabel('Personen').selectOption('7');
      await page.getByRole('button', { name: /Mittag/ }).click();
      await page.getByRole('radio', { name: '13:00' }).check();
      const who = `Gruppe ${screen.name}`;
      await fillGuest(page, { name: 'Name', email: 'E-Mail', phone: 'Telefon' }, who);
      await page.getByLabel('Ich bin einverstanden').check();
      await page.getByRole('button', { name: 'Reservierung senden' }).click();
      await expect(
        page.getByRole('heading', { name: /Wir haben Ihre Anfrage erhalten/ }),
      ).toBeVisible();
      const manage = await page
        .getByRole('link', { name: /Reservierung ansehen/ })
        .getAttribute('href');

      await page.goto(`/admin/foglalasok?nap=${date}`);
      const card = page.locator('.booking-card').filter({ hasText: who });
      await expect(card.getByText('Döntésre vár')).toBeVisible();
      await card.getByRole('button', { name: 'Visszaigazolás' }).click();
      await expect(card.getByText('Visszaigazolva')).toBeVisible();

      await page.goto(manage!);
      await expect(page.getByText('Bestätigt')).toBeVisible();
      await page.getByRole('link', { name: 'Reservierung stornieren' }).click();
      await page.getByRole('button', { name: 'Ja, stornieren' }).click();
      await expect(page.getByText('Ihre Reservierung ist storniert.')).toBeVisible();
    });
  });
}
