import { describe, expect, it } from 'vitest';
import type {
  Category,
  CategoryWithDrinks,
  CategoryWithFoods,
} from '@restaurant/contract/category.ts';
import {
  badLocalizedTexts,
  labelled,
  badSortOrders,
  expectCredentialsRequired,
  expectInvalidIdsRefused,
  expectProblem,
  expectRefused,
  expectSortedBySortOrderThenId,
  expectUnknownFieldRefused,
  expectUnknownIdsNotFound,
  expectWritesRefused,
  ids,
  routesById,
  useApi,
  type Route,
} from '../fixtures.ts';
import { DATABASE_KINDS, localized } from '../helpers.ts';

describe.each(DATABASE_KINDS)('categories API on %s', (kind) => {
  const api = useApi(kind);
  const body = { name: localized('Soups'), sortOrder: 3 };
  const createFood = (payload: object): Route => ({
    method: 'POST',
    url: '/api/categories/type/Food',
    payload,
  });
  const updateOf =
    (id: number) =>
    (payload: object): Route => ({
      method: 'PUT',
      url: `/api/categories/${id}`,
      payload,
    });

  it.each(['Food', 'Drink'] as const)(
    'lists only %s categories, sorted by sortOrder then id',
    async (type) => {
      const late = await api.category(type, 5);
      const early = await api.category(type, 1);
      const tie = await api.category(type, 1);
      const list = await api.read<Category[]>(`/api/categories/type/${type}`);
      expect(list.every((category) => category.type === type)).toBe(true);
      expect(ids(list).filter((id) => [late.id, early.id, tie.id].includes(id))).toEqual([
        early.id,
        tie.id,
        late.id,
      ]);
      expectSortedBySortOrderThenId(list);
      const rows = await api.t.db
        .selectFrom('categories')
        .select('id')
        .where('type', '=', type)
        .execute();
      expect(list).toHaveLength(rows.length);
    },
  );

  it.each(['Wine', 'food', 'DRINK'])('refuses to list categories of the type %s', async (type) => {
    expectProblem(await api.anonymous('GET', `/api/categories/type/${type}`), 400, ['params.type']);
  });

  it('creates a food category, taking the type from the path', async () => {
    const response = await api.send('POST', '/api/categories/type/Food', body);
    expect(response.statusCode).toBe(201);
    const created = response.json<Category>();
    expect(created).toEqual({ id: expect.any(Number), ...body, type: 'Food' });
    expect(await api.read(`/api/categories/${created.id}`)).toEqual(created);
  });

  it('creates a drink category with sortOrder 0 when none is given', async () => {
    const response = await api.send('POST', '/api/categories/type/Drink', {
      name: localized('Beers'),
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Category>();
    expect(created).toEqual({
      id: expect.any(Number),
      name: localized('Beers'),
      sortOrder: 0,
      type: 'Drink',
    });
    const row = await api.t.db
      .selectFrom('categories')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'Drink', sortOrder: 0, nameEn: 'Beers en' });
  });

  it('refuses to create a category of an unknown type', async () => {
    await expectRefused(
      api,
      { method: 'POST', url: '/api/categories/type/Wine', payload: body },
      400,
      ['params.type'],
    );
  });

  it('updates the name and sortOrder of a category and keeps its type', async () => {
    const category = await api.category('Drink', 2);
    const update = { name: localized('Wines'), sortOrder: 7 };
    const response = await api.send('PUT', `/api/categories/${category.id}`, update);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: category.id, ...update, type: 'Drink' });
    expect(await api.read(`/api/categories/${category.id}`)).toEqual({
      id: category.id,
      ...update,
      type: 'Drink',
    });
  });

  it('refuses to change the type of a category', async () => {
    const category = await api.category('Food');
    await expectRefused(api, updateOf(category.id)({ ...body, type: 'Drink' }), 400);
    expect(await api.read(`/api/categories/${category.id}`)).toEqual(category);
  });

  it('deletes an empty category with 204 and an empty body', async () => {
    const category = await api.category('Food');
    const response = await api.send('DELETE', `/api/categories/${category.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectProblem(await api.anonymous('GET', `/api/categories/${category.id}`), 404);
  });

  it('refuses to delete a food category that still holds a food', async () => {
    const { category, food } = await api.foodInCategory();
    await expectRefused(api, { method: 'DELETE', url: `/api/categories/${category.id}` }, 409);
    expect(await api.read(`/api/categories/${category.id}`)).toEqual(category);
    expect(await api.read(`/api/foods/${food.id}`)).toEqual(food);
  });

  it('refuses to delete a drink category that still holds a drink', async () => {
    const { category, drink } = await api.drinkInCategory();
    await expectRefused(api, { method: 'DELETE', url: `/api/categories/${category.id}` }, 409);
    expect(await api.read(`/api/categories/${category.id}`)).toEqual(category);
    expect(await api.read(`/api/drinks/${drink.id}`)).toEqual(drink);
  });

  it('deletes a category once its last item is gone', async () => {
    const { category, food } = await api.foodInCategory();
    expect((await api.send('DELETE', `/api/foods/${food.id}`)).statusCode).toBe(204);
    expect((await api.send('DELETE', `/api/categories/${category.id}`)).statusCode).toBe(204);
    expectProblem(await api.anonymous('GET', `/api/categories/${category.id}`), 404);
  });

  it('answers 404 for a category id that does not exist', async () => {
    await expectUnknownIdsNotFound(api, routesById('/api/categories', body));
  });

  it('refuses ids in the path that are not positive integers', async () => {
    await expectInvalidIdsRefused(api, [...routesById('/api/categories', body)]);
  });

  it.each(labelled([...badLocalizedTexts('name', 200), ...badSortOrders()]))(
    'refuses to create or update a category whose %s',
    async (_label, bad) => {
      const category = await api.category('Food', 4);
      await expectWritesRefused(api, [createFood, updateOf(category.id)], body, bad);
      expect(await api.read(`/api/categories/${category.id}`)).toEqual(category);
    },
  );

  it('refuses unknown fields in the body', async () => {
    const category = await api.category('Drink');
    await expectUnknownFieldRefused(api, [createFood, updateOf(category.id)], body, 'foods');
  });

  it('lists food categories with their foods nested, without drink categories', async () => {
    const { category, food } = await api.foodInCategory();
    const last = await api.food(category.id, { allergenIds: ids(food.allergens), sortOrder: 9 });
    const middle = await api.food(category.id, { allergenIds: ids(food.allergens) });
    const empty = await api.category('Food');
    const drinks = await api.category('Drink');
    const list = await api.read<CategoryWithFoods[]>('/api/categories/foods');
    expectSortedBySortOrderThenId(list);
    expect(ids(list)).toEqual(ids(await api.read<Category[]>('/api/categories/type/Food')));
    expect(ids(list)).not.toContain(drinks.id);
    expect(list.find((entry) => entry.id === category.id)).toEqual({
      ...category,
      foods: [food, middle, last],
    });
    expect(list.find((entry) => entry.id === empty.id)).toEqual({ ...empty, foods: [] });
  });

  it('lists drink categories with their drinks and variants nested, without food categories', async () => {
    const { category, drink } = await api.drinkInCategory();
    const empty = await api.category('Drink');
    const foods = await api.category('Food');
    const list = await api.read<CategoryWithDrinks[]>('/api/categories/drinks');
    expectSortedBySortOrderThenId(list);
    expect(ids(list)).toEqual(ids(await api.read<Category[]>('/api/categories/type/Drink')));
    expect(ids(list)).not.toContain(foods.id);
    const entry = list.find((candidate) => candidate.id === category.id);
    expect(entry).toEqual({ ...category, drinks: [drink] });
    expect(entry?.drinks[0]?.variants).toHaveLength(1);
    expect(list.find((candidate) => candidate.id === empty.id)).toEqual({ ...empty, drinks: [] });
  });

  it('requires a valid token for every change', async () => {
    const category = await api.category('Food');
    await expectCredentialsRequired(api, [
      createFood(body),
      { method: 'POST', url: '/api/categories/type/Drink', payload: body },
      updateOf(category.id)(body),
      { method: 'DELETE', url: `/api/categories/${category.id}` },
    ]);
    expect(await api.read(`/api/categories/${category.id}`)).toEqual(category);
  });
});
