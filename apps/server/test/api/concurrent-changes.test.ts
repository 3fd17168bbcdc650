import { describe, expect, it } from 'vitest';
import type { StaffCreated, StaffMember } from '@restaurant/contract/users.ts';
import { restaurant as demo } from '#src/seed/data/restaurant.ts';
import { addAllergen, createdId, itemBody, offerBody, type Send } from '../dated-fixtures.ts';
import { ADMIN, DATABASE_KINDS, localized } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';
import { multipart, picture } from '../media-fixtures.ts';
import { addMember } from '../staff-helpers.ts';

const PAIRS = 20;

/** A thing two people change at once: where it is read and changed, and the n-th change. */
type Contested = { url: string; change: (n: number) => object; readsAt?: string };

const hoursFrom = (hour: number) => ({
  weekly: [
    {
      day: 3,
      restaurant: [{ from: `${String(hour).padStart(2, '0')}:00`, to: '23:00' }],
      kitchen: [],
    },
  ],
  exceptions: [],
});

/** Every order of the list, each once. */
const permutations = (ids: number[]): number[][] =>
  ids.length <= 1
    ? [ids]
    : ids.flatMap((id) =>
        permutations(ids.filter((other) => other !== id)).map((rest) => [id, ...rest]),
      );

/**
 * Four items under the parent, and changes that each put them in an order different from the
 * two before it (24 orders), so that no change of a pair leaves the list as it was.
 */
async function itemOrder(admin: Send, items: string): Promise<Contested> {
  const ids: number[] = [];
  for (const name of ['A', 'B', 'C', 'D']) {
    ids.push(createdId(await admin({ method: 'POST', url: items, payload: itemBody(name) })));
  }
  const orders = permutations(ids);
  return {
    url: `${items}/order`,
    readsAt: items,
    change: (n) => ({ itemIds: orders[n % orders.length] }),
  };
}

/** How to make each kind of thing that a PUT changes, on a fresh database. */
const CONTESTED: Array<[string, (admin: Send, serial: number) => Promise<Contested>]> = [
  [
    'an allergen',
    async (admin, serial) => {
      const id = createdId(
        await admin({
          method: 'POST',
          url: '/api/allergens',
          payload: { code: `Q${serial}`, name: localized(`Zeller ${serial}`) },
        }),
      );
      return {
        url: `/api/allergens/${id}`,
        change: (n) => ({ name: localized(`Zeller ${serial}.${n}`) }),
      };
    },
  ],
  [
    'a food',
    async (admin, serial) => {
      const allergenIds = [(await addAllergen(admin, `Tej ${serial}`)).id];
      const categoryId = createdId(
        await admin({
          method: 'POST',
          url: '/api/categories/type/Food',
          payload: { name: localized(`Levesek ${serial}`), sortOrder: 0 },
        }),
      );
      const id = createdId(
        await admin({
          method: 'POST',
          url: `/api/categories/${categoryId}/foods`,
          payload: { name: localized(`Gulyás ${serial}`), price: 2490, allergenIds },
        }),
      );
      return {
        url: `/api/foods/${id}`,
        change: (n) => ({
          name: localized(`Gulyás ${serial}`),
          price: 2490 + n,
          categoryId,
          allergenIds,
        }),
      };
    },
  ],
  [
    "the restaurant's facts",
    async (admin) => {
      const change = (n: number) => ({
        ...structuredClone(demo),
        heroMediaId: null,
        logoMediaId: null,
        phone: `+36 1 555 ${1000 + n}`,
      });
      await admin({ method: 'PUT', url: '/api/restaurant', payload: change(0) });
      return { url: '/api/restaurant', change };
    },
  ],
  [
    'the opening hours',
    async (admin) => {
      await admin({ method: 'PUT', url: '/api/opening-hours', payload: hoursFrom(0) });
      return { url: '/api/opening-hours', change: (n) => hoursFrom(n % 20) };
    },
  ],
  [
    "a picture's alternative text",
    async (admin) => {
      const upload = multipart(await picture(40, 30));
      const id = createdId(await admin({ method: 'POST', url: '/api/media', ...upload }));
      return { url: `/api/media/${id}`, change: (n) => ({ alt: localized(`Kert ${n}`) }) };
    },
  ],
  [
    "a person's account",
    async (admin, serial) => {
      const created = await admin({
        method: 'POST',
        url: '/api/users',
        payload: { username: `peter${serial}`, name: 'Szabó Péter', role: 'editor' },
      });
      const { id } = created.json<StaffCreated>().user;
      return { url: `/api/users/${id}`, change: (n) => ({ name: `Szabó Péter ${n}` }) };
    },
  ],
  [
    "the order of a daily menu's items",
    async (admin, serial) => {
      const date = `2013-03-${String(serial).padStart(2, '0')}`;
      const menu = await admin({ method: 'POST', url: `/api/dailyMenus?date=${date}` });
      return itemOrder(admin, `/api/daily-menus/${createdId(menu)}/items`);
    },
  ],
  [
    "the order of an offer's items",
    async (admin, serial) => {
      const body = offerBody(`Heti ${serial}`, '2013-02-01', '2013-02-28');
      const offer = await admin({ method: 'POST', url: '/api/offers', payload: body });
      return itemOrder(admin, `/api/offers/${createdId(offer)}/items`);
    },
  ],
];

