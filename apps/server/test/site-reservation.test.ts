import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from './dated-fixtures.ts';
import { DATABASE_KINDS, createTestApp, jsonLd, type TestApp } from './helpers.ts';
import { dayAhead, GUEST_FIELDS, openForBooking } from './reservation-fixtures.ts';

// These tests need the built web app (npm run build), as `npm test` does before running them.

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
describe.each(DATABASE_KINDS)('the booking page on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      SEED_DEMO: 'true',
      PUBLIC_URL: 'https://paprika.example',
      RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000',
    });
  });
  afterAll(() => t.close());

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const booking = (fields: Record<string, string> = {}) =>
    form({
      date: dayAhead(t),
      time: '19:00',
      partySize: '2',
      name: 'Anna Smith',
      email: `anna${Math.random()}@example.test`,
      phone: '+44 20 7946 0000',
      note: '',
      privacyAccepted: 'true',
      ...fields,
    });

  it('links the booking page from the navbar and the home page in each language, and names it in the JSON-LD', async () => {
    await openForBooking(adminClient(t));
    for (const [lang, label] of [
      ['hu', 'Asztalfoglalás'],
      ['en', 'Book a table'],
      ['de', 'Tisch reservieren'],
    ]) {
      const home = await t.app.inject({ url: `/?lang=${lang}` });
      const href = lang === 'hu' ? '/reservation' : `/reservation?lang=${lang}`;
      expect(
        home.body.match(new RegExp(`href="${href.replace('?', '\\?')}"[^>]*>${label}<`, 'g'))
          ?.length,
      ).toBe(2);
      const [restaurant] = jsonLd(home.body);
      expect(restaurant!.acceptsReservations).toBe(`https://paprika.example${href}`);
    }
    const page = await t.app.inject({ url: '/reservation?lang=en' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<form class="booking-form" action="/reservation?lang=en" method="post"',
    );
    for (const name of [...GUEST_FIELDS, 'privacyAccepted']) {
      expect(page.body).toContain(`name="${name}"`);
    }
    expect(page.headers['cache-control']).toMatch(/public/);
  });

  it('books without JavaScript: the form posts to the server, which answers with the confirmation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/reservation?lang=de',
      headers: FORM,
      payload: booking(),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Ihre Reservierung ist bestätigt!');
    const link = /href="(\/reservation\/[\w-]{43})"/.exec(response.body)![1]!;
    const manage = await t.app.inject({ url: link });
    expect(manage.statusCode).toBe(200);
    expect(manage.headers['cache-control']).toBe('no-store');
    expect(manage.headers['x-robots-tag']).toBe('noindex');
    // The booking's own language.
    expect(manage.body).toContain('<html lang="de">');
    expect(manage.body).toContain('Ihre Reservierung');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${link}?lang=de`,
      headers: FORM,
      payload: form({ action: 'cancel' }),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toContain('Ihre Reservierung ist storniert.');
  });

  it("answers a refused form with the form again, its values and its messages in the page's language", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/reservation?lang=en',
      headers: FORM,
      payload: booking({ time: '19:05', privacyAccepted: '', name: 'Keep Me' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Please agree to the data protection terms to book.');
    expect(response.body).toContain('value="Keep Me"');
    const full = await t.app.inject({
      method: 'POST',
      url: '/reservation',
      headers: FORM,
      payload: booking({ time: '19:05' }),
    });
    expect(full.body).toContain('Válasszon egy kínált időpontot.');
  });

  it('answers 404 on the page for an unknown link', async () => {
    const response = await t.app.inject({ url: `/reservation/${'a'.repeat(43)}?lang=en` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('There is no such booking.');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
