import { beforeAll, describe, expect, it } from 'vitest';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { DailyMenu, DailyMenuItem } from '@restaurant/contract/daily-menu.ts';
import { addDays, weekOf } from '@restaurant/contract/calendar.ts';
import {
  BAD_ITEM_PRICES,
  addAllergen,
  createdId,
  errorPaths,
  expectNoItemAt,
  expectProblem,
  itemBody,
  moveClockTo,
  restaurantInstant,
  restaurantToday,
} from '../dated-fixtures.ts';
import { DATABASE_KINDS, localized } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';

const itemsUrl = (menuId: number, itemId?: number) =>
  `/api/daily-menus/${menuId}/items${itemId === undefined ? '' : `/${itemId}`}`;

describe.each(DATABASE_KINDS)('daily menus on %s', (kind) => {
  const { t, admin } = useAdminApp(kind);
  let gluten: Allergen;
  let milk: Allergen;

  beforeAll(async () => {
    gluten = await addAllergen(admin, 'Gluten');
    milk = await addAllergen(admin, 'Milk');
  });

  const postMenu = (date: string) => admin({ method: 'POST', url: `/api/dailyMenus?date=${date}` });
  const createMenu = async (date: string) => createdId(await postMenu(date));
  const createItem = async (menuId: number, body: Record<string, unknown>) => {
    const response = await admin({ method: 'POST', url: itemsUrl(menuId), payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<DailyMenuItem>();
  };
  const listDates = async (query = '') => {
    const response = await t.app.inject({ url: `/api/dailyMenus${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<DailyMenu[]>().map((menu) => menu.date);
  };
  const currentWeekDates = async () => {
    const response = await t.app.inject({ url: '/api/dailyMenus/current-week' });
    expect(response.statusCode).toBe(200);
    return response.json<DailyMenu[]>().map((menu) => menu.date);
  };
  const countMenus = async () => {
    const row = await t.db
      .selectFrom('dailyMenus')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  const storedItems = (menuId: number) =>
    t.db.selectFrom('dailyMenuItems').selectAll().where('dailyMenuId', '=', menuId).execute();
  const listItems = async (menuId: number) => {
    const response = await t.app.inject({ url: itemsUrl(menuId) });
    expect(response.statusCode).toBe(200);
    return response.json<DailyMenuItem[]>();
  };

  describe('creating a menu', () => {
    it('creates an empty menu for the date in the query and answers 201', async () => {
      const response = await postMenu('2001-03-05');
      expect(response.statusCode).toBe(201);
      const menu = response.json<DailyMenu>();
      expect(menu).toEqual({ id: expect.any(Number), date: '2001-03-05', items: [] });
      const fetched = await t.app.inject({ url: `/api/dailyMenus/${menu.id}` });
      expect(fetched.json()).toEqual(menu);
    });

    it('refuses a second menu for the same date with 409 and keeps only the first', async () => {
      const firstId = await createMenu('2001-03-06');
      expectProblem(await postMenu('2001-03-06'), 409);
      const sameDay = await t.db
        .selectFrom('dailyMenus')
        .select('id')
        .where('date', '=', '2001-03-06')
        .execute();
      expect(sameDay).toEqual([{ id: firstId }]);
    });

    it.each([
      ['midnight UTC', '2001-03-10T00:00:00.000Z', '2001-03-10'],
      ['midnight in Budapest, written in UTC', '2001-03-11T23:00:00.000Z', '2001-03-12'],
      ['a time with an offset', '2001-03-13T00:30:00%2B01:00', '2001-03-13'],
    ])('takes %s as the date it falls on in Budapest', async (_label, instant, date) => {
      const response = await postMenu(instant);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<DailyMenu>().date).toBe(date);
    });

    it.each([
      ['an impossible day', '?date=2026-02-30'],
      ['an impossible month', '?date=2026-13-01'],
      ['a two-digit year', '?date=26-01-01'],
      ['unpadded month and day', '?date=2026-1-1'],
      ['an impossible day with a time', '?date=2026-02-30T10:00:00Z'],
      ['a time without a zone', '?date=2026-01-01T10:00:00'],
      ['no date at all', ''],
      ['an empty date', '?date='],
      ['an extra query parameter', '?date=2001-03-07&extra=1'],
    ])('refuses %s with 400 and stores nothing', async (_label, query) => {
      const before = await countMenus();
      const response = await admin({ method: 'POST', url: `/api/dailyMenus${query}` });
      expect(errorPaths(response).every((path) => path.startsWith('querystring'))).toBe(true);
      expect(await countMenus()).toBe(before);
    });

    it('refuses to create a menu without the admin token', async () => {
      const before = await countMenus();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dailyMenus?date=2001-03-08',
      });
      expectProblem(response, 401);
      expect(await countMenus()).toBe(before);
    });
  });

  describe('listing menus', () => {
    it('lists menus sorted by date whatever order they were created in', async () => {
      for (const date of ['2002-05-03', '2002-05-01', '2002-05-02']) await createMenu(date);
      const dates = await listDates();
      expect(dates).toEqual([...dates].sort());
      expect(dates.filter((date) => date.startsWith('2002-05'))).toEqual([
        '2002-05-01',
        '2002-05-02',
        '2002-05-03',
      ]);
    });

    it('filters by from and to, both inclusive', async () => {
      for (const date of ['2002-06-01', '2002-06-02', '2002-06-03', '2002-06-04', '2002-06-05']) {
        await createMenu(date);
      }
      expect(await listDates('?from=2002-06-02&to=2002-06-04')).toEqual([
        '2002-06-02',
        '2002-06-03',
        '2002-06-04',
      ]);
      const fromOnly = await listDates('?from=2002-06-04');
      expect(fromOnly).toEqual(expect.arrayContaining(['2002-06-04', '2002-06-05']));
      expect(fromOnly.every((date) => date >= '2002-06-04')).toBe(true);
      const toOnly = await listDates('?to=2002-06-02');
      expect(toOnly).toEqual(expect.arrayContaining(['2002-06-01', '2002-06-02']));
      expect(toOnly.every((date) => date <= '2002-06-02')).toBe(true);
    });

    it('finds the last menu on or before a date and the first after it, however far away', async () => {
      await createMenu('1971-01-10');
      await createMenu('1971-08-01');
      const around = async (date: string) => {
        const response = await t.app.inject({ url: `/api/dailyMenus/around?date=${date}` });
        expect(response.statusCode).toBe(200);
        return response.json<DailyMenu[]>().map((menu) => menu.date);
      };
      expect(await around('1971-03-01')).toEqual(['1971-01-10', '1971-08-01']);
      expect(await around('1971-01-10')).toEqual(['1971-01-10', '1971-08-01']);
      const beforeAll = await around('1960-01-01');
      expect(beforeAll).toHaveLength(1);
      expect(beforeAll[0]! > '1960-01-01').toBe(true);
      expect((await t.app.inject({ url: '/api/dailyMenus/around' })).statusCode).toBe(400);
    });

    it('answers an empty list when from is after to', async () => {
      expect(await listDates('?from=2002-06-05&to=2002-06-01')).toEqual([]);
    });

    it.each(['?from=2002-02-30', '?to=2002-1-1', '?since=2002-01-01'])(
      'refuses the list query %s with 400',
      async (query) => {
        expectProblem(await t.app.inject({ url: `/api/dailyMenus${query}` }), 400);
      },
    );
  });

  describe('the current week', () => {
    it('returns exactly the menus from Monday to Sunday of the current week in Budapest', async () => {
      const { monday, sunday } = weekOf(restaurantToday(t));
      for (const date of [addDays(monday, -1), monday, sunday, addDays(sunday, 1)]) {
        await createMenu(date);
      }
      expect(await currentWeekDates()).toEqual([monday, sunday]);
    });

    it('starts the new week at midnight in Budapest, while it is still Sunday in UTC', async () => {
      const year = new Date(t.clock.now).getUTCFullYear() + 2;
      const { monday } = weekOf(`${year}-01-10`);
      const sunday = addDays(monday, -1);
      moveClockTo(t, restaurantInstant(sunday, '23:00'));
      await createMenu(sunday);
      await createMenu(monday);
      expect(await currentWeekDates()).toEqual([sunday]);

      moveClockTo(t, restaurantInstant(monday, '00:30'));
      expect(new Date(t.clock.now).toISOString().slice(0, 10)).toBe(sunday);
      expect(await currentWeekDates()).toEqual([monday]);
    });
  });

  describe('a single menu', () => {
    it('returns a menu by id together with its items', async () => {
      const menuId = await createMenu('2003-01-06');
      const item = await createItem(menuId, itemBody('Goulash'));
      const response = await t.app.inject({ url: `/api/dailyMenus/${menuId}` });
      expect(response.json()).toEqual({ id: menuId, date: '2003-01-06', items: [item] });
    });

    it('answers 404 to reading or deleting a menu that does not exist', async () => {
      expectProblem(await t.app.inject({ url: '/api/dailyMenus/987654' }), 404);
      expectProblem(await admin({ method: 'DELETE', url: '/api/dailyMenus/987654' }), 404);
    });

    it('deletes a menu together with its items and their allergen links', async () => {
      const menuId = await createMenu('2003-01-07');
      const first = await createItem(menuId, itemBody('Soup', { allergenIds: [gluten.id] }));
      const second = await createItem(menuId, itemBody('Cake', { allergenIds: [milk.id] }));

      const response = await admin({ method: 'DELETE', url: `/api/dailyMenus/${menuId}` });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');

      expectProblem(await t.app.inject({ url: `/api/dailyMenus/${menuId}` }), 404);
      expect(await storedItems(menuId)).toEqual([]);
      const links = await t.db
        .selectFrom('dailyMenuItemAllergens')
        .selectAll()
        .where('dailyMenuItemId', 'in', [first.id, second.id])
        .execute();
      expect(links).toEqual([]);
      const allergens = await t.app.inject({ url: '/api/allergens' });
      expect(allergens.json()).toEqual(expect.arrayContaining([gluten, milk]));
    });

    it('keeps the menu when deleting it without the admin token', async () => {
      const menuId = await createMenu('2003-01-08');
      expectProblem(
        await t.app.inject({ method: 'DELETE', url: `/api/dailyMenus/${menuId}` }),
        401,
      );
      expect((await t.app.inject({ url: `/api/dailyMenus/${menuId}` })).statusCode).toBe(200);
    });
  });

  describe('menu items', () => {
    let menuId: number;
    beforeAll(async () => {
      menuId = await createMenu('2004-02-02');
    });

    it('adds an item and returns it with its allergens as id and name, ordered by id', async () => {
      const description = { hu: 'Házi', en: 'Homemade', de: '' };
      const item = await createItem(
        menuId,
        itemBody('Pancake', { description, price: 890, allergenIds: [milk.id, gluten.id] }),
      );
      expect(item).toEqual({
        id: expect.any(Number),
        dailyMenuId: menuId,
        name: localized('Pancake'),
        description,
        price: 890,
        allergens: [gluten, milk],
        dietTags: [],
        sortOrder: expect.any(Number),
      });
      const fetched = await t.app.inject({ url: itemsUrl(menuId, item.id) });
      expect(fetched.json()).toEqual(item);
    });

    it('stores an item without description or allergens as null description and no allergens', async () => {
      const item = await createItem(menuId, itemBody('Bread'));
      expect(item.description).toBeNull();
      expect(item.allergens).toEqual([]);
    });

    it('accepts an item that costs nothing', async () => {
      const item = await createItem(menuId, itemBody('Water', { price: 0 }));
      expect(item.price).toBe(0);
    });

    it.each([
      ...BAD_ITEM_PRICES,
      ['a blank English name', { name: { ...localized('Stew'), en: '   ' } }, 'name.en'],
      ['a name without German', { name: { hu: 'Pörkölt', en: 'Stew' } }, 'name.de'],
      ['a blank Hungarian name', { name: { ...localized('Stew'), hu: '' } }, 'name.hu'],
      ['repeated allergens', { allergenIds: [1, 1] }, 'allergenIds'],
      ['an unknown allergen', { allergenIds: [987654] }, 'allergenIds'],
      ['a negative sort order', { sortOrder: -1 }, 'sortOrder'],
    ])('refuses an item with %s and stores nothing', async (_label, fields, path) => {
      const before = await storedItems(menuId);
      const response = await admin({
        method: 'POST',
        url: itemsUrl(menuId),
        payload: itemBody('Stew', fields),
      });
      expect(errorPaths(response)).toContain(path);
      expect(await storedItems(menuId)).toEqual(before);
    });

    it('refuses an item with a field the contract does not know', async () => {
      const before = await storedItems(menuId);
      const response = await admin({
        method: 'POST',
        url: itemsUrl(menuId),
        payload: itemBody('Stew', { calories: 300 }),
      });
      expect(expectProblem(response, 400).errors).toEqual([
        { path: 'calories', message: 'Unknown field' },
      ]);
      expect(await storedItems(menuId)).toEqual(before);
    });

    it('appends new items after the last one and lists them by sort order, then id', async () => {
      const ownMenu = await createMenu('2004-02-03');
      const first = await createItem(ownMenu, itemBody('First'));
      const placed = await createItem(ownMenu, itemBody('Placed at five', { sortOrder: 5 }));
      const appended = await createItem(ownMenu, itemBody('Appended'));
      const tied = await createItem(ownMenu, itemBody('Also five', { sortOrder: 5 }));

      expect(first.sortOrder).toBe(0);
      expect(appended.sortOrder).toBe(6);
      const listed = await listItems(ownMenu);
      expect(listed.map((item) => item.id)).toEqual([first.id, placed.id, tied.id, appended.id]);
    });

    it('updates an item, replacing its allergens and keeping its place when no sort order is sent', async () => {
      const item = await createItem(
        menuId,
        itemBody('Old name', { allergenIds: [gluten.id], sortOrder: 40 }),
      );
      const response = await admin({
        method: 'PUT',
        url: itemsUrl(menuId, item.id),
        payload: itemBody('New name', { price: 0, allergenIds: [milk.id] }),
      });
      expect(response.statusCode).toBe(200);
      const expected = {
        ...item,
        name: localized('New name'),
        price: 0,
        allergens: [milk],
        sortOrder: 40,
      };
      expect(response.json()).toEqual(expected);
      expect((await t.app.inject({ url: itemsUrl(menuId, item.id) })).json()).toEqual(expected);
    });

    it('leaves an item unchanged when an update names an unknown allergen', async () => {
      const item = await createItem(menuId, itemBody('Steady', { allergenIds: [gluten.id] }));
      const response = await admin({
        method: 'PUT',
        url: itemsUrl(menuId, item.id),
        payload: itemBody('Changed', { allergenIds: [milk.id, 987654] }),
      });
      expect(errorPaths(response)).toEqual(['allergenIds']);
      expect((await t.app.inject({ url: itemsUrl(menuId, item.id) })).json()).toEqual(item);
    });

    it('deletes an item so that it is no longer found or listed', async () => {
      const item = await createItem(menuId, itemBody('Short-lived'));
      const response = await admin({ method: 'DELETE', url: itemsUrl(menuId, item.id) });
      expect(response.statusCode).toBe(204);
      expectProblem(await t.app.inject({ url: itemsUrl(menuId, item.id) }), 404);
      expect((await listItems(menuId)).map((listed) => listed.id)).not.toContain(item.id);
      expectProblem(await admin({ method: 'DELETE', url: itemsUrl(menuId, item.id) }), 404);
    });

    it('answers 404 when an item is addressed under a menu it does not belong to', async () => {
      const item = await createItem(menuId, itemBody('Mine', { allergenIds: [milk.id] }));
      const otherMenu = await createMenu('2004-02-04');
      await expectNoItemAt(t, admin, itemsUrl(otherMenu, item.id));
      expect((await t.app.inject({ url: itemsUrl(menuId, item.id) })).json()).toEqual(item);
      expect(await storedItems(otherMenu)).toEqual([]);
    });

    it('answers 404 for the items of a menu that does not exist and stores nothing', async () => {
      const unknown = 987654;
      expectProblem(await t.app.inject({ url: itemsUrl(unknown) }), 404);
      expectProblem(
        await admin({ method: 'POST', url: itemsUrl(unknown), payload: itemBody('Orphan') }),
        404,
      );
      expectProblem(await t.app.inject({ url: itemsUrl(unknown, 1) }), 404);
      expect(await storedItems(unknown)).toEqual([]);
    });
  });
});
