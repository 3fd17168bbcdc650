import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

// These tests need the built web app (npm run build).

/** The scripts a document loads or preloads. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);

describe("the admin's documents", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { RESTAURANT_TIMEZONE: 'America/New_York' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const withCookie = { cookie: 'accessToken=a-session-to-check' };

  it("names the restaurant's time zone, by which the admin reckons today", async () => {
    const page = await get('/admin/napi-menuk', withCookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="restaurant-time-zone" content="America/New_York">');
    expect(page.body).not.toContain('Europe/Budapest');
  });

  it('sends a browser without a session cookie to the login, coming back to the address', async () => {
    const page = await get('/admin/etelek/3?kereses=leves');
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/admin/login?from=%2Fadmin%2Fetelek%2F3%3Fkereses%3Dleves');
    expect(page.headers.vary).toMatch(/cookie/i);
    expect((await get('/admin')).headers.location).toBe('/admin/login?from=%2Fadmin');
  });

  it('sends an address the admin does not know to the home page, with a session or without', async () => {
    for (const headers of [{}, withCookie]) {
      const page = await get('/admin/nincs-ilyen?x=1', headers);
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe('/');
    }
    expect((await get('/admin/etelek/3/masik', withCookie)).headers.location).toBe('/');
    expect((await get('/admin/esemenyek/7', withCookie)).statusCode).toBe(200);
    expect((await get('/admin/', withCookie)).statusCode).toBe(200);
  });

  it('opens an invitation without a session, telling the app there is none', async () => {
    const page = await get('/admin/meghivo/abcdefghijklmnopqrstu');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="admin-session" content="none">');
    const returning = await get('/admin', withCookie);
    expect(returning.body).not.toContain('admin-session');
    expect(returning.body).toContain('id="admin-root"');
  });

  it('names the signed-in member in the document, never stored, and nobody for a stranger', async () => {
    const cookie = { cookie: `accessToken=${await t.login()}` };
    const page = await get('/admin/etelek', cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const member = /<script type="application\/json" id="admin-member">(.*?)<\/script>/.exec(
      page.body,
    );
    const me = await t.app.inject({ url: '/api/auth/me', headers: cookie });
    expect(JSON.parse(member![1]!)).toEqual(me.json());
    const stranger = await get('/admin/etelek', withCookie);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.headers['cache-control']).toBe('no-store');
    expect(stranger.body).not.toContain('admin-member');
    expect((await get('/admin/meghivo/abcdefghijklmnopqrstu')).body).not.toContain('admin-member');
  });

  it('preloads the dashboard with the app at /admin, and only there', async () => {
    const modulePreloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
    const dashboard = modulePreloads((await get('/admin', withCookie)).body);
    expect(dashboard.some((href) => href.includes('/dashboard-page-'))).toBe(true);
    const foods = modulePreloads((await get('/admin/etelek', withCookie)).body);
    expect(foods.some((href) => href.includes('/dashboard-page-'))).toBe(false);
  });

  it("loads the admin entry and none of the public pages' scripts", async () => {
    const scripts = scriptsOf((await get('/admin', withCookie)).body);
    expect(scripts.some((script) => script.includes('/entry-admin-'))).toBe(true);
    expect(scripts.filter((script) => /entry-client|\/site-|hydrate/.test(script))).toEqual([]);
  });

  it('has the login form in its HTML with its own small script, not React nor the admin app', async () => {
    const page = await get('/admin/login?from=%2Fadmin%2Fetelek');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toMatch(/<label for="username">Felhasználónév<\/label>/);
    expect(page.body).toMatch(/<label for="password">Jelszó<\/label>/);
    expect(page.body).toMatch(
      /<button type="submit" class="btn btn--primary btn--block" disabled="">Tovább/,
    );
    const loaded = scriptsOf(page.body.split('<template')[0]!);
    expect(loaded.some((script) => script.includes('/entry-login-'))).toBe(true);
    const chunk = /\/(react|entry-admin|admin|forms|site|lists)-[\w-]{8}\.js$/;
    expect(loaded.filter((script) => chunk.test(script))).toEqual([]);
    // What the script fetches into the cache once the credentials are in.
    const template = /<template id="admin-code">(.*)<\/template>/.exec(page.body)![1]!;
    expect(template).toMatch(
      /<link rel="prefetch" href="\/assets\/entry-admin-[\w-]+\.js" crossorigin>/,
    );
  });

  it('allows no inline script and only its own inlined stylesheet, by hash', async () => {
    const page = await get('/admin/login');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toMatch(/style-src 'self' 'sha256-[\w+/=]+'/);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('sends someone still logged in on from the login to where it was asked from', async () => {
    const cookie = { cookie: `accessToken=${await t.login()}` };
    const back = await get('/admin/login?from=%2Fadmin%2Fetelek', cookie);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/admin/etelek');
    const outside = await get('/admin/login?from=https%3A%2F%2Fexample.com', cookie);
    expect(outside.headers.location).toBe('/admin');
    const ended = await get('/admin/login', withCookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.body).toContain('id="login-credentials"');
  });
});
