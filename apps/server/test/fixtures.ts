import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { Category, CategoryType } from '@restaurant/contract/category.ts';
import type { Drink, DrinkVariant } from '@restaurant/contract/drink.ts';
import type { Food } from '@restaurant/contract/food.ts';
import { LANGUAGES } from '@restaurant/contract/languages.ts';
import type { Problem } from '@restaurant/contract/problem.ts';
import { adminClient, type Send } from './dated-fixtures.ts';
import { createTestApp, localized, type DatabaseKind, type TestApp } from './helpers.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Payload = InjectOptions['payload'];
type Body = Record<string, unknown>;

/** One call: method, URL (`:id` stands for an id in the path) and, for writes, a body. */
export type Route = { method: Method; url: string; payload?: Payload };

/** The largest id a path accepts; no test creates that many rows. */
export const UNKNOWN_ID = 2_147_483_647;

/** Path segments where an id is expected but which are not positive integers. */
export const INVALID_PATH_IDS = ['abc', '0', '-1', '1.5', '01', '1e3', '2147483648'];

/** Every table an API call of the menu modules may write to. */
const CONTENT_TABLES = [
  'allergens',
  'categories',
  'foods',
  'foodAllergens',
  'drinks',
  'drinkVariants',
  'drinkAllergens',
  'dailyMenuItemAllergens',
  'offerItemAllergens',
] as const;

export type Api = {
  readonly t: TestApp;
  /** Sends a request with the admin's bearer token. */
  send: (method: Method, url: string, payload?: Payload) => Promise<LightMyRequestResponse>;
  /** Sends a request without credentials, as a visitor would. */
  anonymous: (
    method: Method,
    url: string,
    payload?: Payload,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  /** Reads a public resource and returns its JSON body, failing unless it answers 200. */
  read: <T>(url: string) => Promise<T>;
  allergen: (label?: string) => Promise<Allergen>;
  category: (type: CategoryType, sortOrder?: number) => Promise<Category>;
  food: (categoryId: number, fields: Body & { allergenIds: number[] }) => Promise<Food>;
  drink: (categoryId: number, fields?: Body) => Promise<Drink>;
  variant: (drinkId: number, fields?: Body) => Promise<DrinkVariant>;
  /** A fresh Food category holding one food that lists one fresh allergen. */
  foodInCategory: () => Promise<{ category: Category; allergen: Allergen; food: Food }>;
  /** A fresh Drink category holding one drink with one variant. */
  drinkInCategory: () => Promise<{ category: Category; drink: Drink; variant: DrinkVariant }>;
  /** Every row of the menu tables, to compare before and after a refused call. */
  snapshot: () => Promise<Record<string, unknown[]>>;
};

function expectCreated<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}

/**
 * The enclosing suite's real app on a fresh database of the kind, and a client that sends as its
 * admin. Both reach the app that exists while the suite runs, so they may be taken apart at once.
 */
export function useAdminApp(
  kind: DatabaseKind,
  env?: Record<string, string>,
): { t: TestApp; admin: Send } {
  let testApp: TestApp | undefined;
  let admin: Send | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(kind, env);
    admin = adminClient(testApp);
  });
  afterAll(() => testApp?.close());
  const current = () => {
    if (!testApp) throw new Error('The test app exists only while the suite runs.');
    return testApp;
  };
  return {
    t: new Proxy({} as TestApp, { get: (_, key: keyof TestApp) => current()[key] }),
    admin: (options) => admin!(options),
  };
}

