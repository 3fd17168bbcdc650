import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import type { StaffCreated } from '@restaurant/contract/users.ts';
import { DATABASE_KINDS, addFood, createTestApp, type TestApp } from './helpers.ts';
import { tokenOf } from './staff-helpers.ts';
import { adminClient } from './dated-fixtures.ts';
import { createEvent } from './event-fixtures.ts';
import { dayAhead } from './reservation-fixtures.ts';

// The page checks need the built web app (npm run build), as `npm test` does before running them.

const PUBLIC_READS = [
  '/api/allergens',
  '/api/categories/foods',
  '/api/categories/drinks',
  '/api/categories/type/Food',
  '/api/foods',
  '/api/drinks',
  '/api/dailyMenus',
  '/api/dailyMenus/current-week',
  '/api/offers',
  '/api/offers/running',
  '/api/offers/featured',
  '/api/reservation-settings',
  '/api/events',
  '/api/site/home',
  '/api/site/menu',
  '/api/site/drinks',
  '/api/site/events',
];
/** Public reads that are never kept: they carry a secret or a live state (checked in their own suites). */
const NEVER_KEPT = new Set([
  '/api/invitations/:token',
  '/api/reservations/availability',
  '/api/reservations/by-token/:token',
  '/api/reservations/by-token/:token/availability',
  '/api/waitlist/by-token/:token',
]);
const PAGES = ['/', '/menu', '/drinks', '/impressum', '/menu?lang=en', '/drinks?lang=de'];

/** What a shared cache (a CDN) needs to keep an answer and hand it to every guest. */
function expectSharedCacheable(response: LightMyRequestResponse): void {
  expect(response.headers['set-cookie']).toBeUndefined();
  expect(String(response.headers.vary ?? '')).not.toMatch(/cookie/i);
  const cacheControl = String(response.headers['cache-control']);
  expect(cacheControl).toMatch(/^public,/);
  const seconds = (directive: string) =>
    Number(new RegExp(`\\b${directive}=(\\d+)`).exec(cacheControl)?.[1]);
  for (const directive of ['s-maxage', 'stale-while-revalidate']) {
    expect(seconds(directive), directive).toBeGreaterThan(0);
  }
  // Browsers ask again each time, so that a reload right after an edit shows it.
  expect(seconds('max-age')).toBe(0);
  // The longest a CDN may hand out an old answer: fresh for s-maxage, then stale while it asks.
  expect(seconds('s-maxage') + seconds('stale-while-revalidate')).toBeLessThanOrEqual(60);
  expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
}

