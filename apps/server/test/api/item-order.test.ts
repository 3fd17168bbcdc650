import { describe, expect, it } from 'vitest';
import {
  createdId,
  errorPaths,
  expectProblem,
  itemBody,
  offerBody,
  type Send,
} from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';

type Listed = { id: number; sortOrder: number; name: { en: string } };

/** The two parents whose items can be reordered, and how to make one. */
const PARENTS = [
  {
    label: 'daily menu',
    items: (id: number) => `/api/daily-menus/${id}/items`,
    create: (admin: Send, n: number) =>
      admin({ method: 'POST', url: `/api/dailyMenus?date=2013-01-${String(n).padStart(2, '0')}` }),
  },
  {
    label: 'offer',
    items: (id: number) => `/api/offers/${id}/items`,
    create: (admin: Send, n: number) =>
      admin({
        method: 'POST',
        url: '/api/offers',
        payload: offerBody(`Offer ${n}`, '2013-02-01', '2013-02-28'),
      }),
  },
];

describe.each(DATABASE_KINDS)('reordering items on %s', (kind) => {
  const { t, admin } = useAdminApp(kind);

  describe.each(PARENTS)('of a $label', (parent) => {
    let serial = 0;
    const createParent = async () => createdId(await parent.create(admin, ++serial));
    /** A parent holding items named A, B, C, D in that order. */
    const createWithItems = async () => {
      const id = await createParent();
      const ids: number[] = [];
      for (const name of ['A', 'B', 'C', 'D']) {
        ids.push(
          createdId(
            await admin({ method: 'POST', url: parent.items(id), payload: itemBody(name) }),
          ),
        );
      }
      return { id, ids };
    };
    const order = (id: number, itemIds: unknown) =>
      admin({ method: 'PUT', url: `${parent.items(id)}/order`, payload: { itemIds } });
    const listed = async (id: number) => {
      const response = await t.app.inject({ url: parent.items(id) });
      expect(response.statusCode).toBe(200);
      return response.json<Listed[]>();
    };
    const names = async (id: number) => (await listed(id)).map((item) => item.name.en);

    it('puts the items in the order given, numbering them from 0, and answers them so', async () => {
      const { id, ids } = await createWithItems();
      const [a, b, c, d] = ids as [number, number, number, number];
      const response = await order(id, [c, a, d, b]);
      expect(response.statusCode, response.body).toBe(200);
      const answered = response.json<Listed[]>();
      expect(answered.map((item) => [item.id, item.sortOrder])).toEqual([
        [c, 0],
        [a, 1],
        [d, 2],
        [b, 3],
      ]);
      expect(await listed(id)).toEqual(answered);
      expect(await names(id)).toEqual(['C en', 'A en', 'D en', 'B en']);
    });

    it('places an item added after a reorder at the end', async () => {
      const { id, ids } = await createWithItems();
      await order(id, [...ids].reverse());
      await admin({ method: 'POST', url: parent.items(id), payload: itemBody('E') });
      expect(await names(id)).toEqual(['D en', 'C en', 'B en', 'A en', 'E en']);
    });

    it('accepts an empty order for a parent without items', async () => {
      const id = await createParent();
      const response = await order(id, []);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it.each([
      ['an order that leaves an item out', (ids: number[]) => ids.slice(1)],
      ['an order that repeats an item', (ids: number[]) => [...ids, ids[0]]],
      ['an order with an unknown id', (ids: number[]) => [...ids.slice(1), 987654]],
      ['an order of ids given as text', (ids: number[]) => ids.map(String)],
      ['an order of fractions', (ids: number[]) => ids.map((id) => id + 0.5)],
      ['no order at all', () => undefined],
    ])('refuses %s with 400 and keeps the order', async (_label, makeOrder) => {
      const { id, ids } = await createWithItems();
      const before = await listed(id);
      expect(errorPaths(await order(id, makeOrder(ids))).join()).toMatch(/^itemIds/);
      expect(await listed(id)).toEqual(before);
    });

    it('refuses an order naming an item of another parent and leaves both alone', async () => {
      const mine = await createWithItems();
      const other = await createWithItems();
      const before = [await listed(mine.id), await listed(other.id)];
      const swapped = [other.ids[0], ...mine.ids.slice(1)];
      expect(errorPaths(await order(mine.id, swapped))).toEqual(['itemIds']);
      expect([await listed(mine.id), await listed(other.id)]).toEqual(before);
    });

    it('refuses a field the contract does not know', async () => {
      const { id, ids } = await createWithItems();
      const response = await admin({
        method: 'PUT',
        url: `${parent.items(id)}/order`,
        payload: { itemIds: ids, reverse: true },
      });
      expect(errorPaths(response)).toEqual(['reverse']);
    });

    it('answers 404 for a parent that does not exist', async () => {
      expectProblem(await order(987654, []), 404);
    });

    it('refuses to reorder without the admin token', async () => {
      const { id, ids } = await createWithItems();
      const before = await listed(id);
      const response = await t.app.inject({
        method: 'PUT',
        url: `${parent.items(id)}/order`,
        payload: { itemIds: [...ids].reverse() },
      });
      expectProblem(response, 401);
      expect(await listed(id)).toEqual(before);
    });
  });
});
