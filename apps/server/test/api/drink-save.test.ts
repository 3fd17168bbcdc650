import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@restaurant/contract/category.ts';
import type { Drink } from '@restaurant/contract/drink.ts';
import {
  UNKNOWN_ID,
  badCategoryIds,
  badDescriptions,
  badLocalizedTexts,
  badPrices,
  badSortOrders,
  expectCredentialsRequired,
  expectInvalidIdsRefused,
  expectProblem,
  expectRefused,
  expectUnknownFieldRefused,
  expectWritesRefused,
  labelled,
  useApi,
  type BadValue,
  type Route,
} from '../fixtures.ts';
import { DATABASE_KINDS, localized, type DatabaseKind } from '../helpers.ts';
import type { Db } from '#src/db/database.ts';

/** A price no other test uses; a trigger refuses it where a test needs a write to fail midway. */
const DOOMED_PRICE = 4242;

/** Makes the database itself refuse variants of the doomed price, as a failing disk or bug would. */
async function refuseDoomedPrice(db: Db, kind: DatabaseKind): Promise<() => Promise<void>> {
  if (kind === 'sqlite') {
    await sql`create trigger refuse_doomed before insert on drink_variants
      when new.price = ${sql.lit(DOOMED_PRICE)}
      begin select raise(abort, 'refused by the test'); end`.execute(db);
    return async () => void (await sql`drop trigger refuse_doomed`.execute(db));
  }
  await sql`create function refuse_doomed() returns trigger language plpgsql as $$
    begin
      if new.price = ${sql.lit(DOOMED_PRICE)} then raise exception 'refused by the test'; end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger refuse_doomed before insert on drink_variants
    for each row execute function refuse_doomed()`.execute(db);
  return async () => void (await sql`drop function refuse_doomed cascade`.execute(db));
}

