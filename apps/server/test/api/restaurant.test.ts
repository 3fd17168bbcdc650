import { describe, expect, it } from 'vitest';
import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import { restaurant as demo } from '#src/seed/data/restaurant.ts';
import { errorPaths, expectProblem } from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';

const profile = (): Restaurant =>
  structuredClone({ ...demo, heroMediaId: null, logoMediaId: null });

describe.each(DATABASE_KINDS)('restaurant profile on %s', (kind) => {
  const { t, admin } = useAdminApp(kind);

  const put = (body: object) => admin({ method: 'PUT', url: '/api/restaurant', payload: body });

  it('has no profile to show before one is stored', async () => {
    expectProblem(await t.app.inject({ url: '/api/restaurant' }), 404);
  });

  it('stores the profile and answers it; anyone can read it back', async () => {
    const response = await put(profile());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(profile());
    const read = await t.app.inject({ url: '/api/restaurant' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(profile());
  });

  it('changes only the field that was edited in a read, edit, write round trip', async () => {
    await put(profile());
    const read = (await t.app.inject({ url: '/api/restaurant' })).json<Restaurant>();
    read.phone = '+36 30 555 1234';
    expect((await put(read)).statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/api/restaurant' })).json<Restaurant>();
    expect(after).toEqual({ ...profile(), phone: '+36 30 555 1234' });
  });

  it('accepts every known payment method and no position at all', async () => {
    const body = {
      ...profile(),
      geo: null,
      paymentMethods: [
        'visa',
        'mastercard',
        'maestro',
        'amex',
        'applepay',
        'googlepay',
        'szep',
        'cash',
      ],
    };
    const response = await put(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(body);
  });

  it('stores the cuisine and the price range the JSON-LD names, and takes null for either when the restaurant does not say', async () => {
    const stated = {
      ...profile(),
      servesCuisine: { hu: 'Magyar, mediterrán', en: 'Hungarian, Mediterranean', de: 'Ungarisch' },
      priceRange: '$$',
    };
    expect((await put(stated)).json()).toEqual(stated);
    expect((await t.app.inject({ url: '/api/restaurant' })).json()).toEqual(stated);
    const unstated = { ...profile(), servesCuisine: null, priceRange: null };
    expect((await put(unstated)).json()).toEqual(unstated);
  });

  it.each([
    [
      'a cuisine without its German name',
      (r: Restaurant) => ({ ...r, servesCuisine: { hu: 'Magyar', en: 'Hungarian', de: ' ' } }),
      'servesCuisine.de',
    ],
    ['a blank price range', (r: Restaurant) => ({ ...r, priceRange: '' }), 'priceRange'],
    [
      'a price range without the field',
      (r: Restaurant) => ({ ...r, priceRange: undefined }),
      'priceRange',
    ],
    ['a blank name', (r: Restaurant) => ({ ...r, name: '  ' }), 'name'],
    ['a malformed e-mail', (r: Restaurant) => ({ ...r, email: 'asztal@' }), 'email'],
    ['a phone with letters', (r: Restaurant) => ({ ...r, phone: 'call us' }), 'phone'],
    ['a phone of too few digits', (r: Restaurant) => ({ ...r, phone: '+36 1' }), 'phone'],
    [
      'a latitude past 90',
      (r: Restaurant) => ({ ...r, geo: { latitude: 91, longitude: 19 } }),
      'geo.latitude',
    ],
    [
      'a longitude past 180',
      (r: Restaurant) => ({ ...r, geo: { latitude: 47, longitude: -181 } }),
      'geo.longitude',
    ],
    [
      'an unknown payment method',
      (r: Restaurant) => ({ ...r, paymentMethods: ['visa', 'bitcoin'] }),
      'paymentMethods.1',
    ],
    [
      'a payment method twice',
      (r: Restaurant) => ({ ...r, paymentMethods: ['visa', 'visa'] }),
      'paymentMethods',
    ],
    [
      'a blank German welcome',
      (r: Restaurant) => ({ ...r, texts: { ...r.texts, welcome: { ...r.texts.welcome, de: '' } } }),
      'texts.welcome.de',
    ],
    [
      'a missing text',
      (r: Restaurant) => ({ ...r, texts: { ...r.texts, privacy: undefined } }),
      'texts.privacy',
    ],
    [
      'a blank street',
      (r: Restaurant) => ({ ...r, address: { ...r.address, street: '' } }),
      'address.street',
    ],
    [
      'a hosting address that is no web address',
      (r: Restaurant) => ({ ...r, company: { ...r.company, hostingUrl: 'javascript:alert(1)' } }),
      'company.hostingUrl',
    ],
    ['an unknown field', (r: Restaurant) => ({ ...r, owner: 'me' }), 'owner'],
    [
      'a blank German gallery heading',
      (r: Restaurant) => ({ ...r, galleryTitle: { ...r.galleryTitle, de: ' ' } }),
      'galleryTitle.de',
    ],
    ['no gallery heading', (r: Restaurant) => ({ ...r, galleryTitle: undefined }), 'galleryTitle'],
    ['a logo that does not exist', (r: Restaurant) => ({ ...r, logoMediaId: 999 }), 'logoMediaId'],
    ['no logo field', (r: Restaurant) => ({ ...r, logoMediaId: undefined }), 'logoMediaId'],
    [
      'a hero picture that does not exist',
      (r: Restaurant) => ({ ...r, heroMediaId: 999 }),
      'heroMediaId',
    ],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_label, edit, path) => {
    await put(profile());
    expect(errorPaths(await put(edit(profile())))).toContain(path);
    expect((await t.app.inject({ url: '/api/restaurant' })).json()).toEqual(profile());
  });

  it('names every bad field of one request', async () => {
    const paths = errorPaths(await put({ ...profile(), name: '', email: 'x', phone: 'y' }));
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'phone']));
  });

  it('refuses a write without a session with 401 and keeps reads public', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/restaurant',
      payload: profile(),
    });
    expectProblem(response, 401);
    expect((await t.app.inject({ url: '/api/restaurant' })).headers['set-cookie']).toBeUndefined();
  });
});
