import { beforeAll, describe, expect, it } from 'vitest';
import type { Offer, OfferItem } from '@restaurant/contract/offer.ts';
import { addDays } from '@restaurant/contract/calendar.ts';
import {
  BAD_ITEM_PRICES,
  createdId,
  errorPaths,
  expectNoItemAt,
  expectProblem,
  itemBody,
  moveClockTo,
  offerBody,
  restaurantInstant,
  startFreshDay,
} from '../dated-fixtures.ts';
import { DATABASE_KINDS, localized } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';

const offerUrl = (offerId: number) => `/api/offers/${offerId}`;
const itemsUrl = (offerId: number, itemId?: number) =>
  `${offerUrl(offerId)}/items${itemId === undefined ? '' : `/${itemId}`}`;

describe.each(DATABASE_KINDS)('offers on %s', (kind) => {
  const { t, admin } = useAdminApp(kind);

  const postOffer = (body: Record<string, unknown>) =>
    admin({ method: 'POST', url: '/api/offers', payload: body });
  /** An offer running from `from` to `to` days around the given date (negative = before). */
  const createOfferAround = async (
    today: string,
    name: string,
    [from, to]: [number, number],
    featured = false,
  ) =>
    createdId(
      await postOffer(offerBody(name, addDays(today, from), addDays(today, to), { featured })),
    );
  const createItem = async (offerId: number, body: Record<string, unknown>) => {
    const response = await admin({ method: 'POST', url: itemsUrl(offerId), payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<OfferItem>();
  };
  const read = async <T>(url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const runningIds = async () => (await read<Offer[]>('/api/offers/running')).map((o) => o.id);
  const featuredId = async () => (await read<Offer | null>('/api/offers/featured'))?.id ?? null;
  const storedOffers = () => t.db.selectFrom('offers').selectAll().orderBy('id').execute();
  const storedItems = (offerId: number) =>
    t.db.selectFrom('offerItems').selectAll().where('offerId', '=', offerId).execute();

  describe('creating and reading offers', () => {
    it('creates an offer that is not featured unless asked and answers 201', async () => {
      const response = await postOffer(offerBody('Autumn', '2001-09-01', '2001-09-30'));
      expect(response.statusCode).toBe(201);
      const offer = response.json<Offer>();
      expect(offer).toEqual({
        id: expect.any(Number),
        name: localized('Autumn'),
        startDate: '2001-09-01',
        endDate: '2001-09-30',
        featured: false,
        items: [],
      });
      expect(await read(offerUrl(offer.id))).toEqual(offer);
      expect(await read('/api/offers')).toEqual(expect.arrayContaining([offer]));
    });

    it('creates a featured offer that starts and ends on the same day', async () => {
      const response = await postOffer(
        offerBody('One day', '2001-10-10', '2001-10-10', { featured: true }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        startDate: '2001-10-10',
        endDate: '2001-10-10',
        featured: true,
      });
    });

    it('refuses an offer that ends before it starts, naming endDate, and stores nothing', async () => {
      const before = await storedOffers();
      const response = await postOffer(offerBody('Backwards', '2001-11-02', '2001-11-01'));
      expect(errorPaths(response)).toEqual(['endDate']);
      expect(await storedOffers()).toEqual(before);
    });

    it.each([
      ['an impossible start date', { startDate: '2001-02-30' }, 'startDate'],
      ['an end date without padding', { endDate: '2001-12-1' }, 'endDate'],
      ['a blank German name', { name: { ...localized('Winter'), de: ' ' } }, 'name.de'],
      ['a missing name', { name: undefined }, 'name'],
      ['featured given as text', { featured: 'yes' }, 'featured'],
    ])('refuses an offer with %s and stores nothing', async (_label, fields, path) => {
      const before = await storedOffers();
      const response = await postOffer(offerBody('Winter', '2001-12-01', '2001-12-31', fields));
      expect(errorPaths(response)).toContain(path);
      expect(await storedOffers()).toEqual(before);
    });

    it('lists offers ordered by start date', async () => {
      for (const start of ['2002-03-20', '2002-03-01', '2002-03-10']) {
        createdId(await postOffer(offerBody(`From ${start}`, start, '2002-04-30')));
      }
      const starts = (await read<Offer[]>('/api/offers')).map((offer) => offer.startDate);
      expect(starts).toEqual([...starts].sort());
      expect(starts).toEqual(expect.arrayContaining(['2002-03-01', '2002-03-10', '2002-03-20']));
    });

    it('answers 404 for an offer that does not exist', async () => {
      expectProblem(await t.app.inject({ url: offerUrl(987654) }), 404);
      expectProblem(
        await admin({
          method: 'PUT',
          url: offerUrl(987654),
          payload: offerBody('Ghost', '2001-01-01', '2001-01-02'),
        }),
        404,
      );
      expectProblem(await admin({ method: 'DELETE', url: offerUrl(987654) }), 404);
    });
  });

  describe('changing offers', () => {
    it('replaces an offer with PUT, keeping its items', async () => {
      const offerId = createdId(await postOffer(offerBody('Spring', '2003-03-01', '2003-03-31')));
      const item = await createItem(offerId, itemBody('Asparagus'));
      const response = await admin({
        method: 'PUT',
        url: offerUrl(offerId),
        payload: offerBody('Late spring', '2003-04-01', '2003-04-01', { featured: true }),
      });
      expect(response.statusCode).toBe(200);
      const expected = {
        id: offerId,
        name: localized('Late spring'),
        startDate: '2003-04-01',
        endDate: '2003-04-01',
        featured: true,
        items: [item],
      };
      expect(response.json()).toEqual(expected);
      expect(await read(offerUrl(offerId))).toEqual(expected);
    });

    it('leaves an offer unchanged when an update puts the end before the start', async () => {
      const offerId = createdId(await postOffer(offerBody('Summer', '2003-06-01', '2003-08-31')));
      const before = await read(offerUrl(offerId));
      const response = await admin({
        method: 'PUT',
        url: offerUrl(offerId),
        payload: offerBody('Summer', '2003-09-01', '2003-08-31'),
      });
      expect(errorPaths(response)).toEqual(['endDate']);
      expect(await read(offerUrl(offerId))).toEqual(before);
    });

    it('deletes an offer together with its items', async () => {
      const offerId = createdId(await postOffer(offerBody('Brief', '2003-10-01', '2003-10-02')));
      const items = [
        await createItem(offerId, itemBody('Cider')),
        await createItem(offerId, itemBody('Strudel')),
      ];
      const response = await admin({ method: 'DELETE', url: offerUrl(offerId) });
      expect(response.statusCode).toBe(204);
      expectProblem(await t.app.inject({ url: offerUrl(offerId) }), 404);
      expectProblem(await t.app.inject({ url: itemsUrl(offerId, items[0]!.id) }), 404);
      expect(await storedItems(offerId)).toEqual([]);
    });
  });

  describe('running and featured offers', () => {
    it('lists as running exactly the offers whose dates include today, by start date', async () => {
      const today = startFreshDay(t);
      await createOfferAround(today, 'Ended yesterday', [-5, -1]);
      await createOfferAround(today, 'Starts tomorrow', [1, 5]);
      const endsToday = await createOfferAround(today, 'Ends today', [-10, 0]);
      const onlyToday = await createOfferAround(today, 'Only today', [0, 0]);
      const around = await createOfferAround(today, 'Around today', [-1, 1]);
      const startsToday = await createOfferAround(today, 'Starts today', [0, 10]);

      expect(await runningIds()).toEqual([endsToday, around, onlyToday, startsToday]);
    });

    it('keeps one featured offer: featuring one takes the flag from every other', async () => {
      const today = startFreshDay(t);
      const plain = await createOfferAround(today, 'Plain, running', [-9, 3]);
      const older = await createOfferAround(today, 'Featured, older', [-3, 3], true);
      expect(await featuredId()).toBe(older);
      const newer = await createOfferAround(today, 'Featured, newer', [-1, 3], true);
      const flagged = async () =>
        (await read<Offer[]>('/api/offers')).filter((offer) => offer.featured).map((o) => o.id);
      expect(await flagged()).toEqual([newer]);
      expect(await featuredId()).toBe(newer);

      // Featured but not running yet: the home page falls back to the first running offer.
      const later = await createOfferAround(today, 'Featured, not yet', [1, 3], true);
      expect(await flagged()).toEqual([later]);
      expect(await featuredId()).toBe(plain);
    });

    it('falls back to the earliest-starting running offer when none running is featured', async () => {
      const today = startFreshDay(t);
      await createOfferAround(today, 'Featured, over', [-8, -1], true);
      await createOfferAround(today, 'Later start', [-2, 2]);
      const earliest = await createOfferAround(today, 'Earlier start', [-4, 2]);

      expect(await featuredId()).toBe(earliest);
    });

    it('answers null with status 200 when no offer is running', async () => {
      const today = startFreshDay(t);
      await createOfferAround(today, 'Featured, upcoming', [1, 9], true);

      const response = await t.app.inject({ url: '/api/offers/featured' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toBe('null');
      expect(await runningIds()).toEqual([]);
    });

    it('decides what runs today by the date in Budapest, not in UTC', async () => {
      const year = new Date(t.clock.now).getUTCFullYear() + 2;
      const budapestDay = `${year}-01-15`;
      const utcDay = addDays(budapestDay, -1);
      moveClockTo(t, restaurantInstant(utcDay, '12:00'));
      const endsOnUtcDay = createdId(await postOffer(offerBody('Yesterday', utcDay, utcDay)));
      const startsOnBudapestDay = createdId(
        await postOffer(offerBody('Today', budapestDay, budapestDay)),
      );
      expect(await runningIds()).toEqual([endsOnUtcDay]);

      moveClockTo(t, restaurantInstant(budapestDay, '00:30'));
      expect(new Date(t.clock.now).toISOString().slice(0, 10)).toBe(utcDay);
      expect(await runningIds()).toEqual([startsOnBudapestDay]);
      expect(await featuredId()).toBe(startsOnBudapestDay);
    });
  });

  describe('offer items', () => {
    let offerId: number;
    beforeAll(async () => {
      offerId = createdId(
        await postOffer(offerBody('Menu of the season', '2004-01-01', '2004-03-31')),
      );
    });

    it('adds an item without allergens and shows it in the offer', async () => {
      const description = { hu: 'Friss', en: 'Fresh', de: 'Frisch' };
      const item = await createItem(offerId, itemBody('Salad', { description, price: 2100 }));
      expect(item).toEqual({
        id: expect.any(Number),
        offerId,
        name: localized('Salad'),
        description,
        price: 2100,
        allergens: [],
        dietTags: [],
        sortOrder: expect.any(Number),
      });
      expect(await read(itemsUrl(offerId, item.id))).toEqual(item);
      expect(await read(itemsUrl(offerId))).toEqual(expect.arrayContaining([item]));
      expect((await read<Offer>(offerUrl(offerId))).items).toEqual(expect.arrayContaining([item]));
    });

    it('gives an item its allergens in the order of their codes, shown in the offer, and changes them', async () => {
      const allergen = async (code: string) => {
        const response = await admin({
          method: 'POST',
          url: '/api/allergens',
          payload: { code, name: localized(`Allergen ${code}`) },
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json<{ id: number; code: string }>();
      };
      const [eggs, gluten] = [await allergen('3'), await allergen('1')];
      const item = await createItem(
        offerId,
        itemBody('Dumplings', { allergenIds: [eggs.id, gluten.id] }),
      );
      expect(item.allergens.map((a) => a.code)).toEqual(['1', '3']);
      const offer = await read<Offer>(offerUrl(offerId));
      expect(offer.items.find((entry) => entry.id === item.id)?.allergens).toEqual(item.allergens);
      const updated = await admin({
        method: 'PUT',
        url: itemsUrl(offerId, item.id),
        payload: itemBody('Dumplings', { allergenIds: [eggs.id] }),
      });
      expect(updated.json<OfferItem>().allergens.map((a) => a.code)).toEqual(['3']);
    });

    it('accepts an item that costs nothing', async () => {
      expect((await createItem(offerId, itemBody('Tap water', { price: 0 }))).price).toBe(0);
    });

    it.each([
      ['an allergen id that names no allergen', { allergenIds: [2_147_483_647] }, 'allergenIds'],
      ...BAD_ITEM_PRICES,
      ['a blank Hungarian name', { name: { ...localized('Soup'), hu: '\t' } }, 'name.hu'],
      ['a description in an unknown language', { description: { fr: 'Soupe' } }, 'fr'],
    ])('refuses an item with %s and stores nothing', async (_label, fields, named) => {
      const before = await storedItems(offerId);
      const response = await admin({
        method: 'POST',
        url: itemsUrl(offerId),
        payload: itemBody('Soup', fields),
      });
      const errors = expectProblem(response, 400).errors ?? [];
      expect(errors.map((error) => `${error.path}: ${error.message}`).join('\n')).toContain(named);
      expect(await storedItems(offerId)).toEqual(before);
    });

    it('places new items after the highest sort order and reorders an item on update', async () => {
      const ownOffer = createdId(await postOffer(offerBody('Ordered', '2004-05-01', '2004-05-31')));
      const high = await createItem(ownOffer, itemBody('High', { sortOrder: 10 }));
      const low = await createItem(ownOffer, itemBody('Low', { sortOrder: 2 }));
      const next = await createItem(ownOffer, itemBody('Next'));
      expect(next.sortOrder).toBe(11);
      const names = async () =>
        (await read<OfferItem[]>(itemsUrl(ownOffer))).map((item) => item.name.en);
      expect(await names()).toEqual(['Low en', 'High en', 'Next en']);

      const moved = await admin({
        method: 'PUT',
        url: itemsUrl(ownOffer, next.id),
        payload: itemBody('Next', { sortOrder: 2 }),
      });
      expect(moved.json()).toMatchObject({ id: next.id, sortOrder: 2 });
      expect((await read<OfferItem[]>(itemsUrl(ownOffer))).map((item) => item.id)).toEqual([
        low.id,
        next.id,
        high.id,
      ]);
    });

    it('updates an item and removes its description when the update has none', async () => {
      const item = await createItem(
        offerId,
        itemBody('Tea', { description: { hu: 'Forró', en: 'Hot', de: 'Heiß' } }),
      );
      const response = await admin({
        method: 'PUT',
        url: itemsUrl(offerId, item.id),
        payload: itemBody('Iced tea', { price: 650 }),
      });
      const expected = {
        ...item,
        name: localized('Iced tea'),
        description: null,
        price: 650,
      };
      expect(response.json()).toEqual(expected);
      expect(await read(itemsUrl(offerId, item.id))).toEqual(expected);
    });

    it('deletes an item so that it is no longer found', async () => {
      const item = await createItem(offerId, itemBody('Gone soon'));
      expect((await admin({ method: 'DELETE', url: itemsUrl(offerId, item.id) })).statusCode).toBe(
        204,
      );
      expectProblem(await t.app.inject({ url: itemsUrl(offerId, item.id) }), 404);
      expect((await storedItems(offerId)).map((row) => row.id)).not.toContain(item.id);
    });

    it('answers 404 when an item is addressed under another offer and leaves it alone', async () => {
      const item = await createItem(offerId, itemBody('Loyal'));
      const other = createdId(await postOffer(offerBody('Other', '2004-06-01', '2004-06-02')));
      await expectNoItemAt(t, admin, itemsUrl(other, item.id));
      expect(await read(itemsUrl(offerId, item.id))).toEqual(item);
    });

    it('answers 404 for the items of an offer that does not exist', async () => {
      expectProblem(await t.app.inject({ url: itemsUrl(987654) }), 404);
      expectProblem(
        await admin({ method: 'POST', url: itemsUrl(987654), payload: itemBody('Nowhere') }),
        404,
      );
      expect(await storedItems(987654)).toEqual([]);
    });
  });
});