/** One real app per kind of database for the enclosing suite, with a logged-in admin. */
export function useApi(kind: DatabaseKind): Api {
  const { t, admin } = useAdminApp(kind);
  let counter = 0;
  const unique = (label: string) => `${label} ${++counter}`;

  const api: Api = {
    t,
    send: (method, url, payload) => admin({ method, url, payload }),
    anonymous: (method, url, payload, headers) => t.app.inject({ method, url, payload, headers }),
    read: async <T>(url: string) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    },
    allergen: async (label = 'Allergen') =>
      expectCreated<Allergen>(
        await api.send('POST', '/api/allergens', {
          // A mark of its own, never a number (those the server gives): a letter and the counter
          // in base 36, at most three characters.
          code: `X${(++counter).toString(36).toUpperCase()}`,
          name: localized(unique(label)),
        }),
      ),
    category: async (type, sortOrder = 0) =>
      expectCreated<Category>(
        await api.send('POST', `/api/categories/type/${type}`, {
          name: localized(unique(`${type} category`)),
          sortOrder,
        }),
      ),
    food: async (categoryId, fields) =>
      expectCreated<Food>(
        await api.send('POST', `/api/categories/${categoryId}/foods`, {
          name: localized(unique('Food')),
          price: 2490,
          ...fields,
        }),
      ),
    drink: async (categoryId, fields = {}) =>
      expectCreated<Drink>(
        await api.send('POST', `/api/categories/${categoryId}/drinks`, {
          name: localized(unique('Drink')),
          ...fields,
        }),
      ),
    variant: async (drinkId, fields = {}) =>
      expectCreated<DrinkVariant>(
        await api.send('POST', `/api/drinks/${drinkId}/drink-variants`, {
          quantity: localized(unique('0,5 l')),
          price: 890,
          ...fields,
        }),
      ),
    foodInCategory: async () => {
      const category = await api.category('Food');
      const allergen = await api.allergen();
      const food = await api.food(category.id, { allergenIds: [allergen.id] });
      return { category, allergen, food };
    },
    drinkInCategory: async () => {
      const category = await api.category('Drink');
      const created = await api.drink(category.id);
      const variant = await api.variant(created.id);
      return { category, drink: { ...created, variants: [variant] }, variant };
    },
    snapshot: async () => {
      const db = t.db;
      const snapshot: Record<string, unknown[]> = {};
      for (const table of CONTENT_TABLES) {
        const rows = await db.selectFrom(table).selectAll().execute();
        snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
      }
      return snapshot;
    },
  };
  return api;
}

/**
 * Checks that the response is a problem document with the given status and, when `paths` is
 * given, that its field errors name exactly those paths.
 */
export function expectProblem(
  response: LightMyRequestResponse,
  status: number,
  paths?: string[],
): Problem {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json(;|$)/);
  const body = response.json<Problem>();
  const members = ['type', 'title', 'status', 'detail', 'errors'];
  expect(Object.keys(body).filter((key) => !members.includes(key))).toEqual([]);
  expect(body).toMatchObject({
    type: expect.any(String),
    title: expect.any(String),
    status,
    detail: expect.any(String),
  });
  if (paths) {
    const named = new Set(body.errors?.map((error) => error.path));
    expect([...named].sort()).toEqual([...new Set(paths)].sort());
    for (const error of body.errors ?? []) expect(error.message).toEqual(expect.any(String));
  }
  return body;
}

/** Sends the call as the admin, expects the given problem and checks nothing was written. */
export async function expectRefused(
  api: Api,
  route: Route,
  status: number,
  paths?: string[],
): Promise<Problem> {
  const before = await api.snapshot();
  const problem = expectProblem(
    await api.send(route.method, route.url, route.payload),
    status,
    paths,
  );
  expect(await api.snapshot()).toEqual(before);
  return problem;
}

/** The read, replace and delete routes of one resource, `:id` standing for its id. */
export const routesById = (base: string, payload: Payload): Route[] => [
  { method: 'GET', url: `${base}/:id` },
  { method: 'PUT', url: `${base}/:id`, payload },
  { method: 'DELETE', url: `${base}/:id` },
];

const withId = (route: Route, id: string | number): Route => ({
  ...route,
  url: route.url.replace(':id', String(id)),
});

/** Every route answers 400 on `params.id` for each path segment that is not a positive integer. */
export async function expectInvalidIdsRefused(api: Api, routes: Route[]): Promise<void> {
  for (const id of INVALID_PATH_IDS) {
    for (const route of routes) await expectRefused(api, withId(route, id), 400, ['params.id']);
  }
}

