import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, createTestApp, localized, type TestApp } from './helpers.ts';

describe.each(DATABASE_KINDS)('allergens on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('creates an allergen for a logged-in admin and lists it publicly', async () => {
    const token = await t.login();
    const created = await t.as(token, {
      method: 'POST',
      url: '/api/allergens',
      payload: { code: '1', name: localized('Gluten') },
    });
    expect(created.statusCode).toBe(201);
    const list = await t.app.inject({ url: '/api/allergens' });
    expect(list.json()).toEqual([{ id: created.json().id, code: '1', name: localized('Gluten') }]);
  });
});
