import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from './dated-fixtures.ts';
import { DATABASE_KINDS, createTestApp, jsonLd, type TestApp } from './helpers.ts';
import { dayAhead, GUEST_FIELDS, openForBooking } from './reservation-fixtures.ts';

// These tests need the built web app (npm run build), as `npm test` does before running them.

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const keyOf = (html: string) =>
  /<input type="hidden" name="key" value="([\w-]{22})"/.exec(html)![1]!;
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
    // The form carries a one-time key of its own for each guest, so no cache may keep the page.
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBeUndefined();
    const again = await t.app.inject({ url: '/reservation?lang=en' });
    expect(keyOf(page.body)).not.toBe(keyOf(again.body));
  });

  it('books once for a form sent twice, two at once and once more, answering each with 303 to the booking', async () => {
    const fields = booking({ key: keyOf((await t.app.inject({ url: '/reservation' })).body) });
    const send = () =>
      t.app.inject({ method: 'POST', url: '/reservation?lang=en', headers: FORM, payload: fields });
    const answers = [...(await Promise.all([send(), send()])), await send()];
    const location = answers[0]!.headers.location;
    expect(location).toMatch(/^\/reservation\/[\w-]{43}\?booked=1$/);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(location);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    const email = new URLSearchParams(fields).get('email')!;
    const rows = await t.db.selectFrom('reservations').select('id').where('email', '=', email);
    expect(await rows.execute()).toHaveLength(1);
    const mails = await t.db.selectFrom('outbox').select('id').where('recipient', '=', email);
    expect(await mails.execute()).toHaveLength(1);

    // The same key with other details books nothing and offers the form again, with a new key.
    const other = await t.app.inject({
      method: 'POST',
      url: '/reservation?lang=en',
      headers: FORM,
      payload: fields.replace('partySize=2', 'partySize=3'),
    });
    expect(other.statusCode).toBe(409);
    expect(other.body).toContain('This form was already sent with other details');
    expect(keyOf(other.body)).not.toBe(new URLSearchParams(fields).get('key'));
    expect(await rows.execute()).toHaveLength(1);
    // From another browser the same submission never leads to the booking's page.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/reservation?lang=en',
      headers: { ...FORM, 'user-agent': 'Another browser' },
      payload: fields,
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.body).toContain('This booking has already been made');
    expect(elsewhere.body).not.toContain(location!.split('?')[0]);
  });

  it('books without JavaScript: the form posts to the server, which leads to the confirmation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/reservation?lang=de',
      headers: FORM,
      payload: booking(),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(303);
    const confirmation = await t.app.inject({ url: response.headers.location! });
    expect(confirmation.headers['cache-control']).toBe('no-store');
    expect(confirmation.body).toContain('<title>Reservierung eingegangen – ');
    expect(confirmation.body).toMatch(
      /<h2 id="booking-done-title" tabindex="-1" autofocus="">Ihre Reservierung ist bestätigt!/,
    );
    const link = /href="(\/reservation\/[\w-]{43})"/.exec(confirmation.body)![1]!;
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
    expect(response.body).toContain('<title>Error: Book a table – ');
    expect(response.body).toMatch(
      /<p class="notice notice--error" role="alert" tabindex="-1" autofocus="">Please correct the marked fields\./,
    );
    expect(response.body).toContain('value="Keep Me"');
    const full = await t.app.inject({
      method: 'POST',
      url: '/reservation',
      headers: FORM,
      payload: booking({ time: '19:05' }),
    });
    expect(full.body).toContain('Válasszon egy kínált időpontot.');
  });

  it("moves a booking on its page through the form's free times, a refused move answered with the day's free times", async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/reservation?lang=en',
      headers: FORM,
      payload: booking({ key: keyOf((await t.app.inject({ url: '/reservation' })).body) }),
    });
    const link = booked.headers.location!.split('?')[0]!;
    const page = await t.app.inject({ url: `${link}?lang=en` });
    expect(page.body).toMatch(
      /<button class="button button--primary"[^>]*value="move"[^>]*>Save the change</,
    );
    const move = (time: string) =>
      t.app.inject({
        method: 'POST',
        url: `${link}?lang=en`,
        headers: FORM,
        payload: form({ action: 'move', date: dayAhead(t), time, partySize: '3' }),
      });
    const refused = await move('19:05');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<title>Error: Book a table');
    // The day's free times to choose from, without JavaScript.
    expect(refused.body).toMatch(/<input(?=[^>]*name="time")[^>]*value="12:00"/);
    expect(refused.body).toMatch(/<input(?=[^>]*name="time")[^>]*value="20:00"/);
    const moved = await move('20:00');
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain('Your booking has been changed.');
  });

  it('answers 404 on the page for an unknown link', async () => {
    const response = await t.app.inject({ url: `/reservation/${'a'.repeat(43)}?lang=en` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('There is no such booking.');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
