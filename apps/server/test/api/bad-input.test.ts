import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@restaurant/contract/problem.ts';
import { createdId, expectProblem, itemBody, offerBody } from '../dated-fixtures.ts';
import { localized } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';

type Body = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const WATCHED_TABLES = [
  'allergens',
  'categories',
  'foods',
  'drinks',
  'drinkVariants',
  'dailyMenus',
  'dailyMenuItems',
  'offers',
  'offerItems',
] as const;

const JSON_HEADERS = { 'content-type': 'application/json' };
const BODY_LIMIT = 64 * 1024;

/** Ids of one record of every kind, so that a refused call is refused for its input alone. */
type Ids = Record<string, number>;

/** Fills the `:name` placeholders of a path from the ids, and `{id}` with the id under test. */
const fill = (template: string, ids: Ids, id = '') =>
  template
    .replace('{id}', id)
    .replace(/:([a-zA-Z]+)/g, (_match, key: string) => String(ids[key] ?? `:${key}`));

/** A write whose body the server validates, with a body it would accept. */
type Target = { label: string; method: Method; path: string; valid: () => Body };

const TARGETS: Target[] = [
  {
    label: 'creating an allergen',
    method: 'POST',
    path: '/api/allergens',
    valid: () => ({ code: 'SE', name: localized('Sesame') }),
  },
  {
    label: 'updating an allergen',
    method: 'PUT',
    path: '/api/allergens/:allergen',
    valid: () => ({ name: localized('Sesame') }),
  },
  {
    label: 'creating a category',
    method: 'POST',
    path: '/api/categories/type/Food',
    valid: () => ({ name: localized('Soups'), sortOrder: 3 }),
  },
  {
    label: 'updating an offer',
    method: 'PUT',
    path: '/api/offers/:offer',
    valid: () => offerBody('Fasting', '2005-02-01', '2005-02-28'),
  },
  {
    label: 'creating an offer item',
    method: 'POST',
    path: '/api/offers/:offer/items',
    valid: () => itemBody('Fish soup'),
  },
];

/** Bodies no write accepts, built from a valid one. */
const BAD_BODIES: Array<[string, (valid: Body) => unknown]> = [
  ['null', () => null],
  ['an empty array', () => []],
  ['an array holding a valid body', (valid) => [valid]],
  ['a JSON string', () => 'Sesame'],
  ['a JSON number', () => 42],
  ['an empty object', () => ({})],
  ['an unknown top-level field', (valid) => ({ ...valid, id: 1 })],
  ['a name given as a string', (valid) => ({ ...valid, name: 'Sesame' })],
  ['a name given as an array', (valid) => ({ ...valid, name: ['a', 'b', 'c'] })],
  ['a name with a number in it', (valid) => ({ ...valid, name: { ...localized('X'), hu: 7 } })],
  ['a name in an extra language', (valid) => ({ ...valid, name: { ...localized('X'), fr: 'X' } })],
  ['a name over 200 characters', (valid) => ({ ...valid, name: localized('x'.repeat(200)) })],
];

/** Wrong types for the fields beyond the name, per write. */
const WRONG_TYPES: Array<[string, Body]> = [
  ['creating a category', { sortOrder: '3' }],
  ['creating a category', { sortOrder: null }],
  ['updating an offer', { featured: 1 }],
  ['updating an offer', { startDate: 20050201 }],
  ['updating an offer', { endDate: null }],
  ['creating an offer item', { price: true }],
  ['creating an offer item', { sortOrder: 1.5 }],
  ['creating an offer item', { description: 'plain text' }],
];

const BAD_PATH_IDS = [
  'abc',
  '0',
  '-1',
  '1.5',
  '01',
  '1e3',
  '0x10',
  '%20',
  '99999999999',
  '2147483648',
];

/** A call as the admin would make it; `body` builds a body the call accepts. */
type Call = { method: Method; path: string; body?: (ids: Ids) => Body };

