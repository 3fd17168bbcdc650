import { beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@restaurant/contract/category.ts';
import type { Drink } from '@restaurant/contract/drink.ts';
import {
  UNKNOWN_ID,
  badCategoryIds,
  badDescriptions,
  badLocalizedTexts,
  badSortOrders,
  categoryItemRoutes,
  expectCredentialsRequired,
  expectProblem,
  expectRefused,
  expectSortedBySortOrderThenId,
  expectUnknownFieldRefused,
  expectWritesRefused,
  ids,
  itFollowsCategoryRules,
  labelled,
  useApi,
} from '../fixtures.ts';
import { DATABASE_KINDS, localized } from '../helpers.ts';

describe.each(DATABASE_KINDS)('drinks API on %s', (kind) => {
  const api = useApi(kind);
  let bar: Category;
  let kitchen: Category;

  beforeAll(async () => {
    bar = await api.category('Drink');
    kitchen = await api.category('Food');
  });

  const createBody = () => ({
    name: localized('Lemonade'),
    description: localized('Home-made'),
    sortOrder: 4,
  });
  const updateBody = () => ({ ...createBody(), categoryId: bar.id });
  const { createIn, updateOf } = categoryItemRoutes('drinks');

  it('lists the drinks of a category with their variants, sorted by sortOrder then id', async () => {
    const category = await api.category('Drink');
    const late = await api.drink(category.id, { sortOrder: 8 });
    const early = await api.drink(category.id, { sortOrder: 2 });
    const tie = await api.drink(category.id, { sortOrder: 2 });
    const small = await api.variant(late.id, { price: 500 });
    const large = await api.variant(late.id, { price: 900 });
    await api.drink(bar.id);
    const list = await api.read<Drink[]>(`/api/categories/${category.id}/drinks`);
    expect(ids(list)).toEqual([early.id, tie.id, late.id]);
    expect(list[2]?.variants).toEqual([small, large]);
    expect(list[0]?.variants).toEqual([]);
  });

  it('lists every drink of every category at /api/drinks, sorted by sortOrder then id', async () => {
    const other = await api.category('Drink');
    const { drink } = await api.drinkInCategory();
    const second = await api.drink(other.id, { sortOrder: 30 });
    const list = await api.read<Drink[]>('/api/drinks');
    expect(list).toEqual(expect.arrayContaining([drink, second]));
    expectSortedBySortOrderThenId(list);
    const rows = await api.t.db.selectFrom('drinks').select('id').execute();
    expect(list).toHaveLength(rows.length);
  });

  it('refuses to list drinks of a food category', async () => {
    expectProblem(await api.anonymous('GET', `/api/categories/${kitchen.id}/drinks`), 400, [
      'categoryId',
    ]);
  });

  it('answers 404 when listing the drinks of a category that does not exist', async () => {
    expectProblem(await api.anonymous('GET', `/api/categories/${UNKNOWN_ID}/drinks`), 404);
  });

  it('creates a drink and answers 201 with the stored drink and no variants yet', async () => {
    const response = await api.send('POST', `/api/categories/${bar.id}/drinks`, createBody());
    expect(response.statusCode).toBe(201);
    const drink = response.json<Drink>();
    expect(drink).toEqual({
      id: expect.any(Number),
      categoryId: bar.id,
      ...createBody(),
      allergens: [],
      allergensDeclared: false,
      dietTags: [],
      variants: [],
    });
    expect(await api.read(`/api/drinks/${drink.id}`)).toEqual(drink);
    const row = await api.t.db
      .selectFrom('drinks')
      .selectAll()
      .where('id', '=', drink.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ categoryId: bar.id, nameDe: 'Lemonade de', sortOrder: 4 });
  });

  it('stores no description and sortOrder 0 when they are left out or null', async () => {
    for (const extra of [{}, { description: null }]) {
      const response = await api.send('POST', `/api/categories/${bar.id}/drinks`, {
        name: localized('Water'),
        ...extra,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ description: null, sortOrder: 0 });
    }
  });

  it('gives a drink its allergens, in the order of their codes, and changes them on update', async () => {
    const [sulphites, gluten] = [await api.allergen('Sulphites'), await api.allergen('Gluten')];
    const created = await api.send('POST', `/api/categories/${bar.id}/drinks`, {
      ...createBody(),
      allergenIds: [gluten.id, sulphites.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const drink = created.json<Drink>();
    expect(drink.allergens).toEqual([sulphites, gluten]);
    const updated = await api.send('PUT', `/api/drinks/${drink.id}`, {
      ...updateBody(),
      allergenIds: [gluten.id],
    });
    expect(updated.json<Drink>().allergens).toEqual([gluten]);
    expect((await api.read<Drink>(`/api/drinks/${drink.id}`)).allergens).toEqual([gluten]);
  });

  it('tells a drink said to contain none of the allergens from one nobody said anything about, however it is saved', async () => {
    const sulphites = await api.allergen('Sulphites');
    const inBar = `/api/categories/${bar.id}/drinks`;
    const declared = async (method: 'POST' | 'PUT', url: string, fields: object) => {
      const response = await api.send(method, url, { ...createBody(), ...fields });
      expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
      const drink = response.json<Drink>();
      expect(await api.read<Drink>(`/api/drinks/${drink.id}`)).toEqual(drink);
      return { id: drink.id, declared: drink.allergensDeclared, allergens: drink.allergens };
    };
    const none = await declared('POST', inBar, { allergensDeclared: true });
    expect(none).toMatchObject({ declared: true, allergens: [] });
    const silent = await declared('POST', inBar, {});
    expect(silent).toMatchObject({ declared: false, allergens: [] });
    // A drink that lists allergens has given them, whatever the flag says.
    const listing = await declared('POST', inBar, {
      allergenIds: [sulphites.id],
      allergensDeclared: false,
    });
    expect(listing).toMatchObject({ declared: true, allergens: [sulphites] });

    const byId = (id: number) => `/api/drinks/${id}`;
    const onBar = { categoryId: bar.id };
    expect(await declared('PUT', byId(silent.id), { ...onBar, allergensDeclared: true })).toEqual({
      ...silent,
      declared: true,
    });
    // A save that leaves the flag out says nothing, as a new drink does.
    expect(await declared('PUT', byId(silent.id), onBar)).toEqual(silent);
    expect(await declared('PUT', byId(listing.id), { ...onBar, allergenIds: [] })).toMatchObject({
      declared: false,
      allergens: [],
    });

    const withVariants = `${inBar}/with-variants`;
    const whole = await declared('POST', withVariants, { allergensDeclared: true, variants: [] });
    expect(whole.declared).toBe(true);
    const wholeUpdate = `${byId(whole.id)}/with-variants`;
    expect(await declared('PUT', wholeUpdate, { ...onBar, variants: [] })).toMatchObject({
      declared: false,
    });
    expect(
      await declared('PUT', wholeUpdate, { ...onBar, allergensDeclared: true, variants: [] }),
    ).toMatchObject({ declared: true });
  });

  it('refuses a drink with an allergen id that names no allergen and stores nothing', async () => {
    await expectRefused(
      api,
      createIn(bar.id)({ ...createBody(), allergenIds: [UNKNOWN_ID] }),
      400,
      ['allergenIds'],
    );
  });

  it('reads one drink publicly by id, carrying its variants', async () => {
    const { drink, variant } = await api.drinkInCategory();
    const response = await api.anonymous('GET', `/api/drinks/${drink.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...drink, variants: [variant] });
  });

  it('updates a drink and moves it to another drink category, keeping its variants', async () => {
    const { drink, variant } = await api.drinkInCategory();
    const update = { name: localized('Cola'), description: null, sortOrder: 1, categoryId: bar.id };
    const response = await api.send('PUT', `/api/drinks/${drink.id}`, update);
    expect(response.statusCode).toBe(200);
    const expected = {
      id: drink.id,
      ...update,
      allergens: [],
      allergensDeclared: false,
      dietTags: [],
      variants: [variant],
    };
    expect(response.json()).toEqual(expected);
    expect(await api.read(`/api/drinks/${drink.id}`)).toEqual(expected);
    expect(await api.read(`/api/categories/${drink.categoryId}/drinks`)).toEqual([]);
  });

  it('deletes a drink with 204 and an empty body, and its variants with it', async () => {
    const { drink, variant } = await api.drinkInCategory();
    const another = await api.variant(drink.id);
    const response = await api.send('DELETE', `/api/drinks/${drink.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectProblem(await api.anonymous('GET', `/api/drinks/${drink.id}`), 404);
    for (const { id } of [variant, another]) {
      expectProblem(await api.anonymous('GET', `/api/drink-variants/${id}`), 404);
    }
    const rows = await api.t.db
      .selectFrom('drinkVariants')
      .selectAll()
      .where('drinkId', '=', drink.id)
      .execute();
    expect(rows).toEqual([]);
  });

  itFollowsCategoryRules(api, {
    plural: 'drinks',
    singular: 'drink',
    createBody,
    updateBody,
    otherCategory: () => kitchen,
    existing: async () => (await api.drinkInCategory()).drink,
  });

  it.each(
    labelled([...badLocalizedTexts('name', 200), ...badDescriptions(2000), ...badSortOrders()]),
  )('refuses to create or update a drink whose %s', async (_label, bad) => {
    const { drink } = await api.drinkInCategory();
    await expectWritesRefused(api, [createIn(bar.id)], createBody(), bad);
    await expectWritesRefused(api, [updateOf(drink.id)], updateBody(), bad);
    expect(await api.read(`/api/drinks/${drink.id}`)).toEqual(drink);
  });

  it.each(labelled(badCategoryIds()))('refuses to update a drink whose %s', async (_label, bad) => {
    const { drink } = await api.drinkInCategory();
    await expectWritesRefused(api, [updateOf(drink.id)], updateBody(), bad);
  });

  it('refuses unknown fields, such as variants or a categoryId when creating', async () => {
    const { drink } = await api.drinkInCategory();
    await expectUnknownFieldRefused(api, [createIn(bar.id)], createBody(), 'variants');
    await expectUnknownFieldRefused(api, [updateOf(drink.id)], updateBody(), 'price');
    await expectUnknownFieldRefused(api, [createIn(bar.id)], createBody(), 'categoryId');
  });

  it('requires a valid token for every change', async () => {
    const { drink } = await api.drinkInCategory();
    await expectCredentialsRequired(api, [
      createIn(bar.id)(createBody()),
      updateOf(drink.id)(updateBody()),
      { method: 'DELETE', url: `/api/drinks/${drink.id}` },
    ]);
    expect(await api.read(`/api/drinks/${drink.id}`)).toEqual(drink);
  });
});
