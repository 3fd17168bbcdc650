import { beforeAll, describe, expect, it } from 'vitest';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { Category } from '@restaurant/contract/category.ts';
import type { Food } from '@restaurant/contract/food.ts';
import {
  UNKNOWN_ID,
  badCategoryIds,
  badDescriptions,
  badLocalizedTexts,
  badPrices,
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
  type BadValue,
} from '../fixtures.ts';
import { DATABASE_KINDS, localized } from '../helpers.ts';

describe.each(DATABASE_KINDS)('foods API on %s', (kind) => {
  const api = useApi(kind);
  let menu: Category;
  let drinks: Category;
  let gluten: Allergen;
  let milk: Allergen;

  beforeAll(async () => {
    menu = await api.category('Food');
    drinks = await api.category('Drink');
    gluten = await api.allergen('Gluten');
    milk = await api.allergen('Milk');
  });

  const createBody = () => ({
    name: localized('Goulash'),
    description: localized('With bread'),
    price: 3200,
    allergenIds: [gluten.id],
    sortOrder: 2,
  });
  const updateBody = () => ({ ...createBody(), categoryId: menu.id });
  const { createIn, updateOf } = categoryItemRoutes('foods');

  it('lists the foods of a category sorted by sortOrder then id, with their allergens', async () => {
    const category = await api.category('Food');
    const late = await api.food(category.id, { allergenIds: [milk.id, gluten.id], sortOrder: 3 });
    const early = await api.food(category.id, { allergenIds: [gluten.id], sortOrder: 1 });
    const tie = await api.food(category.id, { allergenIds: [milk.id], sortOrder: 1 });
    await api.food(menu.id, { allergenIds: [gluten.id] });
    const list = await api.read<Food[]>(`/api/categories/${category.id}/foods`);
    expect(ids(list)).toEqual([early.id, tie.id, late.id]);
    expect(list[2]?.allergens).toEqual([gluten, milk]);
  });

  it('lists an empty array for a food category without foods', async () => {
    const category = await api.category('Food');
    expect(await api.read(`/api/categories/${category.id}/foods`)).toEqual([]);
  });

  it('lists every food of every category at /api/foods, sorted by sortOrder then id', async () => {
    const other = await api.category('Food');
    const first = await api.food(menu.id, { allergenIds: [gluten.id], sortOrder: 40 });
    const second = await api.food(other.id, { allergenIds: [milk.id], sortOrder: 20 });
    const list = await api.read<Food[]>('/api/foods');
    expect(list).toEqual(expect.arrayContaining([first, second]));
    expectSortedBySortOrderThenId(list);
    const rows = await api.t.db.selectFrom('foods').select('id').execute();
    expect(list).toHaveLength(rows.length);
  });

  it('refuses to list foods of a drink category', async () => {
    expectProblem(await api.anonymous('GET', `/api/categories/${drinks.id}/foods`), 400, [
      'categoryId',
    ]);
  });

  it('answers 404 when listing the foods of a category that does not exist', async () => {
    expectProblem(await api.anonymous('GET', `/api/categories/${UNKNOWN_ID}/foods`), 404);
  });

  it('creates a food and answers 201 with the stored food, its allergens as objects', async () => {
    const response = await api.send('POST', `/api/categories/${menu.id}/foods`, {
      ...createBody(),
      allergenIds: [milk.id, gluten.id],
    });
    expect(response.statusCode).toBe(201);
    const food = response.json<Food>();
    expect(food).toEqual({
      id: expect.any(Number),
      categoryId: menu.id,
      name: localized('Goulash'),
      description: localized('With bread'),
      price: 3200,
      allergens: [gluten, milk],
      allergensDeclared: true,
      dietTags: [],
      sortOrder: 2,
    });
    expect(await api.read(`/api/foods/${food.id}`)).toEqual(food);
    const links = await api.t.db
      .selectFrom('foodAllergens')
      .select('allergenId')
      .where('foodId', '=', food.id)
      .orderBy('allergenId')
      .execute();
    expect(links.map((link) => link.allergenId)).toEqual([gluten.id, milk.id]);
  });

  it('stores no description and sortOrder 0 when they are left out', async () => {
    const response = await api.send('POST', `/api/categories/${menu.id}/foods`, {
      name: localized('Bread'),
      price: 1,
      allergenIds: [gluten.id],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ description: null, sortOrder: 0, price: 1 });
  });

  it('accepts the largest price and empty description translations', async () => {
    const food = await api.food(menu.id, {
      allergenIds: [gluten.id],
      price: 10_000_000,
      description: { hu: 'Csak magyarul', en: '', de: '  ' },
    });
    expect(await api.read(`/api/foods/${food.id}`)).toMatchObject({
      price: 10_000_000,
      description: { hu: 'Csak magyarul', en: '', de: '' },
    });
  });

  it('reads one food publicly by id', async () => {
    const { food } = await api.foodInCategory();
    const response = await api.anonymous('GET', `/api/foods/${food.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(food);
  });

  it('updates every field of a food, replacing its allergens and moving it to another food category', async () => {
    const { food } = await api.foodInCategory();
    const update = {
      name: localized('Schnitzel'),
      description: null,
      price: 4100,
      allergenIds: [milk.id, gluten.id],
      sortOrder: 9,
      categoryId: menu.id,
    };
    const response = await api.send('PUT', `/api/foods/${food.id}`, update);
    expect(response.statusCode).toBe(200);
    const expected = {
      id: food.id,
      categoryId: menu.id,
      name: update.name,
      description: null,
      price: 4100,
      allergens: [gluten, milk],
      allergensDeclared: true,
      dietTags: [],
      sortOrder: 9,
    };
    expect(response.json()).toEqual(expected);
    expect(await api.read(`/api/foods/${food.id}`)).toEqual(expected);
    expect(ids(await api.read<Food[]>(`/api/categories/${food.categoryId}/foods`))).toEqual([]);
  });

  it('deletes a food with 204 and an empty body, with its allergen links but not the allergens', async () => {
    const { food, allergen } = await api.foodInCategory();
    const response = await api.send('DELETE', `/api/foods/${food.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectProblem(await api.anonymous('GET', `/api/foods/${food.id}`), 404);
    const links = await api.t.db
      .selectFrom('foodAllergens')
      .selectAll()
      .where('foodId', '=', food.id)
      .execute();
    expect(links).toEqual([]);
    expect(await api.read(`/api/allergens/${allergen.id}`)).toEqual(allergen);
  });

  itFollowsCategoryRules(api, {
    plural: 'foods',
    singular: 'food',
    createBody,
    updateBody,
    otherCategory: () => drinks,
    existing: async () => (await api.foodInCategory()).food,
  });

  const badAllergenIds = (): BadValue[] =>
    [
      ['is empty', [], 'allergenIds'],
      ['is missing', undefined, 'allergenIds'],
      ['names an allergen that does not exist', [UNKNOWN_ID], 'allergenIds'],
      ['holds a numeric string', ['1'], 'allergenIds.0'],
      ['holds zero', [0], 'allergenIds.0'],
    ].map(([label, value, path]) => ({
      label: `allergen list ${label as string}`,
      field: 'allergenIds',
      value,
      path: path as string,
    }));

  it.each(
    labelled([
      ...badLocalizedTexts('name', 200),
      ...badDescriptions(2000),
      ...badPrices(),
      ...badSortOrders(),
      ...badAllergenIds(),
    ]),
  )('refuses to create or update a food whose %s', async (_label, bad) => {
    const { food } = await api.foodInCategory();
    await expectWritesRefused(api, [createIn(menu.id)], createBody(), bad);
    await expectWritesRefused(api, [updateOf(food.id)], updateBody(), bad);
    expect(await api.read(`/api/foods/${food.id}`)).toEqual(food);
  });

  it('refuses an allergen listed twice', async () => {
    const { food } = await api.foodInCategory();
    const twice = { field: 'allergenIds', value: [gluten.id, milk.id, gluten.id] };
    const bad = { ...twice, label: 'twice', path: 'allergenIds' };
    await expectWritesRefused(api, [createIn(menu.id)], createBody(), bad);
    await expectWritesRefused(api, [updateOf(food.id)], updateBody(), bad);
  });

  it('refuses a list of allergens where only one does not exist, keeping the old ones', async () => {
    const { food } = await api.foodInCategory();
    const payload = { ...updateBody(), allergenIds: [milk.id, UNKNOWN_ID] };
    await expectRefused(api, updateOf(food.id)(payload), 400, ['allergenIds']);
    expect((await api.read<Food>(`/api/foods/${food.id}`)).allergens).toEqual(food.allergens);
  });

  it.each(labelled(badCategoryIds()))('refuses to update a food whose %s', async (_label, bad) => {
    const { food } = await api.foodInCategory();
    await expectWritesRefused(api, [updateOf(food.id)], updateBody(), bad);
  });

  it('refuses unknown fields, including a categoryId when creating', async () => {
    const { food } = await api.foodInCategory();
    await expectUnknownFieldRefused(api, [createIn(menu.id)], createBody(), 'allergens');
    await expectUnknownFieldRefused(api, [updateOf(food.id)], updateBody(), 'allergens');
    await expectUnknownFieldRefused(api, [createIn(menu.id)], createBody(), 'categoryId');
  });

  it('requires a valid token for every change', async () => {
    const { food } = await api.foodInCategory();
    await expectCredentialsRequired(api, [
      createIn(menu.id)(createBody()),
      updateOf(food.id)(updateBody()),
      { method: 'DELETE', url: `/api/foods/${food.id}` },
    ]);
    expect(await api.read(`/api/foods/${food.id}`)).toEqual(food);
  });
});