/** Calls with an id in the path; `{id}` is where the id under test goes. */
const ID_ROUTES: Call[] = [
  { method: 'GET', path: '/api/allergens/{id}' },
  { method: 'PUT', path: '/api/allergens/{id}', body: () => ({ name: localized('A') }) },
  { method: 'DELETE', path: '/api/allergens/{id}' },
  { method: 'DELETE', path: '/api/categories/{id}' },
  { method: 'GET', path: '/api/dailyMenus/{id}' },
  { method: 'DELETE', path: '/api/dailyMenus/{id}' },
  { method: 'POST', path: '/api/daily-menus/{id}/items', body: () => itemBody('A') },
  { method: 'DELETE', path: '/api/daily-menus/:menu/items/{id}' },
  { method: 'GET', path: '/api/offers/{id}' },
  { method: 'PUT', path: '/api/offers/:offer/items/{id}', body: () => itemBody('A') },
];

const food = (ids: Ids) => ({ name: localized('Pie'), price: 990, allergenIds: [ids.allergen] });
const variant = () => ({ quantity: localized('1 l'), price: 500 });
const offer = () => offerBody('Lent', '2005-03-01', '2005-04-01');

/** Every call that changes something, each with a body it would accept from the admin. */
const MUTATIONS: Call[] = [
  { method: 'POST', path: '/api/allergens', body: () => ({ code: 'L', name: localized('Lupin') }) },
  {
    method: 'PUT',
    path: '/api/allergens/:allergen',
    body: () => ({ code: 'L', name: localized('Lupin') }),
  },
  { method: 'DELETE', path: '/api/allergens/:allergen' },
  { method: 'POST', path: '/api/categories/type/Drink', body: () => ({ name: localized('Teas') }) },
  { method: 'PUT', path: '/api/categories/:category', body: () => ({ name: localized('Teas') }) },
  { method: 'DELETE', path: '/api/categories/:drinkCategory' },
  { method: 'POST', path: '/api/categories/:category/foods', body: food },
  {
    method: 'PUT',
    path: '/api/foods/:food',
    body: (ids) => ({ ...food(ids), categoryId: ids.category }),
  },
  { method: 'DELETE', path: '/api/foods/:food' },
  {
    method: 'POST',
    path: '/api/categories/:drinkCategory/drinks',
    body: () => ({ name: localized('Tea') }),
  },
  {
    method: 'PUT',
    path: '/api/drinks/:drink',
    body: (ids) => ({ name: localized('Tea'), categoryId: ids.drinkCategory }),
  },
  { method: 'DELETE', path: '/api/drinks/:drink' },
  { method: 'POST', path: '/api/drinks/:drink/drink-variants', body: variant },
  { method: 'PUT', path: '/api/drink-variants/:variant', body: variant },
  { method: 'DELETE', path: '/api/drink-variants/:variant' },
  { method: 'POST', path: '/api/dailyMenus?date=2005-06-01' },
  { method: 'DELETE', path: '/api/dailyMenus/:menu' },
  { method: 'POST', path: '/api/daily-menus/:menu/items', body: () => itemBody('Stew') },
  { method: 'PUT', path: '/api/daily-menus/:menu/items/:menuItem', body: () => itemBody('Stew') },
  { method: 'DELETE', path: '/api/daily-menus/:menu/items/:menuItem' },
  { method: 'POST', path: '/api/offers', body: offer },
  { method: 'PUT', path: '/api/offers/:offer', body: offer },
  { method: 'DELETE', path: '/api/offers/:offer' },
  { method: 'POST', path: '/api/offers/:offer/items', body: () => itemBody('Pretzel') },
  { method: 'PUT', path: '/api/offers/:offer/items/:offerItem', body: () => itemBody('Pretzel') },
  { method: 'DELETE', path: '/api/offers/:offer/items/:offerItem' },
];

const CREDENTIALS: Array<[string, Record<string, string>]> = [
  ['no token', {}],
  ['a forged token', { authorization: 'Bearer forged.token.value' }],
  ['a token in the wrong scheme', { authorization: 'Basic Y2hlZjpjaGVm' }],
];

