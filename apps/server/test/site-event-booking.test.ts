import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type Send } from './dated-fixtures.ts';
import { bookEvent, createEvent } from './event-fixtures.ts';
import { DATABASE_KINDS, createTestApp, type TestApp } from './helpers.ts';
import { dayAhead, openForBooking } from './reservation-fixtures.ts';
import { entryOf, eventWish, joinList } from './waitlist-fixtures.ts';

// These tests need the built web app (npm run build), as `npm test` does before running them.

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const keyOf = (html: string) =>
  /<input type="hidden" name="key" value="([\w-]{22})"/.exec(html)![1]!;

describe.each(DATABASE_KINDS)("an event's booking page on %s", (kind) => {
  let t: TestApp;
  let admin: Send;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      SEED_DEMO: 'true',
      PUBLIC_URL: 'https://paprika.example',
      RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000',
    });
    admin = adminClient(t);
    await openForBooking(admin);
  });
  afterAll(() => t.close());

  const send = (lang: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/reservation?lang=${lang}`,
      headers: FORM,
      payload: new URLSearchParams({
        name: 'Anna Schmidt',
        email: `anna${Math.random()}@example.test`,
        phone: '+49 30 1234567',
        privacyAccepted: 'true',
        ...fields,
      }).toString(),
    });

  it('shows the event in place of the day and time, and asks only for a party within its sizes, in three languages', async () => {
    const event = await createEvent(admin, dayAhead(t, 14), { minPartySize: 2, maxPartySize: 6 });
    const titles = { hu: 'Borvacsora', en: 'Wine dinner', de: 'Weindinner' };
    for (const lang of ['hu', 'en', 'de'] as const) {
      const query = lang === 'hu' ? `?event=${event.id}` : `?lang=${lang}&event=${event.id}`;
      const page = await t.app.inject({ url: `/reservation${query}` });
      expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
      expect(page.body).toContain(`<h2 id="booking-event-title">${titles[lang]}</h2>`);
      expect(page.body).toContain('18:00–22:00');
      expect(page.body).toMatch(/24[\s\u00a0\u202f.,]900/);
      expect(page.body).toContain(`<input type="hidden" name="eventId" value="${event.id}"/>`);
      expect(page.body).not.toContain('name="date"');
      expect(page.body).not.toContain('name="time"');
      const sizes = [...page.body.matchAll(/<option value="(\d+)"/g)].map((match) => match[1]);
      expect(sizes).toEqual(['2', '3', '4', '5', '6']);
    }
  });

  it("keeps the event in the language switch's links on its booking page, in three languages", async () => {
    const event = await createEvent(admin, dayAhead(t, 17));
    const titles = { hu: 'Borvacsora', en: 'Wine dinner', de: 'Weindinner' };
    for (const lang of ['hu', 'en', 'de'] as const) {
      const query = lang === 'hu' ? `?event=${event.id}` : `?lang=${lang}&event=${event.id}`;
      const page = await t.app.inject({ url: `/reservation${query}` });
      const links = [...page.body.matchAll(/class="language-switch__option" href="([^"]+)"/g)].map(
        (match) => match[1]!.replaceAll('&amp;', '&'),
      );
      const languages = links.map((link) =>
        new URL(link, 'https://x.test').searchParams.get('lang'),
      );
      expect(languages.sort()).toEqual(['hu', 'en', 'de'].filter((other) => other !== lang).sort());
      for (const link of links) {
        const url = new URL(link, 'https://x.test');
        expect(url.pathname).toBe('/reservation');
        expect(url.searchParams.get('event')).toBe(String(event.id));
        const switched = await t.app.inject({ url: link });
        const other = url.searchParams.get('lang') as keyof typeof titles;
        expect(switched.body).toContain(`<h2 id="booking-event-title">${titles[other]}</h2>`);
        expect(switched.body).not.toContain('name="time"');
      }
    }
  });

  it('books the event without JavaScript in German and names it on the receipt', async () => {
    const event = await createEvent(admin, dayAhead(t, 15), { seats: 10 });
    const page = await t.app.inject({ url: `/reservation?lang=de&event=${event.id}` });
    const response = await send('de', {
      key: keyOf(page.body),
      eventId: String(event.id),
      partySize: '3',
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(303);
    const receipt = await t.app.inject({ url: response.headers.location! });
    expect(receipt.body).toContain('Ihre Reservierung ist bestätigt!');
    expect(receipt.body).toContain('<dt>Veranstaltung</dt><dd>Weindinner</dd>');
    expect(receipt.body).toContain('18:00');
    const after = (await t.app.inject({ url: `/api/events/${event.id}` })).json<{
      seatsLeft: number;
    }>();
    expect(after.seatsLeft).toBe(7);
  });

  it('refuses a party the event cannot seat with its seats left, the phone to call and its waiting list, and a sold-out event only joins the list', async () => {
    const event = await createEvent(admin, dayAhead(t, 16), { seats: 4, maxPartySize: 4 });
    await bookEvent(t, event.id, { partySize: 2 });
    const refused = await send('en', { eventId: String(event.id), partySize: '3' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('This event has no more seats for a party of this size.');
    expect(refused.body).toMatch(
      /Please call us:.{0,20}<a href="tel:[^"]+" class="booking-phone">/,
    );
    expect(refused.body).toContain('2 seats left');
    expect(refused.body).toContain('name="eventId"');
    expect(refused.body).toContain('name="waitlist"');
    await bookEvent(t, event.id, { partySize: 2 });
    const soldOut = await t.app.inject({ url: `/reservation?lang=de&event=${event.id}` });
    expect(soldOut.body).toContain('Ausgebucht');
    expect(soldOut.body).toContain('name="eventId"');
    expect(soldOut.body).toMatch(/<button [^>]*name="waitlist">Auf die Warteliste<\/button>/);
    expect(soldOut.body).not.toContain('type="submit">Reservierung senden</button>');
  });

  it("joins a sold-out event's waiting list without JavaScript in three languages, on a page that names the event", async () => {
    const words = {
      hu: {
        title: 'Borvacsora',
        lead: 'Erre az eseményre ennyi főre már nincs szabad hely.',
        joined: 'Felírtuk az esemény várólistájára.',
      },
      en: {
        title: 'Wine dinner',
        lead: 'There are no seats left at this event for that many guests.',
        joined: 'You are on the waiting list for this event.',
      },
      de: {
        title: 'Weindinner',
        lead: 'Für diese Veranstaltung sind für so viele Personen keine Plätze mehr frei.',
        joined: 'Sie stehen auf der Warteliste für diese Veranstaltung.',
      },
    };
    for (const lang of ['hu', 'en', 'de'] as const) {
      const event = await createEvent(admin, dayAhead(t, 18), { seats: 2, maxPartySize: 2 });
      await bookEvent(t, event.id, { partySize: 2 });
      const query = lang === 'hu' ? `?event=${event.id}` : `?lang=${lang}&event=${event.id}`;
      const page = await t.app.inject({ url: `/reservation${query}` });
      expect(page.body).toContain(`<p class="notice">${words[lang].lead}`);
      const joined = await send(lang, {
        key: keyOf(page.body),
        eventId: String(event.id),
        partySize: '2',
        waitlist: '1',
      });
      expect(joined.statusCode, joined.body.slice(0, 300)).toBe(303);
      expect(joined.headers.location).toMatch(/^\/waitlist\/[\w-]{43}\?joined=1/);
      const entry = await t.app.inject({ url: joined.headers.location! });
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toMatch(new RegExp(`role="status">${words[lang].joined}`));
      expect(entry.body).toContain(`<dd>${words[lang].title}</dd>`);
      expect(entry.body).toContain('<dd>18:00</dd>');
    }
  });

  it('answers a wish for an event whose seats came free with the booking form instead', async () => {
    const event = await createEvent(admin, dayAhead(t, 19), { seats: 4, maxPartySize: 4 });
    await bookEvent(t, event.id, { partySize: 2 });
    const refused = await send('en', { eventId: String(event.id), partySize: '2', waitlist: '1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatch(/role="alert"[^>]*>Seats have come free for this many guests/);
    expect(refused.body).toContain('2 seats left');
    expect(refused.body).not.toContain('name="waitlist"');
  });

  it("refuses a party outside the event's sizes under its field, keeping the guest's values", async () => {
    const event = await createEvent(admin, dayAhead(t, 17), { minPartySize: 2, maxPartySize: 4 });
    const refused = await send('hu', { eventId: String(event.id), partySize: '1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('id="partySize-error"');
    expect(refused.body).toContain('value="Anna Schmidt"');
  });

  it("says without JavaScript, in the guest's language, that an offer of an event's seats taken after its hold has lapsed", async () => {
    const event = await createEvent(admin, dayAhead(t, 20), { seats: 2, maxPartySize: 2 });
    const booking = await bookEvent(t, event.id, { partySize: 2 });
    const { joined } = await joinList(t.app, eventWish(event.id, { language: 'de' }));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/by-token/${booking.manageUrl.split('/').pop()}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await entryOf(t.app, joined)).status).toBe('offered');
    // The hold of 20 minutes has run out; the instance has not looked after the lists yet.
    t.clock.now += 21 * 60_000;
    const late = await t.app.inject({
      method: 'POST',
      url: `${joined.manageUrl}?lang=de`,
      headers: FORM,
      payload: 'action=take',
    });
    expect(late.statusCode).toBe(409);
    expect(late.body).toMatch(/role="alert">Leider ist dieses Angebot abgelaufen/);
  });
});
