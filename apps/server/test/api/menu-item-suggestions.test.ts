import { beforeAll, describe, expect, it } from 'vitest';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { MenuItemSuggestion } from '@restaurant/contract/menu-item-suggestion.ts';
import { addAllergen, createdId, expectProblem, itemBody, offerBody } from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';

const url = (q: string) => `/api/menu-items/suggestions?q=${encodeURIComponent(q)}`;

describe.each(DATABASE_KINDS)('suggestions from items served before on %s', (kind) => {
  const { t, admin } = useAdminApp(kind);
  let gluten: Allergen;

  beforeAll(async () => {
    gluten = await addAllergen(admin, 'Gluten');
    const monday = createdId(
      await admin({ method: 'POST', url: '/api/dailyMenus?date=2027-03-01' }),
    );
    const tuesday = createdId(
      await admin({ method: 'POST', url: '/api/dailyMenus?date=2027-03-02' }),
    );
    const items = (menuId: number) => `/api/daily-menus/${menuId}/items`;
    const goulash = {
      name: { hu: 'Gulyásleves', en: 'Goulash soup', de: 'Gulaschsuppe' },
      description: { hu: 'Csipetkével', en: 'With dumplings', de: 'Mit Nockerln' },
      allergenIds: [gluten.id],
    };
    for (const [menuId, price] of [
      [monday, 1490],
      [tuesday, 1590],
    ] as const) {
      const body = { ...goulash, price };
      expect((await admin({ method: 'POST', url: items(menuId), payload: body })).statusCode).toBe(
        201,
      );
    }
    await admin({ method: 'POST', url: items(monday), payload: itemBody('Rántott csirke') });
    const offer = createdId(
      await admin({
        method: 'POST',
        url: '/api/offers',
        payload: offerBody('Tavasz', '2027-03-01', '2027-03-07'),
      }),
    );
    await admin({
      method: 'POST',
      url: `/api/offers/${offer}/items`,
      payload: {
        name: { hu: 'Gulyás bogrács', en: 'Kettle goulash', de: 'Kesselgulasch' },
        price: 3900,
      },
    });
  });

  const suggest = async (q: string) => {
    const response = await admin({ method: 'GET', url: url(q) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MenuItemSuggestion[]>();
  };

  it('finds a name in any language, case-insensitively, each name once in its latest version', async () => {
    const found = await suggest('GULASCH');
    expect(found.map((item) => [item.kind, item.name.hu, item.price])).toEqual([
      ['daily', 'Gulyásleves', 1590],
      ['offer', 'Gulyás bogrács', 3900],
    ]);
    expect(found[0]).toMatchObject({
      description: { hu: 'Csipetkével', en: 'With dumplings', de: 'Mit Nockerln' },
      allergens: [{ id: gluten.id, name: gluten.name }],
    });
    expect((await suggest('goulash soup')).map((item) => item.name.en)).toEqual(['Goulash soup']);
    expect((await suggest('csirke')).map((item) => item.name.hu)).toEqual(['Rántott csirke hu']);
  });

  it('finds a name typed without its accents', async () => {
    expect((await suggest('gulyas')).map((item) => item.name.hu)).toEqual([
      'Gulyásleves',
      'Gulyás bogrács',
    ]);
    expect((await suggest('RANTOTT')).map((item) => item.name.hu)).toEqual(['Rántott csirke hu']);
  });

  it('answers an empty list when nothing matches, and takes wildcards literally', async () => {
    expect(await suggest('pörkölt')).toEqual([]);
    expect(await suggest('%')).toEqual([]);
    expect(await suggest('_')).toEqual([]);
  });

  it('needs a search term and an admin session', async () => {
    expectProblem(await admin({ method: 'GET', url: url(' ') }), 400);
    expectProblem(await admin({ method: 'GET', url: '/api/menu-items/suggestions' }), 400);
    expectProblem(await t.app.inject({ url: url('gulyás') }), 401);
  });
});
