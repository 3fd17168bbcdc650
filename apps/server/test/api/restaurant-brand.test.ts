import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@restaurant/contract/audit.ts';
import type { Media } from '@restaurant/contract/media.ts';
import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import { restaurant as demo } from '#src/seed/data/restaurant.ts';
import { errorPaths, expectProblem } from '../dated-fixtures.ts';
import { DATABASE_KINDS, jsonLd, localized } from '../helpers.ts';
import { multipart, picture } from '../media-fixtures.ts';
import { useAdminApp } from '../fixtures.ts';

// These tests need the built web app (npm run build), as `npm test` does before running them.

const HEADINGS = { hu: 'Nálunk történt', en: 'It happened here', de: 'Bei uns erlebt' };

describe.each(DATABASE_KINDS)("the restaurant's logo and gallery heading on %s", (kind) => {
  const { t, admin } = useAdminApp(kind, { PUBLIC_URL: 'https://paprika.example' });
  let logo: Media;
  let undescribed: number;
  let photo: number;

  const upload = async (width: number, height: number) =>
    (
      await admin({ method: 'POST', url: '/api/media', ...multipart(await picture(width, height)) })
    ).json<Media>();
  const describeIt = (id: number, text: string) =>
    admin({ method: 'PUT', url: `/api/media/${id}`, payload: { alt: localized(text) } });
  const put = (body: object) => admin({ method: 'PUT', url: '/api/restaurant', payload: body });
  const profile = (change: Partial<Restaurant> = {}): Restaurant => ({
    ...structuredClone(demo),
    heroMediaId: null,
    logoMediaId: null,
    ...change,
  });
  const page = async (url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    logo = await upload(120, 60);
    await describeIt(logo.id, 'Logo');
    photo = (await upload(64, 48)).id;
    await describeIt(photo, 'Terrace');
    undescribed = (await upload(40, 40)).id;
    expect((await put(profile())).statusCode).toBe(200);
    const gallery = { mediaIds: [photo] };
    expect((await admin({ method: 'PUT', url: '/api/gallery', payload: gallery })).statusCode).toBe(
      200,
    );
  });

  it('shows the name alone in the header while there is no logo, and the heading the profile gives', async () => {
    const html = await page('/?lang=en');
    expect(html).not.toContain('<picture class="brand__logo">');
    expect(jsonLd(html)[0]).not.toHaveProperty('logo');
    expect(html).toContain('<h2 id="gallery-title">Moments from the bistro</h2>');
  });

  it('stores the logo and the heading, and every page shows them at once, in each language', async () => {
    // Read first, so that the pages are in the cache the write must drop.
    for (const lang of ['hu', 'en', 'de'] as const) await page(`/?lang=${lang}`);
    const changed = profile({ galleryTitle: HEADINGS, logoMediaId: logo.id });
    const response = await put(changed);
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.app.inject({ url: '/api/restaurant' })).json()).toEqual(changed);
    for (const lang of ['hu', 'en', 'de'] as const) {
      const html = await page(`/?lang=${lang}`);
      expect(html).toContain(`<h2 id="gallery-title">${HEADINGS[lang]}</h2>`);
      // The logo beside the name says nothing the name does not: its alternative text is empty.
      const header = /<header class="site-header">.*?<\/header>/s.exec(html)![0];
      expect(header).toContain('<picture class="brand__logo">');
      expect(header).toContain(`${logo.base}/120.jpg`);
      expect(header).toMatch(/<img[^>]* sizes="80px"[^>]*alt=""/);
      expect(jsonLd(html)[0]!.logo).toBe(`https://paprika.example${logo.base}/120.jpg`);
    }
    const menu = await page('/menu?lang=de');
    expect(menu).toContain(`${logo.base}/120.webp 120w`);
  });

  it('keeps the logo while it is the logo, and lets it go once another is chosen', async () => {
    expect((await put(profile({ logoMediaId: logo.id }))).statusCode).toBe(200);
    expectProblem(await admin({ method: 'DELETE', url: `/api/media/${logo.id}` }), 409);
    const other = (await upload(48, 48)).id;
    await describeIt(other, 'Other logo');
    expect((await put(profile({ logoMediaId: other }))).statusCode).toBe(200);
    expect((await admin({ method: 'DELETE', url: `/api/media/${logo.id}` })).statusCode).toBe(204);
  });

  it('refuses a logo without its alternative texts with a 400 naming the field, changing nothing', async () => {
    const before = (await t.app.inject({ url: '/api/restaurant' })).json<Restaurant>();
    expect(errorPaths(await put({ ...before, logoMediaId: undescribed }))).toEqual(['logoMediaId']);
    expect((await t.app.inject({ url: '/api/restaurant' })).json()).toEqual(before);
  });

  it('logs the change of the heading per language and of the logo', async () => {
    const before = (await t.app.inject({ url: '/api/restaurant' })).json<Restaurant>();
    const galleryTitle = { ...before.galleryTitle, hu: 'Képeink' };
    expect((await put({ ...before, galleryTitle, logoMediaId: null })).statusCode).toBe(200);
    const log = (
      await admin({ method: 'GET', url: '/api/audit-log?entity=restaurant' })
    ).json<AuditPage>();
    expect(log.entries[0]!.changes).toEqual([
      { field: 'galleryTitle.hu', before: before.galleryTitle.hu, after: 'Képeink' },
      { field: 'logoMediaId', before: before.logoMediaId, after: null },
    ]);
  });

  it('lets the admin load map tiles from OpenStreetMap, and no public page', async () => {
    const imageSources = async (url: string) => {
      const policy = String((await t.app.inject({ url })).headers['content-security-policy']);
      return policy.split(';').find((directive) => directive.startsWith('img-src'));
    };
    expect(await imageSources('/admin/etterem')).toBe(
      "img-src 'self' data: https://tile.openstreetmap.org",
    );
    for (const url of ['/', '/menu', '/api/restaurant']) {
      expect(await imageSources(url)).toBe("img-src 'self' data:");
    }
  });
});
