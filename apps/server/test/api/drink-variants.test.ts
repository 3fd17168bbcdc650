import { beforeAll, describe, expect, it } from 'vitest';
import type { Drink, DrinkVariant } from '@restaurant/contract/drink.ts';
import {
  UNKNOWN_ID,
  badLocalizedTexts,
  badPrices,
  expectCredentialsRequired,
  expectInvalidIdsRefused,
  expectProblem,
  expectRefused,
  expectUnknownFieldRefused,
  expectUnknownIdsNotFound,
  expectWritesRefused,
  ids,
  labelled,
  routesById,
  useApi,
  type Route,
} from '../fixtures.ts';
import { DATABASE_KINDS, localized } from '../helpers.ts';

describe.each(DATABASE_KINDS)('drink variants API on %s', (kind) => {
  const api = useApi(kind);
  let drink: Drink;

  beforeAll(async () => {
    drink = (await api.drinkInCategory()).drink;
  });

  const body = { quantity: localized('0,33 l'), price: 650 };
  const createFor =
    (drinkId: number) =>
    (payload: object): Route => ({
      method: 'POST',
      url: `/api/drinks/${drinkId}/drink-variants`,
      payload,
    });
  const updateOf =
    (id: number) =>
    (payload: object): Route => ({
      method: 'PUT',
      url: `/api/drink-variants/${id}`,
      payload,
    });

  it('lists the variants of one drink in id order', async () => {
    const { drink: own, variant: first } = await api.drinkInCategory();
    const second = await api.variant(own.id, { price: 100 });
    await api.variant(drink.id);
    const response = await api.anonymous('GET', `/api/drinks/${own.id}/drink-variants`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([first, second]);
  });

  it('lists an empty array for a drink without variants', async () => {
    const bare = await api.drink(drink.categoryId);
    expect(await api.read(`/api/drinks/${bare.id}/drink-variants`)).toEqual([]);
  });

  it('creates a variant and answers 201 with the stored variant, which the drink then carries', async () => {
    const response = await api.send('POST', `/api/drinks/${drink.id}/drink-variants`, body);
    expect(response.statusCode).toBe(201);
    const variant = response.json<DrinkVariant>();
    expect(variant).toEqual({ id: expect.any(Number), drinkId: drink.id, ...body });
    expect(await api.read(`/api/drink-variants/${variant.id}`)).toEqual(variant);
    expect((await api.read<Drink>(`/api/drinks/${drink.id}`)).variants).toContainEqual(variant);
    const row = await api.t.db
      .selectFrom('drinkVariants')
      .selectAll()
      .where('id', '=', variant.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      id: variant.id,
      drinkId: drink.id,
      quantityHu: '0,33 l hu',
      quantityEn: '0,33 l en',
      quantityDe: '0,33 l de',
      price: 650,
    });
  });

  it('accepts quantities of exactly 50 characters and a price of one forint', async () => {
    const quantity = { hu: 'ű'.repeat(50), en: 'l'.repeat(50), de: 'ä'.repeat(50) };
    const variant = await api.variant(drink.id, { quantity, price: 1 });
    expect(await api.read(`/api/drink-variants/${variant.id}`)).toMatchObject({
      quantity,
      price: 1,
    });
  });

  it('answers 404 when listing or adding variants of a drink that does not exist', async () => {
    expectProblem(await api.anonymous('GET', `/api/drinks/${UNKNOWN_ID}/drink-variants`), 404);
    await expectRefused(api, createFor(UNKNOWN_ID)(body), 404);
  });

  it('reads one variant publicly by id', async () => {
    const { variant } = await api.drinkInCategory();
    const response = await api.anonymous('GET', `/api/drink-variants/${variant.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(variant);
  });

  it('updates the quantity and price of a variant and keeps its drink', async () => {
    const variant = await api.variant(drink.id);
    const update = { quantity: localized('1 l'), price: 1800 };
    const response = await api.send('PUT', `/api/drink-variants/${variant.id}`, update);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: variant.id, drinkId: drink.id, ...update });
    expect(await api.read(`/api/drink-variants/${variant.id}`)).toEqual({
      id: variant.id,
      drinkId: drink.id,
      ...update,
    });
  });

  it('deletes a variant with 204 and an empty body, leaving the drink and its other variants', async () => {
    const { drink: own, variant: kept } = await api.drinkInCategory();
    const gone = await api.variant(own.id);
    const response = await api.send('DELETE', `/api/drink-variants/${gone.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectProblem(await api.anonymous('GET', `/api/drink-variants/${gone.id}`), 404);
    expect(ids((await api.read<Drink>(`/api/drinks/${own.id}`)).variants)).toEqual([kept.id]);
  });

  it('answers 404 for a variant id that does not exist', async () => {
    await expectUnknownIdsNotFound(api, routesById('/api/drink-variants', body));
  });

  it('refuses ids in the path that are not positive integers', async () => {
    await expectInvalidIdsRefused(api, [
      ...routesById('/api/drink-variants', body),
      { method: 'GET', url: '/api/drinks/:id/drink-variants' },
      { method: 'POST', url: '/api/drinks/:id/drink-variants', payload: body },
    ]);
  });

  it.each(labelled([...badLocalizedTexts('quantity', 50), ...badPrices()]))(
    'refuses to create or update a variant whose %s',
    async (_label, bad) => {
      const variant = await api.variant(drink.id);
      await expectWritesRefused(api, [createFor(drink.id), updateOf(variant.id)], body, bad);
      expect(await api.read(`/api/drink-variants/${variant.id}`)).toEqual(variant);
    },
  );

  it('refuses unknown fields, so a variant cannot be moved to another drink', async () => {
    const variant = await api.variant(drink.id);
    await expectUnknownFieldRefused(
      api,
      [createFor(drink.id), updateOf(variant.id)],
      body,
      'drinkId',
    );
    expect(await api.read(`/api/drink-variants/${variant.id}`)).toEqual(variant);
  });

  it('requires a valid token for every change', async () => {
    const variant = await api.variant(drink.id);
    await expectCredentialsRequired(api, [
      createFor(drink.id)(body),
      updateOf(variant.id)(body),
      { method: 'DELETE', url: `/api/drink-variants/${variant.id}` },
    ]);
    expect(await api.read(`/api/drink-variants/${variant.id}`)).toEqual(variant);
  });
});