describe.each(DATABASE_KINDS)('changes sent at the same moment on %s', (kind) => {
  const { t, admin } = useAdminApp(kind);

  let serial = 0;

  it('has a read for every change of the API, whose tag the change can be conditioned on', () => {
    const routes = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    const changes = t.app.routeTable.filter((route) => route.method === 'PUT');
    expect(changes.length).toBeGreaterThan(10);
    for (const change of changes) {
      const read = t.app.changeReads.get(change.url);
      expect(routes, `${change.url} reads at ${read}`).toContain(`GET ${read}`);
    }
  });

  describe.each(CONTESTED)('to %s', (_label, make) => {
    it(`lets exactly one of two changes with the same If-Match through, in each of ${PAIRS} pairs`, async () => {
      const contested = await make(admin, ++serial);
      const readAt = contested.readsAt ?? contested.url;
      const read = () => admin({ url: readAt });
      for (let pair = 0; pair < PAIRS; pair++) {
        const before = await read();
        expect(before.statusCode, before.body).toBe(200);
        const tag = before.headers.etag as string;
        expect(tag).toMatch(/^"[\w-]{27}"$/);
        const [first, second] = [2 * pair + 1, 2 * pair + 2].map((n) => contested.change(n));
        const answers = await Promise.all(
          [first, second].map((payload) =>
            admin({ method: 'PUT', url: contested.url, headers: { 'if-match': tag }, payload }),
          ),
        );
        const statuses = answers.map((answer) => answer.statusCode);
        expect(statuses.toSorted(), answers.map((answer) => answer.body).join('\n')).toEqual([
          200, 412,
        ]);
        // What is stored is the change that was let through, and its answer carries its tag.
        const winner = answers.find((answer) => answer.statusCode === 200)!;
        const after = await read();
        expect(winner.headers.etag).toBe(after.headers.etag);
      }
    });

    it('refuses a change based on a read that is no longer current', async () => {
      const contested = await make(admin, ++serial);
      const readAt = contested.readsAt ?? contested.url;
      const stale = (await admin({ url: readAt })).headers.etag as string;
      const put = (n: number, tag: string) =>
        admin({
          method: 'PUT',
          url: contested.url,
          headers: { 'if-match': tag },
          payload: contested.change(n),
        });
      const saved = await put(1, stale);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await put(2, stale)).statusCode).toBe(412);
      expect((await put(3, saved.headers.etag as string)).statusCode).toBe(200);
    });
  });

  it('leaves one active owner when two owners demote each other at the same moment', async () => {
    const first = await t.login();
    const me = (await t.as(first, { url: '/api/users' }))
      .json<StaffMember[]>()
      .find((member) => member.username === ADMIN.username)!;
    const other = await addMember(t, first, { username: 'owner2', role: 'owner' });
    for (let trial = 0; trial < 10; trial++) {
      const [mine, theirs] = [await t.login(), await other.login()];
      const answers = await Promise.all([
        t.as(mine, { method: 'PUT', url: `/api/users/${other.id}`, payload: { role: 'editor' } }),
        t.as(theirs, { method: 'PUT', url: `/api/users/${me.id}`, payload: { role: 'editor' } }),
      ]);
      // The later one is refused: 409 when it found the other one already demoted, 403 when its
      // sender was demoted before it came in.
      const [won, refused] = answers.map((answer) => answer.statusCode).toSorted();
      expect(won).toBe(200);
      expect([403, 409]).toContain(refused);
      const owners = await t.db
        .selectFrom('adminUsers')
        .select('id')
        .where('role', '=', 'owner')
        .where('active', '=', 1)
        .execute();
      expect(owners).toHaveLength(1);
      // The one still an owner makes the other an owner again for the next trial.
      const survivor = owners[0]!.id === me.id ? mine : theirs;
      const demoted = owners[0]!.id === me.id ? other.id : me.id;
      const restored = await t.as(survivor, {
        method: 'PUT',
        url: `/api/users/${demoted}`,
        payload: { role: 'owner' },
      });
      expect(restored.statusCode, restored.body).toBe(200);
    }
  });

  it('keeps at most one featured offer when several are featured at the same moment', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 5; n++) {
      const body = offerBody(`Kiemelt ${n}`, '2014-01-01', '2014-01-31');
      ids.push(createdId(await admin({ method: 'POST', url: '/api/offers', payload: body })));
    }
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(
        ids.map((id, n) =>
          admin({
            method: 'PUT',
            url: `/api/offers/${id}`,
            payload: { ...offerBody(`Kiemelt ${n}`, '2014-01-01', '2014-01-31'), featured: true },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
      const featured = await t.db
        .selectFrom('offers')
        .select('id')
        .where('featured', '=', 1)
        .execute();
      expect(featured).toHaveLength(1);
    }
  });
});