describe.each(DATABASE_KINDS)('public answers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  /** Saves an allergen unchanged: a write, so every stored answer is made anew. */
  async function startNewVersion() {
    const token = await t.login();
    const [allergen] = (await get('/api/allergens')).json<Array<{ id: number; name: object }>>();
    const saved = await t.as(token, {
      method: 'PUT',
      url: `/api/allergens/${allergen!.id}`,
      payload: { name: allergen!.name },
    });
    expect(saved.statusCode).toBe(200);
  }

  it('lets shared caches keep every public read and page, the first answer and the repeated ones', async () => {
    for (const url of [...PUBLIC_READS, ...PAGES]) {
      const variants: Array<Record<string, string>> = [
        {},
        {},
        { 'accept-encoding': 'br' },
        { 'accept-encoding': 'gzip' },
      ];
      for (const headers of variants) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(200);
        expectSharedCacheable(response);
      }
    }
  });

  it('answers 304 without a body when the client already has the answer', async () => {
    for (const url of [...PUBLIC_READS, ...PAGES]) {
      const first = await get(url);
      const again = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
      expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    }
  });

  it('sends the same content compressed when the client accepts it, each form with its own tag', async () => {
    const plain = await get('/api/foods');
    const br = await get('/api/foods', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/api/foods', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(br.headers.vary).toBe('Accept-Encoding');
    const unchanged = await get('/api/foods', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(unchanged.statusCode).toBe(304);
  });

  it('compresses a page on its first answer after a write, for the guest who asked for it', async () => {
    await startNewVersion();
    const first = await get('/drinks?lang=de', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const plain = await get('/drinks?lang=de');
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    // Its tag is the content's, marked as the Brotli form.
    expect(first.headers.etag).toMatch(
      new RegExp(`^"${String(plain.headers.etag).slice(1, -1)}-br`),
    );
  });

  it('sends the smallest form, made off the event loop, once the content has stayed unchanged for a second', async () => {
    await startNewVersion();
    const br = { 'accept-encoding': 'br' };
    const first = await get('/menu?lang=en', br);
    let later = await get('/menu?lang=en', br);
    for (let tries = 0; later.headers.etag === first.headers.etag && tries < 150; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await get('/menu?lang=en', br);
    }
    expect(later.headers.etag).not.toBe(first.headers.etag);
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    const plain = await get('/menu?lang=en');
    expect(zlib.brotliDecompressSync(later.rawPayload).toString()).toBe(plain.body);
    // A guest holding the first form is told it is still good.
    const revalidated = await get('/menu?lang=en', {
      ...br,
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(later.headers.etag);
  });

  it('keeps the security headers on answers served from the cache', async () => {
    for (const url of ['/api/foods', '/menu']) {
      const first = await get(url);
      const cached = await get(url);
      for (const header of [
        'content-security-policy',
        'x-content-type-options',
        'strict-transport-security',
        'content-type',
      ]) {
        expect(cached.headers[header], `${url} ${header}`).toBe(first.headers[header]);
        expect(cached.headers[header]).toBeTruthy();
      }
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    await get('/api/allergens');
    const head = await t.app.inject({ method: 'HEAD', url: '/api/allergens' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe((await get('/api/allergens')).headers.etag);
  });

  it('shows a write to the very next read of the API and of the pages', async () => {
    const before = await get('/api/foods');
    const page = await get('/menu?lang=en');
    await addFood(t, 'Next-read dish');
    const after = await get('/api/foods', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Next-read dish en');
    const pageAfter = await get('/menu?lang=en', { 'if-none-match': String(page.headers.etag) });
    expect(pageAfter.statusCode).toBe(200);
    expect(pageAfter.body).toContain('Next-read dish en');
  });

  it('does not keep what the admin alone may read', async () => {
    const token = await t.login();
    const me = await t.as(token, { url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers.etag).toBeUndefined();
    expect((await get('/api/auth/me')).statusCode).toBe(401);
  });

  /** The first id a list read answers, to fill in the routes that read one thing. */
  const firstId = async (url: string) =>
    (await get(url)).json<Array<{ id: number; date?: string }>>()[0]!;

  /** Each public read of the API by route, with an address that reads something that exists. */
  async function addressesOfPublicReads(): Promise<Record<string, string>> {
    const category = await firstId('/api/categories/foods');
    const drinkCategory = await firstId('/api/categories/drinks');
    const food = await firstId('/api/foods');
    const drink = await firstId('/api/drinks');
    const variant = await firstId(`/api/drinks/${drink.id}/drink-variants`);
    const menu = await firstId('/api/dailyMenus/current-week');
    const menuItem = await firstId(`/api/daily-menus/${menu.id}/items`);
    const offer = await firstId('/api/offers');
    const offerItem = await firstId(`/api/offers/${offer.id}/items`);
    const allergen = await firstId('/api/allergens');
    const event = await createEvent(adminClient(t), dayAhead(t, 20));
    const fixed = Object.fromEntries(PUBLIC_READS.map((url) => [url, url]));
    return {
      ...fixed,
      '/api/allergens/:id': `/api/allergens/${allergen.id}`,
      '/api/events/:id': `/api/events/${event.id}`,
      '/api/categories/type/:type': '/api/categories/type/Food',
      '/api/categories/:id': `/api/categories/${category.id}`,
      '/api/categories/:id/foods': `/api/categories/${category.id}/foods`,
      '/api/categories/:id/drinks': `/api/categories/${drinkCategory.id}/drinks`,
      '/api/foods/:id': `/api/foods/${food.id}`,
      '/api/drinks/:id': `/api/drinks/${drink.id}`,
      '/api/drinks/:id/drink-variants': `/api/drinks/${drink.id}/drink-variants`,
      '/api/drink-variants/:id': `/api/drink-variants/${variant.id}`,
      '/api/dailyMenus/around': `/api/dailyMenus/around?date=${menu.date}`,
      '/api/dailyMenus/:id': `/api/dailyMenus/${menu.id}`,
      '/api/daily-menus/:id/items': `/api/daily-menus/${menu.id}/items`,
      '/api/daily-menus/:id/items/:itemId': `/api/daily-menus/${menu.id}/items/${menuItem.id}`,
      '/api/offers/:id': `/api/offers/${offer.id}`,
      '/api/offers/:id/items': `/api/offers/${offer.id}/items`,
      '/api/offers/:id/items/:itemId': `/api/offers/${offer.id}/items/${offerItem.id}`,
      '/api/restaurant': '/api/restaurant',
      '/api/opening-hours': '/api/opening-hours',
      '/api/gallery': '/api/gallery',
    };
  }

  it('walks every public read of the API: each is kept and shared, except the invitation and the booking reads, which are never kept', async () => {
    const shared = await addressesOfPublicReads();
    const reads = t.app.routeTable.filter((route) => route.public && route.method === 'GET');
    expect(reads.length).toBeGreaterThan(20);
    for (const { url } of reads) {
      if (NEVER_KEPT.has(url)) continue;
      const address = shared[url];
      expect(address, `${url} has no caching class in this test`).toBeDefined();
      const response = await get(address!);
      expect(response.statusCode, address).toBe(200);
      expectSharedCacheable(response);
    }
    const health = await get('/health');
    expect(health.headers['cache-control']).toBe('no-store');
  });

  it('keeps its answers through writes that change no public answer, and drops them on a content write', async () => {
    const read = async () =>
      (await get('/api/allergens')).json<Array<{ id: number; name: { hu: string } }>>();
    const allergen = (await read())[1];
    // Changed behind the server's back: only a dropped answer can show it.
    await t.db
      .updateTable('allergens')
      .set({ nameHu: 'Közvetlenül átírva' })
      .where('id', '=', allergen!.id)
      .execute();
    const owner = await t.login();
    const added = await t.as(owner, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Kiss Éva', username: `eva${kind}`, role: 'editor' },
    });
    expect(added.statusCode).toBe(201);
    expect((await read())[1]!.name.hu).toBe(allergen!.name.hu);

    await startNewVersion();
    expect((await read())[1]!.name.hu).toBe('Közvetlenül átírva');
  });

  it('never keeps an invitation, which carries a secret, and answers 404 the moment it expires', async () => {
    const owner = await t.login();
    const added = await t.as(owner, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Nagy Béla', username: `bela${kind}`, role: 'editor' },
    });
    const url = `/api/invitations/${tokenOf(added.json<StaffCreated>().invitation.url)}`;
    const shown = await get(url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers.etag).toBeUndefined();
    t.clock.now += 48 * 3_600_000;
    expect((await get(url)).statusCode).toBe(404);
  });

  it('does not keep error answers', async () => {
    const missing = await get('/api/foods/999999');
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['cache-control'] ?? '')).not.toMatch(/public/);
    expect((await get('/api/dailyMenus?from=yesterday')).statusCode).toBe(400);
  });
});

describe.runIf(DATABASE_KINDS.includes('postgres'))('two instances on one PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', { SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('shows a write on one instance to the next read on the other', async () => {
    const other = await buildApp(t.config);
    try {
      const read = (url: string) => other.inject({ url });
      // Both answers are now in the other instance's cache.
      for (let i = 0; i < 2; i++) {
        expect((await read('/api/drinks')).body).not.toContain('Shared drink');
        expect((await read('/drinks?lang=en')).body).not.toContain('Shared drink');
      }
      const token = await t.login();
      const [category] = (await t.app.inject({ url: '/api/categories/type/Drink' })).json<
        Array<{ id: number }>
      >();
      for (let round = 1; round <= 3; round++) {
        const created = await t.as(token, {
          method: 'POST',
          url: `/api/categories/${category!.id}/drinks`,
          payload: {
            name: { hu: `Közös ${round}`, en: `Shared drink ${round}`, de: `G ${round}` },
          },
        });
        expect(created.statusCode).toBe(201);
        expect((await read('/api/drinks')).body).toContain(`Shared drink ${round}`);
        expect((await read('/drinks?lang=en')).body).toContain(`Shared drink ${round}`);
      }
    } finally {
      await other.close();
    }
  });
});
