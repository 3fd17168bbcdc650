import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrCodeSvg } from '#src/lib/qr-code.ts';
import { preferredLanguage } from '#src/modules/site/table-card.routes.ts';
import { DATABASE_KINDS, createTestApp, type TestApp } from './helpers.ts';

// These tests need the built web app (npm run build), as `npm test` does before running them.

describe('choosing the menu language by Accept-Language', () => {
  it.each([
    ['en-GB,en;q=0.9', 'en'],
    ['de-AT, de;q=0.8, en;q=0.5', 'de'],
    ['hu-HU,hu;q=0.9,en;q=0.8', 'hu'],
    ['fr-FR,fr;q=0.9,de;q=0.7,en;q=0.8', 'en'],
    ['en;q=0, de', 'de'],
    ['fr, it', 'en'],
    ['it-IT,it;q=0.9,fr;q=0.5', 'en'],
    ['fr, *;q=0.1', 'en'],
    ['', 'hu'],
    ['*', 'hu'],
  ])('answers %j with %s', (header, lang) => {
    expect(preferredLanguage(header)).toBe(lang);
  });
});

describe.each(DATABASE_KINDS)('the table cards on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://paprika.example' });
  });
  afterAll(() => t.close());

  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', '/menu?lang=de'],
    ['en-US,en;q=0.9', '/menu?lang=en'],
    ['hu', '/menu?lang=hu'],
    ['pl-PL,pl;q=0.9', '/menu?lang=en'],
    ['fr-FR,fr;q=0.9,it;q=0.8', '/menu?lang=en'],
    [undefined, '/menu?lang=hu'],
  ])(
    '/m with Accept-Language %j leads to %s, kept by no shared cache',
    async (language, target) => {
      const response = await t.app.inject({
        url: '/m',
        headers: language === undefined ? {} : { 'accept-language': language },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(target);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toMatch(/Accept-Language/i);
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it("gives the admin PUBLIC_URL's short address and a QR code that holds it, as SVG and PNG", async () => {
    expect((await t.app.inject({ url: '/api/table-card' })).statusCode).toBe(401);
    const card = await t.as(await t.login(), { url: '/api/table-card' });
    expect(card.json()).toEqual({
      url: 'https://paprika.example/m',
      svg: '/qr/menu-qr.svg',
      png: '/qr/menu-qr.png',
    });
    const svg = await t.app.inject({ url: '/qr/menu-qr.svg?download' });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['content-disposition']).toBe('attachment; filename="menu-qr.svg"');
    expect(svg.body).toBe(await qrCodeSvg('https://paprika.example/m'));
    const png = await t.app.inject({ url: '/qr/menu-qr.png' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe('inline; filename="menu-qr.png"');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
