import { beforeAll, describe, expect, it } from 'vitest';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { DailyMenu } from '@restaurant/contract/daily-menu.ts';
import { addDays, weekOf } from '@restaurant/contract/calendar.ts';
import { addAllergen, createdId, errorPaths, expectProblem, itemBody } from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';

const mondayOf = (date: string) => weekOf(date).monday;

describe.each(DATABASE_KINDS)('copying daily menus on %s', (kind) => {
  const { t, admin } = useAdminApp(kind);
  let gluten: Allergen;
  let milk: Allergen;

  beforeAll(async () => {
    gluten = await addAllergen(admin, 'Gluten');
    milk = await addAllergen(admin, 'Milk');
  });

  const createMenu = async (date: string) =>
    createdId(await admin({ method: 'POST', url: `/api/dailyMenus?date=${date}` }));
  const addItem = async (menuId: number, name: string, fields: Record<string, unknown> = {}) => {
    const response = await admin({
      method: 'POST',
      url: `/api/daily-menus/${menuId}/items`,
      payload: itemBody(name, fields),
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  /** A menu on the date with a soup (gluten, described) and a cake (milk, free). */
  const createFullMenu = async (date: string, label = date) => {
    const id = await createMenu(date);
    await addItem(id, `Soup ${label}`, {
      description: { hu: 'Forró', en: 'Hot', de: '' },
      price: 1290,
      allergenIds: [gluten.id],
    });
    await addItem(id, `Cake ${label}`, { price: 0, allergenIds: [milk.id, gluten.id] });
    return id;
  };
  const read = async (id: number) => {
    const response = await t.app.inject({ url: `/api/dailyMenus/${id}` });
    expect(response.statusCode).toBe(200);
    return response.json<DailyMenu>();
  };
  const menusBetween = async (from: string, to: string) => {
    const response = await t.app.inject({ url: `/api/dailyMenus?from=${from}&to=${to}` });
    expect(response.statusCode).toBe(200);
    return response.json<DailyMenu[]>();
  };
  /** What a menu holds apart from its own and its items' ids. */
  const contentOf = (menu: DailyMenu) =>
    menu.items.map(({ id: _id, dailyMenuId: _menuId, ...item }) => item);
  const storedCounts = async () => {
    const count = async (table: 'dailyMenus' | 'dailyMenuItems' | 'dailyMenuItemAllergens') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    return {
      menus: await count('dailyMenus'),
      items: await count('dailyMenuItems'),
      links: await count('dailyMenuItemAllergens'),
    };
  };

  describe('copying a day', () => {
    const copy = (id: number, query: string) =>
      admin({ method: 'POST', url: `/api/dailyMenus/${id}/copy${query}` });

    it('copies the menu with its items, prices, order and allergens to the date and answers 201', async () => {
      const sourceId = await createFullMenu('2011-03-07');
      const source = await read(sourceId);

      const response = await copy(sourceId, '?date=2011-03-09');
      expect(response.statusCode).toBe(201);
      const copied = response.json<DailyMenu>();
      expect(copied.date).toBe('2011-03-09');
      expect(copied.id).not.toBe(sourceId);
      expect(contentOf(copied)).toEqual(contentOf(source));
      expect(contentOf(copied)[1]!.allergens).toEqual([gluten, milk]);
      expect(copied.items.every((item) => item.dailyMenuId === copied.id)).toBe(true);
      const sourceItemIds = source.items.map((item) => item.id);
      expect(copied.items.some((item) => sourceItemIds.includes(item.id))).toBe(false);

      expect(await read(copied.id)).toEqual(copied);
      expect(await read(sourceId)).toEqual(source);
    });

    it('keeps the copy independent: changing it leaves the original alone', async () => {
      const sourceId = await createFullMenu('2011-03-14');
      const source = await read(sourceId);
      const copied = (await copy(sourceId, '?date=2011-03-15')).json<DailyMenu>();
      const item = copied.items[0]!;
      const update = await admin({
        method: 'PUT',
        url: `/api/daily-menus/${copied.id}/items/${item.id}`,
        payload: itemBody('Changed', { allergenIds: [] }),
      });
      expect(update.statusCode).toBe(200);
      expect(await read(sourceId)).toEqual(source);
    });

    it('copies a menu that has no items as an empty menu', async () => {
      const sourceId = await createMenu('2011-03-21');
      const response = await copy(sourceId, '?date=2011-03-22');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(Number), date: '2011-03-22', items: [] });
    });

    it('refuses with 409 a date that already has a menu and changes nothing', async () => {
      const sourceId = await createFullMenu('2011-03-28');
      const targetId = await createMenu('2011-03-29');
      await addItem(targetId, 'Already there');
      const target = await read(targetId);
      const before = await storedCounts();

      expectProblem(await copy(sourceId, '?date=2011-03-29'), 409);
      expectProblem(await copy(sourceId, '?date=2011-03-28'), 409);
      expect(await read(targetId)).toEqual(target);
      expect(await storedCounts()).toEqual(before);
    });

    it('answers 404 for a menu that does not exist and stores nothing at the date', async () => {
      const before = await storedCounts();
      expectProblem(await copy(987654, '?date=2011-04-04'), 404);
      expect(await menusBetween('2011-04-04', '2011-04-04')).toEqual([]);
      expect(await storedCounts()).toEqual(before);
    });

    describe('with a bad date', () => {
      let sourceId: number;
      beforeAll(async () => {
        sourceId = await createFullMenu('2011-04-11');
      });

      it.each([
        ['an impossible day', '?date=2026-02-30', 'querystring.date'],
        ['an impossible month', '?date=2026-13-01', 'querystring.date'],
        ['unpadded month and day', '?date=2026-4-5', 'querystring.date'],
        ['a day-month-year date', '?date=05.04.2026', 'querystring.date'],
        ['a date with a time', '?date=2026-04-05T10:00:00Z', 'querystring.date'],
        ['no date at all', '', 'querystring.date'],
        ['an extra query parameter', '?date=2011-04-05&extra=1', 'querystring.extra'],
      ])('refuses %s with 400 and stores nothing', async (_label, query, path) => {
        const before = await storedCounts();
        expect(errorPaths(await copy(sourceId, query))).toContain(path);
        expect(await storedCounts()).toEqual(before);
      });
    });

    it('refuses a menu id that is not a positive number with 400', async () => {
      expect(errorPaths(await copy(0, '?date=2011-04-18'))).toEqual(['params.id']);
      const response = await admin({
        method: 'POST',
        url: '/api/dailyMenus/abc/copy?date=2011-04-18',
      });
      expect(errorPaths(response)).toEqual(['params.id']);
    });

    it('refuses to copy without the admin token', async () => {
      const sourceId = await createFullMenu('2011-04-25');
      const before = await storedCounts();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/dailyMenus/${sourceId}/copy?date=2011-04-26`,
      });
      expectProblem(response, 401);
      expect(await storedCounts()).toEqual(before);
    });
  });

  describe('copying a week', () => {
    const copyWeek = (query: string) =>
      admin({ method: 'POST', url: `/api/dailyMenus/copy-week${query}` });

    it('copies each menu of the week to the same weekday of the target week and answers the new menus', async () => {
      const from = mondayOf('2012-05-09');
      const to = addDays(from, 7);
      // Monday, Wednesday and Sunday have menus; the days just outside the week too.
      const sources: DailyMenu[] = [];
      for (const day of [0, 2, 6])
        sources.push(await read(await createFullMenu(addDays(from, day))));
      await createFullMenu(addDays(from, -1));
      await createFullMenu(addDays(from, 7 + 7));

      const response = await copyWeek(`?from=${from}&to=${to}`);
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json<DailyMenu[]>();
      expect(created.map((menu) => menu.date)).toEqual([0, 2, 6].map((day) => addDays(to, day)));
      created.forEach((menu, index) => expect(contentOf(menu)).toEqual(contentOf(sources[index]!)));
      const targetWeek = await menusBetween(to, addDays(to, 6));
      expect(targetWeek).toEqual(created);
      for (const source of sources) expect(await read(source.id)).toEqual(source);
    });

    it('copies a week backwards too, to any other week', async () => {
      const from = mondayOf('2012-06-20');
      const to = addDays(from, -21);
      const source = await read(await createFullMenu(addDays(from, 4)));
      const response = await copyWeek(`?from=${from}&to=${to}`);
      expect(response.statusCode).toBe(201);
      const [copied] = response.json<DailyMenu[]>();
      expect(copied!.date).toBe(addDays(to, 4));
      expect(contentOf(copied!)).toEqual(contentOf(source));
    });

    it('answers an empty list and stores nothing when the week has no menus', async () => {
      const from = mondayOf('2012-07-11');
      const before = await storedCounts();
      const response = await copyWeek(`?from=${from}&to=${addDays(from, 7)}`);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual([]);
      expect(await storedCounts()).toEqual(before);
    });

    it('refuses with 409 when a day that would receive a copy has a menu, naming it, and copies nothing', async () => {
      const from = mondayOf('2012-08-08');
      const to = addDays(from, 7);
      for (const day of [0, 1, 2]) await createFullMenu(addDays(from, day));
      const taken = await createMenu(addDays(to, 2));
      await addItem(taken, 'Planned already');
      const takenBefore = await read(taken);
      const before = await storedCounts();

      const problem = expectProblem(await copyWeek(`?from=${from}&to=${to}`), 409);
      expect(problem.detail).toContain(addDays(to, 2));
      expect(await menusBetween(to, addDays(to, 6))).toEqual([takenBefore]);
      expect(await storedCounts()).toEqual(before);
    });

    it('copies around a target-week menu on a day the source week leaves empty', async () => {
      const from = mondayOf('2012-09-12');
      const to = addDays(from, 7);
      await createFullMenu(from);
      const own = await read(await createMenu(addDays(to, 3)));
      const response = await copyWeek(`?from=${from}&to=${to}`);
      expect(response.statusCode).toBe(201);
      expect(response.json<DailyMenu[]>().map((menu) => menu.date)).toEqual([to]);
      expect((await menusBetween(to, addDays(to, 6))).map((menu) => menu.date)).toEqual([
        to,
        own.date,
      ]);
    });

    describe('with a bad week', () => {
      const monday = mondayOf('2012-10-10');
      beforeAll(async () => {
        await createFullMenu(monday);
      });

      it.each([
        [
          'from that is not a Monday',
          `?from=${addDays(monday, 1)}&to=${addDays(monday, 7)}`,
          'querystring.from',
        ],
        ['to that is not a Monday', `?from=${monday}&to=${addDays(monday, 8)}`, 'querystring.to'],
        ['the same week twice', `?from=${monday}&to=${monday}`, 'querystring.to'],
        ['an impossible date', `?from=${monday}&to=2026-02-30`, 'querystring.to'],
        ['an unpadded date', `?from=2026-3-2&to=${monday}`, 'querystring.from'],
        [
          'a date with a time',
          `?from=${monday}T00:00:00Z&to=${addDays(monday, 7)}`,
          'querystring.from',
        ],
        ['no target week', `?from=${monday}`, 'querystring.to'],
        ['no week at all', '', 'querystring.from'],
        [
          'an extra query parameter',
          `?from=${monday}&to=${addDays(monday, 7)}&x=1`,
          'querystring.x',
        ],
      ])('refuses %s with 400 and stores nothing', async (_label, query, path) => {
        const before = await storedCounts();
        expect(errorPaths(await copyWeek(query))).toContain(path);
        expect(await storedCounts()).toEqual(before);
      });
    });

    it('refuses to copy a week without the admin token', async () => {
      const from = mondayOf('2012-11-14');
      await createFullMenu(from);
      const before = await storedCounts();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/dailyMenus/copy-week?from=${from}&to=${addDays(from, 7)}`,
      });
      expectProblem(response, 401);
      expect(await storedCounts()).toEqual(before);
    });
  });
});