/** Every route answers 404 for an id that names nothing, and changes nothing. */
export async function expectUnknownIdsNotFound(api: Api, routes: Route[]): Promise<void> {
  for (const route of routes) await expectRefused(api, withId(route, UNKNOWN_ID), 404);
}

/** Every route answers 401 without a token and with a token that is not valid, and changes nothing. */
export async function expectCredentialsRequired(api: Api, routes: Route[]): Promise<void> {
  for (const { method, url, payload } of routes) {
    const before = await api.snapshot();
    expectProblem(await api.anonymous(method, url, payload), 401);
    const forged = { authorization: 'Bearer not-a-real-token' };
    expectProblem(await api.anonymous(method, url, payload, forged), 401);
    expect(await api.snapshot()).toEqual(before);
  }
}

/** The create and update calls of the things kept in categories, foods or drinks. */
export function categoryItemRoutes(plural: 'foods' | 'drinks') {
  return {
    createIn:
      (categoryId: number) =>
      (payload: object): Route => ({
        method: 'POST',
        url: `/api/categories/${categoryId}/${plural}`,
        payload,
      }),
    updateOf:
      (id: number) =>
      (payload: object): Route => ({ method: 'PUT', url: `/api/${plural}/${id}`, payload }),
  };
}

/**
 * The tests of the id and category rules that foods and drinks share: unknown and malformed ids,
 * and a category of the other type or of no existence, on create and on update.
 */
export function itFollowsCategoryRules(
  api: Api,
  item: {
    plural: 'foods' | 'drinks';
    singular: string;
    createBody: () => Body;
    updateBody: () => Body;
    otherCategory: () => Category;
    existing: () => Promise<{ id: number }>;
  },
): void {
  const { createIn, updateOf } = categoryItemRoutes(item.plural);
  const base = `/api/${item.plural}`;
  const other = () => (item.plural === 'foods' ? 'drink' : 'food');

  it(`answers 404 for a ${item.singular} id that does not exist`, async () => {
    await expectUnknownIdsNotFound(api, routesById(base, item.updateBody()));
  });

  it('refuses ids in the path that are not positive integers', async () => {
    await expectInvalidIdsRefused(api, [
      ...routesById(base, item.updateBody()),
      { method: 'GET', url: `/api/categories/:id/${item.plural}` },
      { method: 'POST', url: `/api/categories/:id/${item.plural}`, payload: item.createBody() },
    ]);
  });

  it(`refuses a ${item.singular} in a ${other()} category`, async () => {
    await expectRefused(api, createIn(item.otherCategory().id)(item.createBody()), 400, [
      'categoryId',
    ]);
  });

  it(`answers 404 when creating a ${item.singular} in a category that does not exist`, async () => {
    await expectRefused(api, createIn(UNKNOWN_ID)(item.createBody()), 404);
  });

  it(`refuses to move a ${item.singular} into a ${other()} category or one that does not exist`, async () => {
    const existing = await item.existing();
    for (const categoryId of [item.otherCategory().id, UNKNOWN_ID]) {
      const route = updateOf(existing.id)({ ...item.updateBody(), categoryId });
      await expectRefused(api, route, 400, ['categoryId']);
    }
    expect(await api.read(`${base}/${existing.id}`)).toEqual(existing);
  });
}

/** A value that a field must refuse, with the error path it must produce. */
export type BadValue = { label: string; field: string; value: unknown; path: string };

/** Rows for `it.each` whose first column, the label, fills the `%s` of the test name. */
export const labelled = (values: BadValue[]): Array<[string, BadValue]> =>
  values.map((value) => [value.label, value]);

/** Replaces (or, for `undefined`, drops) one field of a valid body. */
export const withValue = (body: Body, bad: BadValue): Body => ({ ...body, [bad.field]: bad.value });