describe.each(DATABASE_KINDS)('saving a drink with its variants on %s', (kind) => {
  const api = useApi(kind);
  let bar: Category;
  let kitchen: Category;

  beforeAll(async () => {
    bar = await api.category('Drink');
    kitchen = await api.category('Food');
  });

  const small = { quantity: localized('0,33 l'), price: 690 };
  const large = { quantity: localized('0,5 l'), price: 990 };
  const createBody = () => ({
    name: localized('Lemonade'),
    description: localized('Home-made'),
    sortOrder: 3,
    variants: [small, large],
  });
  const updateBody = () => ({ ...createBody(), categoryId: bar.id });
  const createIn =
    (categoryId: number) =>
    (payload: object): Route => ({
      method: 'POST',
      url: `/api/categories/${categoryId}/drinks/with-variants`,
      payload,
    });
  const saveOf =
    (id: number) =>
    (payload: object): Route => ({
      method: 'PUT',
      url: `/api/drinks/${id}/with-variants`,
      payload,
    });

  /** A drink in the bar with three variants. */
  async function drinkWithThreeVariants(): Promise<Drink> {
    const drink = await api.drink(bar.id);
    for (const price of [500, 700, 900]) await api.variant(drink.id, { price });
    return api.read<Drink>(`/api/drinks/${drink.id}`);
  }

  const variantRows = (drinkId: number) =>
    api.t.db
      .selectFrom('drinkVariants')
      .select(['id', 'price', 'quantityHu'])
      .where('drinkId', '=', drinkId)
      .orderBy('id')
      .execute();

  it('creates a drink with its variants and answers 201 with the stored drink', async () => {
    const response = await api.send('POST', createIn(bar.id)({}).url, createBody());
    expect(response.statusCode, response.body).toBe(201);
    const drink = response.json<Drink>();
    const { variants: _variants, ...fields } = createBody();
    expect(drink).toEqual({
      id: expect.any(Number),
      categoryId: bar.id,
      ...fields,
      allergens: [],
      allergensDeclared: false,
      dietTags: [],
      variants: [
        { id: expect.any(Number), drinkId: drink.id, ...small },
        { id: expect.any(Number), drinkId: drink.id, ...large },
      ],
    });
    expect(await api.read(`/api/drinks/${drink.id}`)).toEqual(drink);
    expect(await variantRows(drink.id)).toEqual([
      { id: drink.variants[0]!.id, price: 690, quantityHu: '0,33 l hu' },
      { id: drink.variants[1]!.id, price: 990, quantityHu: '0,5 l hu' },
    ]);
  });

  it('creates a drink without variants, with no description and sortOrder 0 when left out', async () => {
    const response = await api.send('POST', createIn(bar.id)({}).url, {
      name: localized('Water'),
      variants: [],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ description: null, sortOrder: 0, variants: [] });
  });

  it('updates listed variants, creates new ones and deletes the unlisted, in one call', async () => {
    const drink = await drinkWithThreeVariants();
    const [first, second, third] = drink.variants;
    const payload = {
      categoryId: bar.id,
      name: localized('Renamed'),
      description: null,
      sortOrder: 7,
      variants: [
        { id: third!.id, quantity: localized('1 l'), price: 1900 },
        { id: first!.id, quantity: first!.quantity, price: first!.price },
        { quantity: localized('2 dl'), price: 450 },
      ],
    };
    const response = await api.send('PUT', `/api/drinks/${drink.id}/with-variants`, payload);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<Drink>();
    const created = saved.variants.find((variant) => variant.price === 450)!;
    expect(created.id).toBeGreaterThan(third!.id);
    expect(saved).toEqual({
      id: drink.id,
      categoryId: bar.id,
      name: localized('Renamed'),
      description: null,
      sortOrder: 7,
      allergens: [],
      allergensDeclared: false,
      dietTags: [],
      variants: [
        first,
        { id: third!.id, drinkId: drink.id, quantity: localized('1 l'), price: 1900 },
        { id: created.id, drinkId: drink.id, quantity: localized('2 dl'), price: 450 },
      ],
    });
    expect(await api.read(`/api/drinks/${drink.id}`)).toEqual(saved);
    expectProblem(await api.anonymous('GET', `/api/drink-variants/${second!.id}`), 404);
    expect((await variantRows(drink.id)).map((row) => row.id)).toEqual([
      first!.id,
      third!.id,
      created.id,
    ]);
  });

  it('refuses with 412 a save based on a read of the drink that someone has changed since', async () => {
    const drink = await drinkWithThreeVariants();
    const readTag = async () =>
      (await api.t.app.inject({ url: `/api/drinks/${drink.id}` })).headers.etag as string;
    const before = await readTag();
    const token = await api.t.login();
    const save = (name: string, tag: string) =>
      api.t.as(token, {
        method: 'PUT',
        url: `/api/drinks/${drink.id}/with-variants`,
        headers: { 'if-match': tag },
        payload: { ...updateBody(), name: localized(name), variants: [] },
      });
    const first = await save('First', before);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).toBe(await readTag());
    expect((await save('Second', before)).statusCode).toBe(412);
    expect((await api.read<Drink>(`/api/drinks/${drink.id}`)).name).toEqual(localized('First'));
  });

  it('deletes every variant when the list is empty', async () => {
    const drink = await drinkWithThreeVariants();
    const response = await api.send('PUT', `/api/drinks/${drink.id}/with-variants`, {
      ...updateBody(),
      variants: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Drink>().variants).toEqual([]);
    expect(await variantRows(drink.id)).toEqual([]);
  });

  it('moves the drink to another drink category, keeping the listed variants', async () => {
    const drink = await drinkWithThreeVariants();
    const other = await api.category('Drink');
    const variants = drink.variants.map(({ id, quantity, price }) => ({ id, quantity, price }));
    const response = await api.send('PUT', `/api/drinks/${drink.id}/with-variants`, {
      ...updateBody(),
      categoryId: other.id,
      variants,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ categoryId: other.id, variants: drink.variants });
    expect(await api.read(`/api/categories/${other.id}/drinks`)).toEqual([response.json()]);
  });

  it('leaves other drinks and their variants alone', async () => {
    const drink = await drinkWithThreeVariants();
    const neighbour = await drinkWithThreeVariants();
    await api.send('PUT', `/api/drinks/${drink.id}/with-variants`, {
      ...updateBody(),
      variants: [],
    });
    expect(await api.read(`/api/drinks/${neighbour.id}`)).toEqual(neighbour);
  });

  it('refuses a variant id of another drink and changes nothing, not even the drink', async () => {
    const drink = await drinkWithThreeVariants();
    const neighbour = await drinkWithThreeVariants();
    const stolen = neighbour.variants[1]!;
    const problem = await expectRefused(
      api,
      saveOf(drink.id)({
        ...updateBody(),
        variants: [
          { id: drink.variants[0]!.id, ...small },
          { id: stolen.id, quantity: stolen.quantity, price: 1 },
        ],
      }),
      400,
      ['variants.1.id'],
    );
    expect(problem.errors?.[0]?.message).toBe(
      `Variant ${stolen.id} is not a variant of drink ${drink.id}`,
    );
    expect(await api.read(`/api/drinks/${drink.id}`)).toEqual(drink);
    expect(await api.read(`/api/drinks/${neighbour.id}`)).toEqual(neighbour);
  });

  it('refuses a variant id that does not exist, or one listed twice', async () => {
    const drink = await drinkWithThreeVariants();
    const own = drink.variants[0]!.id;
    await expectRefused(
      api,
      saveOf(drink.id)({ ...updateBody(), variants: [{ id: UNKNOWN_ID, ...small }] }),
      400,
      ['variants.0.id'],
    );
    await expectRefused(
      api,
      saveOf(drink.id)({
        ...updateBody(),
        variants: [small, { id: own, ...small }, { id: own, ...large }],
      }),
      400,
      ['variants.2.id'],
    );
  });

  it('refuses ids on the variants of a drink that is being created', async () => {
    const drink = await drinkWithThreeVariants();
    const problem = await expectRefused(
      api,
      createIn(bar.id)({ ...createBody(), variants: [{ id: drink.variants[0]!.id, ...small }] }),
      400,
    );
    expect(problem.errors).toEqual([{ path: 'variants.0.id', message: 'Unknown field' }]);
  });

  it('answers 404 for a drink or a category that does not exist, and changes nothing', async () => {
    await expectRefused(api, saveOf(UNKNOWN_ID)(updateBody()), 404);
    await expectRefused(api, createIn(UNKNOWN_ID)(createBody()), 404);
  });

  it('refuses ids in the path that are not positive integers', async () => {
    await expectInvalidIdsRefused(api, [
      { method: 'PUT', url: '/api/drinks/:id/with-variants', payload: updateBody() },
      { method: 'POST', url: '/api/categories/:id/drinks/with-variants', payload: createBody() },
    ]);
  });

  it('refuses a food category, in the path or in the body', async () => {
    const drink = await drinkWithThreeVariants();
    await expectRefused(api, createIn(kitchen.id)(createBody()), 400, ['categoryId']);
    for (const categoryId of [kitchen.id, UNKNOWN_ID]) {
      await expectRefused(api, saveOf(drink.id)({ ...updateBody(), categoryId }), 400, [
        'categoryId',
      ]);
    }
    expect(await api.read(`/api/drinks/${drink.id}`)).toEqual(drink);
  });

  it.each(
    labelled([...badLocalizedTexts('name', 200), ...badDescriptions(2000), ...badSortOrders()]),
  )('refuses to save a drink whose %s', async (_label, bad) => {
    const drink = await drinkWithThreeVariants();
    await expectWritesRefused(api, [createIn(bar.id)], createBody(), bad);
    await expectWritesRefused(api, [saveOf(drink.id)], updateBody(), bad);
  });

  it.each(labelled(badCategoryIds()))('refuses to save a drink whose %s', async (_label, bad) => {
    const drink = await drinkWithThreeVariants();
    await expectWritesRefused(api, [saveOf(drink.id)], updateBody(), bad);
  });

  /** The bad value put into the second of two variants, with the error path that follows. */
  const inSecondVariant = (bad: BadValue): BadValue => ({
    ...bad,
    field: 'variants',
    value: [small, { ...large, [bad.field]: bad.value }],
    path: `variants.1.${bad.path}`,
  });

  it.each(labelled([...badLocalizedTexts('quantity', 50), ...badPrices()]))(
    'refuses the whole save when a variant %s',
    async (_label, bad) => {
      const drink = await drinkWithThreeVariants();
      await expectWritesRefused(api, [createIn(bar.id)], createBody(), inSecondVariant(bad));
      await expectWritesRefused(api, [saveOf(drink.id)], updateBody(), inSecondVariant(bad));
    },
  );

  it('refuses a body without a variants list, or with more than fifty variants', async () => {
    const drink = await drinkWithThreeVariants();
    for (const variants of [undefined, null, small, Array.from({ length: 51 }, () => small)]) {
      const bad = { label: 'variants', field: 'variants', value: variants, path: 'variants' };
      await expectWritesRefused(api, [createIn(bar.id)], createBody(), bad);
      await expectWritesRefused(api, [saveOf(drink.id)], updateBody(), bad);
    }
  });

  it('refuses unknown fields on the drink and on its variants', async () => {
    const drink = await drinkWithThreeVariants();
    await expectUnknownFieldRefused(api, [createIn(bar.id)], createBody(), 'categoryId');
    await expectUnknownFieldRefused(api, [saveOf(drink.id)], updateBody(), 'price');
    const problem = await expectRefused(
      api,
      saveOf(drink.id)({ ...updateBody(), variants: [{ ...small, isDeleted: true }] }),
      400,
    );
    expect(problem.errors).toEqual([{ path: 'variants.0.isDeleted', message: 'Unknown field' }]);
  });

  it('requires a valid token', async () => {
    const drink = await drinkWithThreeVariants();
    await expectCredentialsRequired(api, [
      createIn(bar.id)(createBody()),
      saveOf(drink.id)(updateBody()),
    ]);
    expect(await api.read(`/api/drinks/${drink.id}`)).toEqual(drink);
  });

  it('leaves the database unchanged when a write fails halfway through a save', async () => {
    const drink = await drinkWithThreeVariants();
    const stopRefusing = await refuseDoomedPrice(api.t.db, kind);
    try {
      const before = await api.snapshot();
      // The drink is updated, a variant deleted and one updated before the doomed one is inserted.
      const update = await api.send('PUT', `/api/drinks/${drink.id}/with-variants`, {
        ...updateBody(),
        name: localized('Half saved'),
        variants: [
          { id: drink.variants[0]!.id, quantity: localized('3 dl'), price: 800 },
          { quantity: localized('Doomed'), price: DOOMED_PRICE },
        ],
      });
      expectProblem(update, 500);
      const create = await api.send('POST', `/api/categories/${bar.id}/drinks/with-variants`, {
        ...createBody(),
        name: localized('Never stored'),
        variants: [small, { quantity: localized('Doomed'), price: DOOMED_PRICE }],
      });
      expectProblem(create, 500);
      expect(await api.snapshot()).toEqual(before);
      expect(await api.read(`/api/drinks/${drink.id}`)).toEqual(drink);
    } finally {
      await stopRefusing();
    }
  });

  it('is documented as needing a session', async () => {
    type Operation = { security?: unknown[] };
    const { paths } = await api.read<{ paths: Record<string, Record<string, Operation>> }>(
      '/api/openapi.json',
    );
    expect(paths['/api/drinks/{id}/with-variants']?.put?.security).toHaveLength(2);
    expect(paths['/api/categories/{id}/drinks/with-variants']?.post?.security).toHaveLength(2);
  });
});
