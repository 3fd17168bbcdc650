import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@restaurant/contract/audit.ts';
import type { Food } from '@restaurant/contract/food.ts';
import { buildApp } from '#src/app.ts';
import { restaurant as demoRestaurant } from '#src/seed/data/restaurant.ts';
import { ADMIN, DATABASE_KINDS, createTestApp, localized, type TestApp } from '../helpers.ts';
import { multipart, picture } from '../media-fixtures.ts';
import { NEW_PASSWORD, STEP, addMember } from '../staff-helpers.ts';

describe.each(DATABASE_KINDS)('the audit log on %s', (kind) => {
  let t: TestApp;
  let token = '';
  let codes = 0;
  const code = () => `A${++codes}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.login();
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.as(token, { method, url, payload });
  const log = async (query = '') => {
    const response = await t.as(token, { url: `/api/audit-log${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditPage>();
  };
  const entryCount = async () => (await t.db.selectFrom('auditLog').select('id').execute()).length;

  async function makeFood(price = 2490) {
    const category = (
      await send('POST', '/api/categories/type/Food', { name: localized('Levesek'), sortOrder: 0 })
    ).json<{ id: number }>();
    const allergen = (
      await send('POST', '/api/allergens', { code: code(), name: localized('Zeller') })
    ).json<{
      id: number;
    }>();
    const created = await send('POST', `/api/categories/${category.id}/foods`, {
      name: { hu: 'Gulyásleves', en: 'Goulash soup', de: 'Gulaschsuppe' },
      price,
      allergenIds: [allergen.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    return { food: created.json<Food>(), categoryId: category.id, allergenId: allergen.id };
  }

  it('records a price change with who, when, the item and the value before and after', async () => {
    const { food, categoryId, allergenId } = await makeFood();
    const update = await send('PUT', `/api/foods/${food.id}`, {
      name: { hu: 'Gulyásleves', en: 'Goulash soup', de: 'Gulaschsuppe' },
      price: 2690,
      allergenIds: [allergenId],
      categoryId,
    });
    expect(update.statusCode).toBe(200);
    const { entries } = await log(`?entity=food&entityId=${food.id}`);
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({
      at: new Date(t.clock.now).toISOString(),
      username: ADMIN.username,
      name: ADMIN.name,
      entity: 'food',
      entityId: String(food.id),
      label: 'Gulyásleves',
      changes: [{ field: 'price', before: 2490, after: 2690 }],
    });
    expect(entries[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'price', before: null, after: 2490 },
        { field: 'allergens', before: null, after: ['Zeller hu'] },
      ]),
    );
  });

  it('records creates, deletes, reorders and copies of content', async () => {
    const { food } = await makeFood();
    expect((await send('DELETE', `/api/foods/${food.id}`)).statusCode).toBe(204);
    const deleted = (await log(`?entity=food&entityId=${food.id}`)).entries[0]!;
    expect(deleted).toMatchObject({ action: 'delete', label: 'Gulyásleves' });
    expect(deleted.changes).toContainEqual({ field: 'price', before: 2490, after: null });

    const menu = (await send('POST', '/api/dailyMenus?date=2026-03-02')).json<{ id: number }>();
    for (const name of ['Leves', 'Főétel']) {
      await send('POST', `/api/daily-menus/${menu.id}/items`, { name: localized(name), price: 0 });
    }
    const items = (await t.app.inject({ url: `/api/daily-menus/${menu.id}/items` })).json<
      Array<{ id: number }>
    >();
    const reorder = await send('PUT', `/api/daily-menus/${menu.id}/items/order`, {
      itemIds: items.map((item) => item.id).reverse(),
    });
    expect(reorder.statusCode).toBe(200);
    const copy = await send('POST', `/api/dailyMenus/${menu.id}/copy?date=2026-03-03`);
    expect(copy.statusCode).toBe(201);
    const { entries } = await log('?entity=daily-menu');
    expect(entries.map((entry) => entry.action)).toEqual(['copy', 'reorder', 'create']);
    expect(entries[1]!.changes).toEqual([
      { field: 'order', before: ['Leves hu', 'Főétel hu'], after: ['Főétel hu', 'Leves hu'] },
    ]);
  });

  it("records a drink variant's price as a change of the drink", async () => {
    const category = (
      await send('POST', '/api/categories/type/Drink', { name: localized('Sörök'), sortOrder: 0 })
    ).json<{ id: number }>();
    const drink = (
      await send('POST', `/api/categories/${category.id}/drinks`, { name: localized('Dreher') })
    ).json<{ id: number }>();
    const variant = (
      await send('POST', `/api/drinks/${drink.id}/drink-variants`, {
        quantity: { hu: '0,5 l', en: '0.5 l', de: '0,5 l' },
        price: 890,
      })
    ).json<{ id: number }>();
    await send('PUT', `/api/drink-variants/${variant.id}`, {
      quantity: { hu: '0,5 l', en: '0.5 l', de: '0,5 l' },
      price: 990,
    });
    const { entries } = await log(`?entity=drink&entityId=${drink.id}`);
    expect(entries[0]!.changes).toEqual([{ field: 'variants.0,5 l', before: 890, after: 990 }]);
  });

  it("records changes to the restaurant's profile, hours, pictures and gallery", async () => {
    const hours = {
      weekly: [{ day: 1, restaurant: [{ from: '10:00', to: '20:00' }], kitchen: [] }],
      exceptions: [],
    };
    expect((await send('PUT', '/api/opening-hours', hours)).statusCode).toBe(200);
    const later = {
      ...hours,
      weekly: [{ day: 1, restaurant: [{ from: '11:00', to: '20:00' }], kitchen: [] }],
    };
    expect((await send('PUT', '/api/opening-hours', later)).statusCode).toBe(200);
    const [hoursEntry] = (await log('?entity=opening-hours')).entries;
    expect(hoursEntry).toMatchObject({ action: 'update', username: ADMIN.username });
    expect(hoursEntry!.changes.map((change) => change.field)).toEqual(['weekly']);

    const profile = { ...demoRestaurant, heroMediaId: null, logoMediaId: null };
    expect((await send('PUT', '/api/restaurant', profile)).statusCode).toBe(200);
    const changedPhone = { ...profile, phone: '+36 1 555 0100' };
    expect((await send('PUT', '/api/restaurant', changedPhone)).statusCode).toBe(200);
    const [profileEntry] = (await log('?entity=restaurant')).entries;
    expect(profileEntry!.changes).toEqual([
      { field: 'phone', before: profile.phone, after: '+36 1 555 0100' },
    ]);

    const alt = { hu: 'Terasz', en: 'Terrace', de: 'Terrasse' };
    const upload = async () => {
      const uploaded = await t.as(token, {
        method: 'POST',
        url: '/api/media',
        ...multipart(await picture(64, 48)),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const { id } = uploaded.json<{ id: number }>();
      expect((await send('PUT', `/api/media/${id}`, { alt })).statusCode).toBe(200);
      return id;
    };
    const [kept, dropped] = [await upload(), await upload()];
    expect((await send('PUT', '/api/gallery', { mediaIds: [kept, dropped] })).statusCode).toBe(200);
    expect((await send('PUT', '/api/gallery', { mediaIds: [kept] })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/media/${dropped}`)).statusCode).toBe(204);
    const pictures = (await log(`?entity=media&entityId=${dropped}`)).entries;
    expect(pictures.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(pictures[1]!.changes).toContainEqual({ field: 'alt.hu', before: '', after: 'Terasz' });
    const gallery = (await log('?entity=gallery')).entries;
    expect(gallery[0]!.changes).toEqual([
      { field: 'mediaIds', before: [kept, dropped], after: [kept] },
    ]);
  });

  it('leaves no entry when a change is refused', async () => {
    const { food, categoryId } = await makeFood();
    const before = await entryCount();
    const refused = await send('PUT', `/api/foods/${food.id}`, {
      name: localized('Más'),
      price: 100,
      allergenIds: [2_000_000],
      categoryId,
    });
    expect(refused.statusCode).toBe(400);
    const allergen = food.allergens[0]!;
    expect((await send('DELETE', `/api/allergens/${allergen.id}`)).statusCode).toBe(409);
    expect((await send('DELETE', '/api/foods/2000000')).statusCode).toBe(404);
    expect(await entryCount()).toBe(before);
  });

  it('writes the entry in the same transaction: when it cannot be written, nothing changes', async () => {
    const { food } = await makeFood();
    await sql`alter table audit_log rename to audit_log_away`.execute(t.db);
    try {
      const response = await send('DELETE', `/api/foods/${food.id}`);
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(t.db);
    }
    expect((await t.app.inject({ url: `/api/foods/${food.id}` })).statusCode).toBe(200);
  });

  it('records logins, failed logins and lockouts, naming no account for unknown names', async () => {
    t.clock.now += STEP;
    const attempt = (username: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password, twoFactorCode: t.totp() },
      });
    await attempt(ADMIN.username, 'not the password at all');
    await attempt('nobody-at-all', 'not the password at all');
    for (let i = 0; i < 5; i++) await attempt('nobody-else', 'wrong password here');
    token = await t.login();
    const { entries } = await log('?entity=session');
    const [login, ...rest] = entries;
    expect(login).toMatchObject({ action: 'login', username: ADMIN.username });
    const failed = rest.filter((entry) => entry.action === 'login-failed');
    expect(failed.at(-1)).toMatchObject({ username: ADMIN.username });
    expect(failed.filter((entry) => entry.username === null)).toHaveLength(6);
    const lockout = rest.find((entry) => entry.action === 'lockout')!;
    expect(lockout).toMatchObject({ userId: null, username: null });
    expect(JSON.stringify(entries)).not.toContain('nobody');
  });

  it('records account changes and never a password, code, key or token', async () => {
    const member = await addMember(t, token, { username: 'kovacs.anna', role: 'editor' });
    await t.as(token, {
      method: 'PUT',
      url: `/api/users/${member.id}`,
      payload: { role: 'owner' },
    });
    t.clock.now += STEP;
    const codes = await t.as(token, {
      method: 'POST',
      url: '/api/auth/recovery-codes',
      payload: { currentPassword: ADMIN.password, twoFactorCode: t.totp() },
    });
    t.clock.now += STEP;
    await t.as(token, {
      method: 'POST',
      url: '/api/auth/password',
      payload: {
        currentPassword: ADMIN.password,
        twoFactorCode: t.totp(),
        newPassword: NEW_PASSWORD,
      },
    });
    const { entries } = await log('?limit=200');
    const actions = entries.map((entry) => `${entry.entity}:${entry.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'user:create',
        'user:enrol',
        'user:update',
        'account:recovery-codes',
        'account:password-change',
      ]),
    );
    const roleChange = entries.find(
      (entry) => entry.entity === 'user' && entry.action === 'update',
    );
    expect(roleChange!.changes).toEqual([{ field: 'role', before: 'editor', after: 'owner' }]);
    const dump = JSON.stringify(await t.db.selectFrom('auditLog').selectAll().execute());
    for (const secret of [
      ADMIN.password,
      NEW_PASSWORD,
      member.secret,
      t.totpSecret,
      ...codes.json<{ codes: string[] }>().codes,
    ]) {
      expect(dump).not.toContain(secret);
    }
    expect(dump).not.toMatch(/argon2|otpauth|meghivo/);
  });

  it('filters by person, kind of item and time, newest first, one page at a time', async () => {
    const start = new Date(t.clock.now + 1).toISOString();
    t.clock.now += 1000;
    for (let i = 0; i < 3; i++) {
      await send('POST', '/api/allergens', { code: code(), name: localized(`Paged ${i}`) });
    }
    const all = await log(`?entity=allergen&from=${encodeURIComponent(start)}`);
    expect(all.entries.map((entry) => entry.label)).toEqual([
      'Paged 2 hu',
      'Paged 1 hu',
      'Paged 0 hu',
    ]);
    const first = await log(`?entity=allergen&from=${encodeURIComponent(start)}&limit=2`);
    expect(first.entries).toHaveLength(2);
    const second = await log(
      `?entity=allergen&from=${encodeURIComponent(start)}&limit=2&cursor=${first.nextCursor}`,
    );
    expect(second.entries.map((entry) => entry.label)).toEqual(['Paged 0 hu']);
    expect(second.nextCursor).toBeNull();

    const mine = await log(`?userId=1&limit=200`);
    expect(mine.entries.every((entry: AuditEntry) => entry.userId === 1)).toBe(true);
    const past = await log(`?to=${encodeURIComponent(new Date(0).toISOString())}`);
    expect(past.entries).toEqual([]);
    expect((await t.as(token, { url: '/api/audit-log?entity=password' })).statusCode).toBe(400);
  });

  it('prunes entries older than the retention period at start', async () => {
    const day = 86_400_000;
    await t.db
      .insertInto('auditLog')
      .values({
        at: t.clock.now - 731 * day,
        userId: null,
        username: null,
        action: 'update',
        entity: 'food',
        entityId: '999999',
        label: 'Régi',
        changes: '[]',
      })
      .execute();
    const second = await buildApp(t.config, { now: () => t.clock.now });
    await second.ready();
    await second.close();
    expect((await log('?entityId=999999')).entries).toEqual([]);
  });
});
