import { describe, expect, it } from 'vitest';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { Food } from '@restaurant/contract/food.ts';
import {
  badLocalizedTexts,
  labelled,
  expectCredentialsRequired,
  expectInvalidIdsRefused,
  expectProblem,
  expectRefused,
  expectUnknownFieldRefused,
  expectUnknownIdsNotFound,
  expectWritesRefused,
  ids,
  routesById,
  useApi,
  type Route,
} from '../fixtures.ts';
import { DATABASE_KINDS, localized } from '../helpers.ts';

describe.each(DATABASE_KINDS)('allergens API on %s', (kind) => {
  const api = useApi(kind);
  const body = { code: 'C', name: localized('Celery') };
  const create = (payload: object): Route => ({ method: 'POST', url: '/api/allergens', payload });
  const updateOf =
    (id: number) =>
    (payload: object): Route => ({
      method: 'PUT',
      url: `/api/allergens/${id}`,
      payload,
    });

  it('lists every allergen publicly as a plain array in the order of their codes', async () => {
    const first = await api.allergen('Gluten');
    const second = await api.allergen('Eggs');
    const list = await api.read<Allergen[]>('/api/allergens');
    expect(Array.isArray(list)).toBe(true);
    expect(list).toEqual(expect.arrayContaining([first, second]));
    const codes = list.map((allergen) => allergen.code);
    expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    const rows = await api.t.db.selectFrom('allergens').select('id').execute();
    expect(ids(list).sort((a, b) => a - b)).toEqual(ids(rows).sort((a, b) => a - b));
  });

  it('reads one allergen publicly by id', async () => {
    const allergen = await api.allergen('Fish');
    expect(await api.read(`/api/allergens/${allergen.id}`)).toEqual(allergen);
  });

  it('creates an allergen and answers 201 with the stored allergen and its id', async () => {
    const response = await api.send('POST', '/api/allergens', {
      code: 'P5',
      name: localized('Peanuts'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const created = response.json<Allergen>();
    expect(created).toEqual({ id: expect.any(Number), code: 'P5', name: localized('Peanuts') });
    const row = await api.t.db
      .selectFrom('allergens')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirst();
    expect(row).toEqual({
      id: created.id,
      code: 'P5',
      nameHu: 'Peanuts hu',
      nameEn: 'Peanuts en',
      nameDe: 'Peanuts de',
    });
  });

  it('trims whitespace around the names it stores', async () => {
    const response = await api.send('POST', '/api/allergens', {
      code: ' S6 ',
      name: { hu: '  Szója ', en: '\tSoy\n', de: ' Soja ' },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<Allergen>();
    expect(await api.read(`/api/allergens/${id}`)).toEqual({
      id,
      code: 'S6',
      name: { hu: 'Szója', en: 'Soy', de: 'Soja' },
    });
  });

  it('keeps names of exactly 200 accented characters intact', async () => {
    const name = { hu: 'ő'.repeat(200), en: 'é'.repeat(200), de: 'ß'.repeat(200) };
    const response = await api.send('POST', '/api/allergens', { code: 'Ő', name });
    expect(response.statusCode, response.body).toBe(201);
    expect(await api.read(`/api/allergens/${response.json<Allergen>().id}`)).toMatchObject({
      name,
    });
  });

  it('updates the names of an allergen', async () => {
    const allergen = await api.allergen('Milk');
    const response = await api.send('PUT', `/api/allergens/${allergen.id}`, {
      name: localized('Lactose'),
    });
    expect(response.statusCode).toBe(200);
    const renamed = { id: allergen.id, code: allergen.code, name: localized('Lactose') };
    expect(response.json()).toEqual(renamed);
    expect(await api.read(`/api/allergens/${allergen.id}`)).toEqual(renamed);
  });

  it('deletes an unused allergen with 204 and an empty body', async () => {
    const allergen = await api.allergen('Lupin');
    const response = await api.send('DELETE', `/api/allergens/${allergen.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectProblem(await api.anonymous('GET', `/api/allergens/${allergen.id}`), 404);
  });

  it('answers 404 for an allergen id that does not exist', async () => {
    await expectUnknownIdsNotFound(api, routesById('/api/allergens', body));
  });

  it('refuses ids in the path that are not positive integers', async () => {
    await expectInvalidIdsRefused(api, [...routesById('/api/allergens', body)]);
  });

  it.each(labelled(badLocalizedTexts('name', 200)))(
    'refuses to create or update an allergen whose %s',
    async (_label, bad) => {
      const allergen = await api.allergen();
      await expectWritesRefused(api, [create, updateOf(allergen.id)], body, bad);
      expect(await api.read(`/api/allergens/${allergen.id}`)).toEqual(allergen);
    },
  );

  it('refuses unknown fields in the body', async () => {
    const allergen = await api.allergen();
    await expectUnknownFieldRefused(api, [create, updateOf(allergen.id)], body, 'colour');
  });

  it('refuses a body that is not a JSON object', async () => {
    await expectRefused(api, create(['Celery']), 400, ['']);
  });

  it('refuses to delete an allergen a food still lists and keeps both', async () => {
    const { allergen, food } = await api.foodInCategory();
    const problem = await expectRefused(
      api,
      { method: 'DELETE', url: `/api/allergens/${allergen.id}` },
      409,
    );
    expect(problem.title).toBe('Conflict');
    expect(await api.read(`/api/allergens/${allergen.id}`)).toEqual(allergen);
    expect((await api.read<Food>(`/api/foods/${food.id}`)).allergens).toEqual([allergen]);
  });

  it('deletes an allergen once no food lists it any more', async () => {
    const { allergen, food, category } = await api.foodInCategory();
    const other = await api.allergen();
    const moved = await api.send('PUT', `/api/foods/${food.id}`, {
      name: food.name,
      price: food.price,
      categoryId: category.id,
      allergenIds: [other.id],
    });
    expect(moved.statusCode).toBe(200);
    expect((await api.send('DELETE', `/api/allergens/${allergen.id}`)).statusCode).toBe(204);
    expectProblem(await api.anonymous('GET', `/api/allergens/${allergen.id}`), 404);
  });

  it('refuses to delete an allergen a daily-menu item still lists', async () => {
    const allergen = await api.allergen();
    const { db } = api.t;
    const menu = await db
      .insertInto('dailyMenus')
      .values({ date: '2031-01-07' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await db
      .insertInto('dailyMenuItems')
      .values({ dailyMenuId: menu.id, price: 1500, sortOrder: 0, ...localizedColumns('Soup') })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('dailyMenuItemAllergens')
      .values({ dailyMenuItemId: item.id, allergenId: allergen.id })
      .execute();
    await expectRefused(api, { method: 'DELETE', url: `/api/allergens/${allergen.id}` }, 409);
    expect(await api.read(`/api/allergens/${allergen.id}`)).toEqual(allergen);
  });

  it('requires a valid token for every change', async () => {
    const allergen = await api.allergen();
    await expectCredentialsRequired(api, [
      create(body),
      updateOf(allergen.id)(body),
      { method: 'DELETE', url: `/api/allergens/${allergen.id}` },
    ]);
    expect(await api.read(`/api/allergens/${allergen.id}`)).toEqual(allergen);
  });

  describe('codes, the marks guests see', () => {
    const codesNow = async () =>
      new Set((await api.read<Allergen[]>('/api/allergens')).map((allergen) => allergen.code));
    const lowestFreeFrom15 = (taken: Set<string>) => {
      let number = 15;
      while (taken.has(String(number))) number++;
      return String(number);
    };

    it('gives a new allergen without a code its Annex II number while that number is free, then the lowest free from 15 up', async () => {
      const annex: Array<[string, string]> = [
        ['13', 'Lupin'],
        ['10', 'Mustard'],
        ['9', 'Celery'],
      ];
      const taken = await codesNow();
      const [number, english] = annex.find(([code]) => !taken.has(code))!;
      const first = await api.send('POST', '/api/allergens', {
        name: { hu: 'Első', en: english, de: 'Erste' },
      });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json<Allergen>().code).toBe(number);
      expect(await api.read(`/api/allergens/${first.json<Allergen>().id}`)).toMatchObject({
        code: number,
      });

      const expected = lowestFreeFrom15(await codesNow());
      const second = await api.send('POST', '/api/allergens', {
        name: { hu: 'Második', en: english, de: 'Zweite' },
      });
      expect(second.statusCode, second.body).toBe(201);
      expect(second.json<Allergen>().code).toBe(expected);
    });

    it('gives an allergen outside the EU 14 the lowest free number from 15 up', async () => {
      const expected = lowestFreeFrom15(await codesNow());
      const response = await api.send('POST', '/api/allergens', { name: localized('Kiwi') });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Allergen>().code).toBe(expected);
    });

    it('gives parallel creations without a code a distinct code each', async () => {
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          api.send('POST', '/api/allergens', { name: localized(`Parallel ${n}`) }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
      const codes = responses.map((response) => response.json<Allergen>().code);
      expect(new Set(codes).size).toBe(6);
    });

    it.each([
      ['blank', '  '],
      ['longer than three characters', '1234'],
      ['holding a space', 'A B'],
      ['holding punctuation', '7*'],
      ['not text', 7],
    ])('refuses a code that is %s', async (_label, code) => {
      await expectRefused(api, create({ code, name: localized('Bad mark') }), 400, ['code']);
    });

    it('answers 409 for a code another allergen has, on create and on update, and keeps both', async () => {
      const taken = await api.allergen('Taken');
      const other = await api.allergen('Other');
      await expectRefused(api, create({ code: taken.code, name: localized('Twin') }), 409);
      await expectRefused(api, updateOf(other.id)({ code: taken.code, name: other.name }), 409);
      expect(await api.read(`/api/allergens/${taken.id}`)).toEqual(taken);
      expect(await api.read(`/api/allergens/${other.id}`)).toEqual(other);
    });

    it('changes the code when an update names one, and keeps it when it does not', async () => {
      const allergen = await api.allergen('Recoded');
      const recoded = await api.send('PUT', `/api/allergens/${allergen.id}`, {
        code: 'R1',
        name: allergen.name,
      });
      expect(recoded.json()).toEqual({ ...allergen, code: 'R1' });
      const renamed = await api.send('PUT', `/api/allergens/${allergen.id}`, {
        name: localized('Renamed'),
      });
      expect(renamed.json()).toEqual({ id: allergen.id, code: 'R1', name: localized('Renamed') });
    });

    it("shows the code in a dish's nested allergens; removing another allergen changes no mark", async () => {
      const { allergen, food } = await api.foodInCategory();
      const unused = await api.allergen('Unused');
      expect((await api.read<Food>(`/api/foods/${food.id}`)).allergens).toEqual([allergen]);
      expect((await api.send('DELETE', `/api/allergens/${unused.id}`)).statusCode).toBe(204);
      expect((await api.read<Food>(`/api/foods/${food.id}`)).allergens).toEqual([allergen]);
    });
  });
});

function localizedColumns(text: string) {
  const { hu, en, de } = localized(text);
  return { nameHu: hu, nameEn: en, nameDe: de };
}