// Every refusal here is made before a query (the schema, the body parser, the admin guard), the same
// whatever the database, so the suite runs on SQLite alone; the 404 of an unknown id, which does
// reach the database, is checked on both by the modules' own suites (fixtures.ts).
describe('refusing bad input', () => {
  const { t, admin } = useAdminApp('sqlite');
  let ids: Ids;

  const create = async (url: string, payload?: Body) =>
    createdId(await admin({ method: 'POST', url, ...(payload ? { payload } : {}) }));

  beforeAll(async () => {
    const allergen = await create('/api/allergens', { code: '9', name: localized('Celery') });
    const category = await create('/api/categories/type/Food', { name: localized('Mains') });
    const drinkCategory = await create('/api/categories/type/Drink', { name: localized('Juices') });
    const drink = await create(`/api/categories/${drinkCategory}/drinks`, {
      name: localized('Apple juice'),
    });
    const menu = await create('/api/dailyMenus?date=2005-01-03');
    const offer = await create('/api/offers', offerBody('Carnival', '2005-02-01', '2005-02-28'));
    ids = {
      allergen,
      category,
      drinkCategory,
      drink,
      menu,
      offer,
      food: await create(`/api/categories/${category}/foods`, food({ allergen })),
      variant: await create(`/api/drinks/${drink}/drink-variants`, variant()),
      menuItem: await create(`/api/daily-menus/${menu}/items`, itemBody('Lecsó')),
      offerItem: await create(`/api/offers/${offer}/items`, itemBody('Doughnut')),
    };
  });

  const snapshot = async () => {
    const rows: Record<string, unknown[]> = {};
    for (const table of WATCHED_TABLES) {
      rows[table] = await t.db.selectFrom(table).selectAll().orderBy('id').execute();
    }
    return rows;
  };

  /** Sends the call, checks the problem it answers with, and that no row changed. */
  const expectRefused = async (
    send: () => Promise<LightMyRequestResponse>,
    status: number,
  ): Promise<Problem> => {
    const before = await snapshot();
    const problem = expectProblem(await send(), status);
    expect(await snapshot()).toEqual(before);
    return problem;
  };

  const raw = (target: Target, payload: string, headers: Record<string, string> = JSON_HEADERS) =>
    admin({ method: target.method, url: fill(target.path, ids), headers, payload });

  const sendCall = (
    send: (options: InjectOptions) => Promise<LightMyRequestResponse>,
    call: Call,
    options: { id?: string; headers?: Record<string, string> } = {},
  ) => {
    const body = call.body?.(ids);
    return send({
      method: call.method,
      url: fill(call.path, ids, options.id),
      headers: options.headers ?? {},
      ...(body ? { payload: body } : {}),
    });
  };

  describe.each(TARGETS)('$label', (target) => {
    it.each(BAD_BODIES)('refuses %s with 400 and changes nothing', async (_label, build) => {
      await expectRefused(() => raw(target, JSON.stringify(build(target.valid()))), 400);
    });

    it('accepts the valid body the bad ones are derived from', async () => {
      const response = await raw(target, JSON.stringify(target.valid()));
      expect([200, 201], response.body).toContain(response.statusCode);
    });
  });

  it.each(WRONG_TYPES)('refuses %s with %j and names the field', async (label, fields) => {
    const target = TARGETS.find((candidate) => candidate.label === label)!;
    const problem = await expectRefused(
      () => raw(target, JSON.stringify({ ...target.valid(), ...fields })),
      400,
    );
    expect(problem.errors?.map((error) => error.path)).toEqual(Object.keys(fields));
  });

  describe('the request body as a whole', () => {
    const target = TARGETS[0]!;
    const validText = () => JSON.stringify(target.valid());

    it('refuses a body over 64 KiB with 413, even when it is valid JSON', async () => {
      const padded = `${validText()}${' '.repeat(BODY_LIMIT)}`;
      expect(JSON.parse(padded)).toEqual(target.valid());
      await expectRefused(() => raw(target, padded), 413);
    });

    it('refuses a body over 64 KiB with 413 on an update as well', async () => {
      const payload = JSON.stringify({ name: localized('x'.repeat(BODY_LIMIT)) });
      await expectRefused(() => raw(TARGETS[1]!, payload), 413);
    });

    it.each([
      ['text/plain', 'text/plain'],
      ['form-encoded', 'application/x-www-form-urlencoded'],
      ['multipart', 'multipart/form-data; boundary=x'],
      ['XML', 'application/xml'],
    ])('refuses a %s body with 415', async (_label, contentType) => {
      const problem = await expectRefused(
        () => raw(target, validText(), { 'content-type': contentType }),
        415,
      );
      expect(problem.detail).toMatch(/JSON/);
    });

    it('refuses a body without a content type with 415', async () => {
      await expectRefused(() => raw(target, validText(), {}), 415);
    });

    it.each([
      ['truncated JSON', '{"name": {"hu": "Zeller"'],
      ['JSON with trailing garbage', `${JSON.stringify({ name: localized('Zeller') })} x`],
      ['single-quoted JSON', "{'name': 'Zeller'}"],
      ['an empty body', ''],
      [
        'a prototype-polluting key',
        `{"__proto__": {"admin": true}, "name": ${JSON.stringify(localized('Z'))}}`,
      ],
    ])('refuses %s with 400', async (_label, payload) => {
      await expectRefused(() => raw(target, payload), 400);
    });

    it('takes a JSON content type with nothing after it as a request without a body', async () => {
      const created = await admin({
        method: 'POST',
        url: '/api/dailyMenus?date=2005-03-07',
        headers: JSON_HEADERS,
        payload: '',
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json<{ id: number }>();
      const deleted = await admin({
        method: 'DELETE',
        url: `/api/dailyMenus/${id}`,
        headers: JSON_HEADERS,
        payload: '',
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
    });
  });

  describe('ids in the path', () => {
    it.each(
      ID_ROUTES.flatMap((call) =>
        BAD_PATH_IDS.map((id) => [call.method, call.path, id, call] as const),
      ),
    )('%s %s with the id %s answers 400, never 500', async (_method, _path, id, call) => {
      const problem = await expectRefused(() => sendCall(admin, call, { id }), 400);
      const paths = problem.errors?.map((error) => error.path) ?? [];
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.every((path) => path.startsWith('params.'))).toBe(true);
    });

    it('accepts the largest id a path may hold and answers 404 when nothing has it', async () => {
      await expectRefused(() => t.app.inject({ url: '/api/allergens/2147483647' }), 404);
      await expectRefused(() => admin({ method: 'DELETE', url: '/api/offers/2147483647' }), 404);
    });
  });

  describe('unknown paths and methods', () => {
    it.each([
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing-here'],
      ['GET', '/api/allergens/1/extra'],
      ['DELETE', '/api/allergens'],
      ['PATCH', '/api/allergens/1'],
      ['GET', '/api/daily-menus'],
    ] as const)('answers %s %s with a 404 problem', async (method, url) => {
      const problem = await expectRefused(() => t.app.inject({ method, url }), 404);
      expect(problem.detail).toContain(url);
    });
  });

  describe('the admin token', () => {
    it.each(
      MUTATIONS.flatMap((call) =>
        CREDENTIALS.map(
          ([label, headers]) => [call.method, call.path, label, call, headers] as const,
        ),
      ),
    )('%s %s is refused with 401 given %s and changes nothing', async (...args) => {
      const [, , , call, headers] = args;
      await expectRefused(
        () => sendCall((options) => t.app.inject(options), call, { headers }),
        401,
      );
    });

    it('still serves reads to anyone', async () => {
      for (const path of [
        '/api/allergens/:allergen',
        '/api/dailyMenus/:menu',
        '/api/daily-menus/:menu/items/:menuItem',
        '/api/offers/:offer/items/:offerItem',
        '/api/offers/featured',
      ]) {
        const response = await t.app.inject({ url: fill(path, ids) });
        expect(response.statusCode, path).toBe(200);
      }
    });
  });
});
