import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type Send } from './dated-fixtures.ts';
import { bookEvent, createEvent } from './event-fixtures.ts';
import { DATABASE_KINDS, createTestApp, jsonLd, type TestApp } from './helpers.ts';
import { dayAhead, openForBooking } from './reservation-fixtures.ts';

// These tests need the built web app (npm run build), as `npm test` does before running them.

const GOOGLE_EVENT_FIELDS = ['name', 'startDate', 'endDate', 'location', 'offers', 'eventStatus'];

describe.each(DATABASE_KINDS)('the events pages on %s', (kind) => {
  let t: TestApp;
  let admin: Send;
  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'true', PUBLIC_URL: 'https://paprika.example' });
    admin = adminClient(t);
    await openForBooking(admin);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url });
  const eventsData = (html: string) => jsonLd(html).filter((data) => data['@type'] === 'Event');

  it('shows an event on its own page in three languages, with the set menu, the seats left in words and its JSON-LD Event', async () => {
    const date = dayAhead(t, 20);
    const event = await createEvent(admin, date, { seats: 8, maxPartySize: 4 });
    await bookEvent(t, event.id, { partySize: 2 });
    const words = { hu: 'még 6 hely', en: '6 seats left', de: 'noch 6 Plätze' };
    const titles = { hu: 'Borvacsora', en: 'Wine dinner', de: 'Weindinner' };
    for (const lang of ['hu', 'en', 'de'] as const) {
      const page = await get(`/events/${event.slug}?lang=${lang}`);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.body).toContain(`<html lang="${lang}">`);
      expect(page.body).toContain(titles[lang]);
      expect(page.body).toContain(words[lang]);
      expect(page.body).toContain({ hu: 'Libamáj', en: 'Foie gras', de: 'Gänseleber' }[lang]);
      expect(page.body).toContain(
        `href="/reservation${lang === 'hu' ? '?' : `?lang=${lang}&amp;`}event=${event.id}"`,
      );
      const canonical = `https://paprika.example/events/${event.slug}${lang === 'hu' ? '' : `?lang=${lang}`}`;
      expect(page.body).toContain(`<link rel="canonical" href="${canonical}">`);
      expect(page.body).toContain(
        `<link rel="alternate" hreflang="de" href="https://paprika.example/events/${event.slug}?lang=de">`,
      );
      const [data] = eventsData(page.body);
      for (const field of GOOGLE_EVENT_FIELDS) expect(data).toHaveProperty(field);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        name: titles[lang],
        startDate: expect.stringMatching(new RegExp(`^${date}T18:00[+-]\\d\\d:\\d\\d$`)),
        endDate: expect.stringMatching(new RegExp(`^${date}T22:00[+-]\\d\\d:\\d\\d$`)),
        eventStatus: 'https://schema.org/EventScheduled',
        location: {
          '@type': 'Place',
          name: 'Paprika Bisztró',
          address: { '@type': 'PostalAddress', addressCountry: 'HU' },
        },
        offers: {
          '@type': 'Offer',
          price: 24_900,
          priceCurrency: 'HUF',
          availability: 'https://schema.org/InStock',
          url: canonical,
        },
      });
    }
  });

  it('says a sold-out event is sold out, in words and in its offer, and offers its waiting list; one closed for booking offers to call', async () => {
    const event = await createEvent(admin, dayAhead(t, 21), { seats: 2, maxPartySize: 2 });
    await bookEvent(t, event.id, { partySize: 2 });
    const page = await get(`/events/${event.slug}?lang=en`);
    expect(page.body).toContain('Sold out');
    expect(page.body).toContain(
      '<p class="event__closed">All seats are taken. Join the waiting list',
    );
    expect(page.body).toMatch(
      new RegExp(`href="/reservation\\?lang=en&amp;event=${event.id}">Join the waiting list</a>`),
    );
    expect(page.body).not.toContain('class="event__closed">No longer bookable online');
    expect(eventsData(page.body)[0]).toMatchObject({
      offers: { availability: 'https://schema.org/SoldOut' },
    });
    const closed = await createEvent(admin, dayAhead(t, 21), { bookingOpen: false });
    const call = await get(`/events/${closed.slug}?lang=en`);
    expect(call.body).toContain(
      '<p class="event__closed">No longer bookable online – please call us!</p>',
    );
    expect(call.body).not.toContain(`event=${closed.id}"`);
  });

  it('lists the events on /events and on the home page while bookable, and in the sitemap', async () => {
    const event = await createEvent(admin, dayAhead(t, 22));
    const list = await get('/events?lang=de');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`href="/events/${event.slug}?lang=de"`);
    expect(eventsData(list.body).length).toBeGreaterThan(0);
    const home = await get('/?lang=de');
    expect(home.body).toContain(`href="/events/${event.slug}?lang=de"`);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>https://paprika.example/events/${event.slug}?lang=en</loc>`);
    expect(sitemap).toContain('<loc>https://paprika.example/events</loc>');
  });

  it('answers 404 for an event that does not exist', async () => {
    expect((await get('/events/nincs-ilyen')).statusCode).toBe(404);
  });
});
