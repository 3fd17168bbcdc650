import { describe, expect, it } from 'vitest';
import type { Media } from '@restaurant/contract/media.ts';
import type { OpeningHours } from '@restaurant/contract/opening-hours.ts';
import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import { addDays } from '@restaurant/contract/calendar.ts';
import { wallClock, wallClockFrom, type ZoneOffsets } from '@restaurant/contract/zone-clock.ts';
import { restaurantToday } from './dated-fixtures.ts';
import { DATABASE_KINDS, jsonLd, localized } from './helpers.ts';
import { multipart, picture } from './media-fixtures.ts';
import { useAdminApp } from './fixtures.ts';

// These tests need the built web app (npm run build), as `npm test` does before running them.

/** The rendered page without the data it carries for the browser. */
const visible = (html: string) =>
  html.split('<script type="application/json" id="site-state">')[0]!;
const siteState = (html: string) =>
  JSON.parse(/<script type="application\/json" id="site-state">(.*?)<\/script>/.exec(html)![1]!);

describe.each(DATABASE_KINDS)("the restaurant's own content on the pages, on %s", (kind) => {
  const { t, admin } = useAdminApp(kind, {
    SEED_DEMO: 'true',
    PUBLIC_URL: 'https://paprika.example',
  });

  const page = async (url: string) => (await t.app.inject({ url })).body;
  const profile = async () => (await t.app.inject({ url: '/api/restaurant' })).json<Restaurant>();
  const hours = async () =>
    (await t.app.inject({ url: '/api/opening-hours' })).json<OpeningHours>();
  const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
    const done = await response;
    expect(done.statusCode, done.body).toBe(200);
  };

  it("shows the demo restaurant's seeded facts, hours, logo, hero and gallery on a fresh start", async () => {
    const home = await page('/?lang=en');
    expect(home).toContain('+36 1 234 5678');
    expect(home).toContain('Ráday utca 12.');
    expect(home).toContain('10:00-20:00');
    const [restaurant] = jsonLd(home);
    expect(restaurant).toMatchObject({
      telephone: '+36 1 234 5678',
      address: { streetAddress: 'Ráday utca 12.', postalCode: '1092' },
      geo: { latitude: 47.4867, longitude: 19.0633 },
      paymentAccepted: 'Visa, Mastercard, Maestro, Apple Pay, Google Pay, SZÉP card',
      image: expect.stringMatching(/^https:\/\/paprika\.example\/media\/p\/\w+\/\d+\.jpg$/),
    });
    expect(restaurant!.openingHoursSpecification).toHaveLength(3);
    // The logo, the hero and the gallery's four.
    expect(home.match(/<picture/g)).toHaveLength(6);
    expect(home).toMatch(/<picture class="brand__logo">.*?<img[^>]* alt=""/s);
    expect(home).toMatch(/<img[^>]*loading="eager" fetchPriority="high"/);
    expect(home).toMatch(
      /<img[^>]*alt="The bistro&#x27;s warmly lit dining room with wooden tables"[^>]*loading="lazy"/,
    );
  });

  it('shows a changed phone number, text and payment methods at the next page load', async () => {
    const changed = {
      ...(await profile()),
      phone: '+36 30 999 8877',
      paymentMethods: ['cash', 'amex'],
      texts: { ...(await profile()).texts, welcome: localized('Brand new welcome') },
    };
    await ok(admin({ method: 'PUT', url: '/api/restaurant', payload: changed }));
    const home = await page('/?lang=de');
    expect(home).toContain('+36 30 999 8877');
    expect(home).toContain('href="tel:+36309998877"');
    expect(home).toContain('Brand new welcome de');
    expect(home).toContain('/media/pay-amex.svg');
    expect(home).not.toContain('/media/pay-visa.svg');
    expect(jsonLd(home)[0]).toMatchObject({
      telephone: '+36 30 999 8877',
      paymentAccepted: 'Bargeld, American Express',
    });
    expect(await page('/impressum?lang=en')).toContain('+36 30 999 8877');
  });

  it("shows changed hours and the coming days' exceptions with their notes", async () => {
    const today = restaurantToday(t);
    const stored = await hours();
    await ok(
      admin({
        method: 'PUT',
        url: '/api/opening-hours',
        payload: {
          weekly: stored.weekly.map((day) =>
            day.day === 5 ? { ...day, restaurant: [{ from: '10:00', to: '23:30' }] } : day,
          ),
          exceptions: [
            {
              from: addDays(today, 2),
              to: addDays(today, 3),
              closed: true,
              restaurant: [],
              kitchen: [],
              note: localized('Family holiday'),
            },
            {
              from: addDays(today, 20),
              to: addDays(today, 20),
              closed: true,
              restaurant: [],
              kitchen: [],
              note: localized('Far away'),
            },
          ],
        },
      }),
    );
    const home = await page('/?lang=en');
    expect(home).toContain('10:00-23:30');
    expect(home).toContain('Family holiday en');
    expect(visible(home)).not.toContain('Far away en');
    const [restaurant] = jsonLd(home);
    expect(restaurant!.specialOpeningHoursSpecification).toEqual([
      expect.objectContaining({
        validFrom: addDays(today, 2),
        validThrough: addDays(today, 3),
        opens: '00:00',
        closes: '00:00',
      }),
      expect.objectContaining({ validFrom: addDays(today, 20) }),
    ]);
    // The browser works out "open now" from the hours the page carries.
    expect(siteState(home).restaurant.hours.exceptions).toHaveLength(2);
  });

  it("carries no page data, only the state the page comes alive with, and the clock offsets of the restaurant's week", async () => {
    const html = (await t.app.inject({ url: '/menu?lang=en' })).body;
    const state = siteState(html) as Record<string, unknown> & { zone: ZoneOffsets };
    expect(state).not.toHaveProperty('data');
    expect(state.failed).toBe(false);
    // Read without Intl in the browser, the clock agrees with Intl's over the coming week.
    for (let day = 0; day < 7; day++) {
      const at = t.clock.now + day * 86_400_000;
      expect(wallClockFrom(state.zone, at)).toEqual(wallClock('Europe/Budapest', at));
    }
  });

  it('shows a newly uploaded picture in the gallery once it has its alternative texts', async () => {
    const upload = await admin({
      method: 'POST',
      url: '/api/media',
      ...multipart(await picture(640, 480)),
    });
    const media = upload.json<Media>();
    await ok(
      admin({
        method: 'PUT',
        url: `/api/media/${media.id}`,
        payload: { alt: localized('Our new terrace') },
      }),
    );
    await ok(admin({ method: 'PUT', url: '/api/gallery', payload: { mediaIds: [media.id] } }));
    const home = await page('/?lang=hu');
    expect(home).toContain(`${media.base}/480.avif 480w`);
    expect(home).toContain('alt="Our new terrace hu"');
    expect(home).toContain('width="640" height="480"');
    expect(visible(home)).not.toContain('warmly lit dining room');
  });
});
