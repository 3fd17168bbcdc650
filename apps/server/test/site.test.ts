import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { PUBLIC_CACHE_CONTROL } from '#src/plugins/cached-answer.ts';
import { DATABASE_KINDS, addFood, createTestApp, jsonLd, type TestApp } from './helpers.ts';

// These tests need the built web app (npm run build), as `npm test` does before running them.

describe.each(DATABASE_KINDS)('public pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'true', PUBLIC_URL: 'https://paprika.example' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('renders every page in the asked language with its content in the HTML', async () => {
    const menu = await get('/menu?lang=de');
    expect(menu.statusCode).toBe(200);
    expect(menu.headers['content-type']).toMatch(/text\/html/);
    expect(menu.body).toContain('<html lang="de">');
    expect(menu.body).toContain('<title>Speisekarte und Wochenmenü – Paprika Bisztró</title>');
    expect(menu.body).toContain('Gulaschsuppe');
    expect(menu.body).toContain('2.990 Ft');
    const drinks = await get('/drinks?lang=en');
    expect(drinks.body).toContain('<html lang="en">');
    expect(drinks.body).toMatch(/\d,\d{3} Ft/);
    for (const path of ['/', '/impressum']) {
      expect((await get(`${path}?lang=hu`)).body).toContain('<html lang="hu">');
    }
  });

  it('shows only characters its own fonts have, so no page looks for a system font', async () => {
    for (const lang of ['hu', 'en', 'de']) {
      for (const page of ['/', '/menu', '/drinks', '/impressum']) {
        const html = (await get(`${page}?lang=${lang}`)).body;
        const ranges = [...html.matchAll(/unicode-range:\s*([^;}]+)/g)].flatMap((match) =>
          match[1]!.split(',').map((part) => {
            // U+0131, U+2000-206F, or U+?? (a wildcard: 00 to FF).
            const [first, last = first] = part.trim().slice(2).split('-');
            const from = parseInt(first!.replaceAll('?', '0'), 16);
            return [from, parseInt(last!.replaceAll('?', 'F'), 16)] as const;
          }),
        );
        const text = html
          .slice(html.indexOf('<body'))
          .replace(/<script[\s\S]*?<\/script>/g, ' ')
          .replace(/<[^>]+>|&[#\w]+;/g, ' ');
        const uncovered = [...new Set(text)].filter((character) => {
          const point = character.codePointAt(0)!;
          return point > 32 && !ranges.some(([from, to]) => from <= point && point <= to);
        });
        expect(uncovered, `${page}?lang=${lang}`).toEqual([]);
      }
    }
  });

  it('sends pages a policy that forbids <base>, plugins and framing', async () => {
    const csp = String((await get('/menu')).headers['content-security-policy']);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('takes the language from ?lang alone, so that one address is one answer for every guest', async () => {
    const english = await get('/?lang=en');
    expect(english.body).toContain('<html lang="en">');
    expect(english.headers['set-cookie']).toBeUndefined();
    const plain = await get('/');
    expect(plain.body).toContain('<html lang="hu">');
    const withCookie = await get('/', { cookie: 'lang=de' });
    expect(withCookie.body).toBe(plain.body);
    expect(withCookie.headers['set-cookie']).toBeUndefined();
    expect((await get('/?lang=en', { cookie: 'lang=de' })).body).toContain('<html lang="en">');
    expect((await get('/?lang=xx')).body).toContain('<html lang="hu">');
  });

  it('tells search engines the canonical address, the alternates and the restaurant', async () => {
    const { body } = await get('/menu?lang=en');
    expect(body).toContain('<link rel="canonical" href="https://paprika.example/menu?lang=en">');
    for (const lang of ['en', 'de']) {
      expect(body).toContain(
        `<link rel="alternate" hreflang="${lang}" href="https://paprika.example/menu?lang=${lang}">`,
      );
    }
    expect(body).toContain(
      '<link rel="alternate" hreflang="hu" href="https://paprika.example/menu">',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://paprika.example/menu">',
    );
    expect(body).toMatch(/<meta name="description" content="[^"]{50,}">/);
    expect(body).toContain('<meta property="og:locale" content="en_GB">');
    const [restaurant, menu] = jsonLd(body);
    expect(restaurant).toMatchObject({
      '@type': 'Restaurant',
      telephone: expect.any(String),
      email: expect.any(String),
      paymentAccepted: expect.stringContaining('SZÉP'),
      geo: { '@type': 'GeoCoordinates' },
      address: { '@type': 'PostalAddress', addressLocality: 'Budapest' },
      menu: 'https://paprika.example/menu?lang=en',
      servesCuisine: 'Hungarian',
      priceRange: '2500–9000 Ft',
    });
    expect(restaurant!.openingHoursSpecification).toHaveLength(3);
    const sections = menu!.hasMenuSection as Array<{ hasMenuItem: Array<{ offers: unknown }> }>;
    expect(sections.length).toBeGreaterThanOrEqual(5);
    expect(sections[0]!.hasMenuItem[0]!.offers).toMatchObject({ priceCurrency: 'HUF' });
  });

  it('describes a shared link for Open Graph and X (Twitter) with the hero picture and its alternative text', async () => {
    for (const lang of ['hu', 'en', 'de'] as const) {
      const { body } = await get(`/menu?lang=${lang}`);
      const meta = (attribute: 'property' | 'name', key: string) =>
        new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(body)?.[1];
      const alt = meta('property', 'og:image:alt');
      expect(alt, lang).toMatch(/\S{3,}/);
      expect(meta('name', 'twitter:image:alt')).toBe(alt);
      expect(meta('property', 'og:image')).toMatch(/^https:\/\/paprika\.example\/media\/.+\.jpg$/);
      expect(meta('name', 'twitter:image')).toBe(meta('property', 'og:image'));
      expect(meta('name', 'twitter:card')).toBe('summary_large_image');
      expect(meta('name', 'twitter:title')).toBe(meta('property', 'og:title'));
      expect(meta('name', 'twitter:description')).toBe(meta('property', 'og:description'));
      expect(meta('name', 'twitter:title')).toMatch(/Paprika/);
    }
    const alts = await Promise.all(
      ['hu', 'de'].map(
        async (lang) =>
          /<meta property="og:image:alt" content="([^"]*)">/.exec(
            (await get(`/?lang=${lang}`)).body,
          )?.[1],
      ),
    );
    expect(alts[0]).not.toBe(alts[1]);
  });

  it('links every page to the other pages in its own language', async () => {
    const pageLinks = (html: string) =>
      [...html.matchAll(/<a href="(\/[^"#]*)/g)].map((match) => match[1]!);
    const english = pageLinks((await get('/?lang=en')).body);
    expect(english).toEqual(
      expect.arrayContaining([
        '/?lang=en',
        '/menu?lang=en',
        '/drinks?lang=en',
        '/impressum?lang=en',
      ]),
    );
    expect(english.filter((href) => !href.endsWith('?lang=en'))).toEqual([]);
    const hungarian = pageLinks((await get('/drinks')).body);
    expect(hungarian).toEqual(expect.arrayContaining(['/', '/menu', '/drinks', '/impressum']));
    expect(hungarian.filter((href) => href.includes('lang='))).toEqual([]);
  });

  it('answers 304 to a matching ETag and serves the cached page until content changes', async () => {
    const first = await get('/menu?lang=en');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect((await get('/menu?lang=en', { 'if-none-match': etag })).statusCode).toBe(304);

    await addFood(t, 'Fresh dish');
    const after = await get('/menu?lang=en', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Fresh dish en');
  });

  it('lists every page in every language in the sitemap and keeps admin and API out of robots', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    for (const path of ['/', '/menu', '/drinks', '/impressum']) {
      expect(sitemap.body).toContain(`<loc>https://paprika.example${path}?lang=de</loc>`);
      expect(sitemap.body).toContain(`<loc>https://paprika.example${path}</loc>`);
    }
    expect(sitemap.body).toContain('hreflang="x-default"');
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api');
    expect(robots).toContain('Sitemap: https://paprika.example/sitemap.xml');
  });

  it('redirects unknown page addresses home but answers 404 for unknown API paths', async () => {
    const page = await get('/no/such/page?lang=en');
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/');
    expect((await get('/api/no-such-thing')).statusCode).toBe(404);
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('sends pages compressed to browsers that accept it', async () => {
    const plain = await get('/drinks?lang=hu');
    const brotli = await get('/drinks?lang=hu', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/drinks?lang=hu', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(String(plain.headers.vary)).toContain('Accept-Encoding');
  });

  it('serves hashed assets precompressed with immutable caching', async () => {
    const html = (await get('/')).body;
    const script = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await get(script!, { 'accept-encoding': 'br, gzip' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('preloads the Latin fonts on every page and the Hungarian letters on Hungarian pages only', async () => {
    const preloads = async (url: string) =>
      [...(await get(url)).body.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
        (match) => match[1]!,
      );
    const hungarian = await preloads('/menu?lang=hu');
    const english = await preloads('/menu?lang=en');
    expect(english).toHaveLength(3);
    expect(english.every((href) => href.includes('-latin-'))).toBe(true);
    expect(hungarian).toEqual([...english, ...hungarian.filter((href) => href.includes('-hu-'))]);
    expect(hungarian).toHaveLength(6);
    for (const href of hungarian) {
      const font = await get(href);
      expect(font.statusCode).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
    }
  });
});

describe.runIf(DATABASE_KINDS.includes('postgres'))('two instances on one PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', { SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('drops the other instance’s cached pages when content changes', async () => {
    const other = await buildApp(t.config);
    try {
      expect((await other.inject({ url: '/drinks?lang=en' })).body).not.toContain('Shared drink');
      const token = await t.login();
      const [category] = (await t.app.inject({ url: '/api/categories/type/Drink' })).json<
        Array<{ id: number }>
      >();
      const created = await t.as(token, {
        method: 'POST',
        url: `/api/categories/${category!.id}/drinks`,
        payload: { name: { hu: 'Közös ital', en: 'Shared drink', de: 'Gemeinsames Getränk' } },
      });
      expect(created.statusCode).toBe(201);
      await expect
        .poll(async () => (await other.inject({ url: '/drinks?lang=en' })).body, { timeout: 5000 })
        .toContain('Shared drink');
    } finally {
      await other.close();
    }
  });
});

describe.runIf(DATABASE_KINDS.includes('postgres'))('when the database goes down', () => {
  it('renders public pages as the maintenance page with status 503', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
    await admin.connect();
    const name = `restaurant_down_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_POSTGRES_URL!);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-down-'));
    const app = await buildApp(
      loadConfig({
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
      }),
    );
    try {
      expect((await app.inject({ url: '/drinks?lang=en' })).statusCode).toBe(200);
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      );
      const page = await app.inject({ url: '/menu?lang=en' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('The site is under maintenance, please try again later.');
      expect((await app.inject({ url: '/health' })).statusCode).toBe(503);
    } finally {
      await app.close();
      await admin.query(`drop database ${name}`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