/** Broken variants of a localized text field whose translations are required, up to `max` long. */
export function badLocalizedTexts(field: string, max: number): BadValue[] {
  const valid = localized('Valid');
  const perLanguage = LANGUAGES.flatMap((language) => {
    const path = `${field}.${language}`;
    const { [language]: _omitted, ...withoutLanguage } = valid;
    return [
      { label: `${field} is empty in ${language}`, value: { ...valid, [language]: '' } },
      {
        label: `${field} is only whitespace in ${language}`,
        value: { ...valid, [language]: ' \t\n ' },
      },
      { label: `${field} lacks ${language}`, value: withoutLanguage },
      { label: `${field} is not a string in ${language}`, value: { ...valid, [language]: 42 } },
      {
        label: `${field} holds a NUL character in ${language}`,
        value: { ...valid, [language]: 'Glu\u0000ten' },
      },
      {
        label: `${field} exceeds ${max} characters in ${language}`,
        value: { ...valid, [language]: 'x'.repeat(max + 1) },
      },
    ].map((bad) => ({ ...bad, field, path }));
  });
  return [
    ...perLanguage,
    { label: `${field} is missing`, field, value: undefined, path: field },
    { label: `${field} is null`, field, value: null, path: field },
    { label: `${field} is a plain string`, field, value: 'Valid', path: field },
    {
      label: `${field} has an unknown language`,
      field,
      value: { ...valid, fr: 'x' },
      path: `${field}.fr`,
    },
  ];
}

/** Broken variants of an optional localized description of at most `max` characters. */
export function badDescriptions(max: number): BadValue[] {
  const valid = localized('Description');
  return [
    {
      label: 'description is too long in en',
      field: 'description',
      value: { ...valid, en: 'x'.repeat(max + 1) },
      path: 'description.en',
    },
    {
      label: 'description lacks de',
      field: 'description',
      value: { hu: valid.hu, en: valid.en },
      path: 'description.de',
    },
    {
      label: 'description is a plain string',
      field: 'description',
      value: 'x',
      path: 'description',
    },
  ];
}

const bad = (field: string, cases: Array<[string, unknown]>): BadValue[] =>
  cases.map(([label, value]) => ({ label: `${field} ${label}`, field, value, path: field }));

/** Prices that are not whole, positive forints of at most ten million, including strings. */
export const badPrices = (): BadValue[] =>
  bad('price', [
    ['is a numeric string', '12'],
    ['is zero', 0],
    ['is negative', -100],
    ['is a fraction', 12.5],
    ['is above ten million', 10_000_001],
    ['is null', null],
    ['is missing', undefined],
  ]);

/** Sort orders that are not whole numbers between 0 and one million, including strings. */
export const badSortOrders = (): BadValue[] =>
  bad('sortOrder', [
    ['is a numeric string', '1'],
    ['is negative', -1],
    ['is a fraction', 1.5],
    ['is above one million', 1_000_001],
    ['is null', null],
  ]);

/** Category ids in a body that are not positive integers. */
export const badCategoryIds = (): BadValue[] =>
  bad('categoryId', [
    ['is a numeric string', '1'],
    ['is zero', 0],
    ['is missing', undefined],
  ]);

/** Each write, given a body with the bad value, is refused on that path and changes nothing. */
export async function expectWritesRefused(
  api: Api,
  writes: Array<(payload: Body) => Route>,
  validBody: Body,
  value: BadValue,
): Promise<void> {
  for (const write of writes) {
    await expectRefused(api, write(withValue(validBody, value)), 400, [value.path]);
  }
}

/** Each write refuses a body that carries a field the contract does not know. */
export async function expectUnknownFieldRefused(
  api: Api,
  writes: Array<(payload: Body) => Route>,
  validBody: Body,
  field: string,
): Promise<void> {
  for (const write of writes) {
    const problem = await expectRefused(api, write({ ...validBody, [field]: 1 }), 400);
    expect(problem.errors).toEqual([{ path: field, message: 'Unknown field' }]);
  }
}

/** Checks that the list is ordered by sortOrder, ties broken by id. */
export function expectSortedBySortOrderThenId(
  list: Array<{ id: number; sortOrder: number }>,
): void {
  const sorted = [...list].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  expect(list.map((item) => item.id)).toEqual(sorted.map((item) => item.id));
}

export const ids = (list: Array<{ id: number }>): number[] => list.map((item) => item.id);
