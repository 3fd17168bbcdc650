import { beforeAll, describe, expect, it } from 'vitest';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { DietTag } from '@restaurant/contract/diet-tags.ts';
import { expectProblem, useApi, type Api } from '../fixtures.ts';
import { DATABASE_KINDS, localized } from '../helpers.ts';

type Tagged = { id: number; dietTags: DietTag[] };

/** The four kinds of thing a guest eats or drinks, each created and changed through its route. */
function kinds(api: Api) {
  const item = (parent: string) => ({
    create: async (body: object) => api.send('POST', `${await parent}/items`, body),
    update: async (id: number, body: object) =>
      api.send('PUT', `${await parent}/items/${id}`, body),
  });
  return {
    food: async () => {
      const category = await api.category('Food');
      return {
        create: (body: object) => api.send('POST', `/api/categories/${category.id}/foods`, body),
        update: (id: number, body: object) =>
          api.send('PUT', `/api/foods/${id}`, { ...body, categoryId: category.id }),
        base: { name: localized('Dish'), price: 1990 },
      };
    },
    drink: async () => {
      const category = await api.category('Drink');
      return {
        create: (body: object) => api.send('POST', `/api/categories/${category.id}/drinks`, body),
        update: (id: number, body: object) =>
          api.send('PUT', `/api/drinks/${id}`, { ...body, categoryId: category.id }),
        base: { name: localized('Drink') },
      };
    },
    dailyMenuItem: async () => {
      const date = `2031-0${1 + (++day % 9)}-1${day % 10}`;
      const menu = (await api.send('POST', `/api/dailyMenus?date=${date}`)).json<{ id: number }>();
      return {
        ...item(`/api/daily-menus/${menu.id}`),
        base: { name: localized('Item'), price: 990 },
      };
    },
    offerItem: async () => {
      const offer = (
        await api.send('POST', '/api/offers', {
          name: localized('Offer'),
          startDate: '2031-01-01',
          endDate: '2031-01-31',
        })
      ).json<{ id: number }>();
      return { ...item(`/api/offers/${offer.id}`), base: { name: localized('Item'), price: 990 } };
    },
  };
}
let day = 0;

describe.each(DATABASE_KINDS)('diet tags on %s', (kind) => {
  const api = useApi(kind);
  const named: Record<string, Allergen> = {};

  beforeAll(async () => {
    // The rules find the EU allergens by their English names, whatever their codes.
    for (const name of ['Milk', 'Eggs', 'Fish', 'Crustaceans', 'Molluscs', 'Celery', 'Gluten']) {
      const response = await api.send('POST', '/api/allergens', {
        name: { hu: name, en: name, de: name },
      });
      expect(response.statusCode, response.body).toBe(201);
      named[name] = response.json<Allergen>();
    }
  });
  const ids = (...names: string[]) => names.map((name) => named[name]!.id);

  describe.each(['food', 'drink', 'dailyMenuItem', 'offerItem'] as const)('on a %s', (which) => {
    it('stores the tags, reads them back in their order and keeps none when left out', async () => {
      const route = await kinds(api)[which]();
      const created = await route.create({
        ...route.base,
        allergenIds: ids('Celery'),
        dietTags: ['spicy', 'vegan', 'vegetarian'],
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json<Tagged>().dietTags).toEqual(['vegetarian', 'vegan', 'spicy']);
      const changed = await route.update(created.json<Tagged>().id, {
        ...route.base,
        allergenIds: ids('Celery'),
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<Tagged>().dietTags).toEqual([]);
    });

    it.each([
      ['vegan', 'Milk'],
      ['vegan', 'Eggs'],
      ['vegan', 'Fish'],
      ['vegan', 'Crustaceans'],
      ['vegan', 'Molluscs'],
      ['vegetarian', 'Fish'],
      ['vegetarian', 'Crustaceans'],
      ['vegetarian', 'Molluscs'],
    ])(
      'refuses %s while it lists %s, naming dietTags, and stores nothing',
      async (tag, allergen) => {
        const route = await kinds(api)[which]();
        const body = { ...route.base, allergenIds: ids(allergen, 'Gluten'), dietTags: [tag] };
        const before = await api.snapshot();
        expectProblem(await route.create(body), 400, ['dietTags']);
        expect(await api.snapshot()).toEqual(before);
      },
    );

    it('refuses a change that makes the tags contradict the allergens, keeping the item', async () => {
      const route = await kinds(api)[which]();
      const created = (
        await route.create({ ...route.base, allergenIds: ids('Celery'), dietTags: ['vegan'] })
      ).json<Tagged>();
      const before = await api.snapshot();
      expectProblem(
        await route.update(created.id, {
          ...route.base,
          allergenIds: ids('Milk'),
          dietTags: ['vegan'],
        }),
        400,
        ['dietTags'],
      );
      expect(await api.snapshot()).toEqual(before);
    });

    it('takes gluten-free only without gluten among the allergens, as the staff state it', async () => {
      const route = await kinds(api)[which]();
      const before = await api.snapshot();
      expectProblem(
        await route.create({
          ...route.base,
          allergenIds: ids('Gluten', 'Milk'),
          dietTags: ['glutenFree'],
        }),
        400,
        ['dietTags'],
      );
      expect(await api.snapshot()).toEqual(before);
      const created = await route.create({
        ...route.base,
        allergenIds: ids('Milk'),
        dietTags: ['glutenFree', 'vegetarian'],
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json<Tagged>().dietTags).toEqual(['vegetarian', 'glutenFree']);
    });

    it('takes vegetarian with milk and eggs, and spicy with anything', async () => {
      const route = await kinds(api)[which]();
      const response = await route.create({
        ...route.base,
        allergenIds: ids('Milk', 'Eggs'),
        dietTags: ['vegetarian', 'spicy'],
      });
      expect(response.statusCode, response.body).toBe(201);
    });
  });

  it.each([
    ['an unknown tag', ['halal']],
    ['a repeated tag', ['vegan', 'vegan']],
    ['a text in place of a list', 'vegan'],
  ])('refuses %s with a 400 naming dietTags and stores nothing', async (_label, dietTags) => {
    const category = await api.category('Food');
    const before = await api.snapshot();
    const problem = expectProblem(
      await api.send('POST', `/api/categories/${category.id}/foods`, {
        name: localized('Dish'),
        price: 1990,
        allergenIds: ids('Celery'),
        dietTags,
      }),
      400,
    );
    expect(new Set(problem.errors?.map((error) => error.path.split('.')[0]))).toEqual(
      new Set(['dietTags']),
    );
    expect(await api.snapshot()).toEqual(before);
  });
  it('refuses to rename an allergen that a vegan dish lists to milk, with a 409 that changes nothing', async () => {
    const plain = (
      await api.send('POST', '/api/allergens', { name: localized('Plain') })
    ).json<Allergen>();
    const category = await api.category('Food');
    await api.food(category.id, { allergenIds: [plain.id], dietTags: ['vegan'] });
    const before = await api.snapshot();
    const renamed = await api.send('PUT', `/api/allergens/${plain.id}`, {
      name: { hu: 'Tej', en: 'Milk', de: 'Milch' },
    });
    expectProblem(renamed, 409);
    expect(await api.snapshot()).toEqual(before);
    expect(await api.read(`/api/allergens/${plain.id}`)).toEqual(plain);
  });

  it('keeps vegan dishes free of allergens named milk when a dish and a rename arrive at once', async () => {
    const category = await api.category('Food');
    for (let round = 0; round < 6; round++) {
      const plain = (
        await api.send('POST', '/api/allergens', { name: localized(`Race ${round}`) })
      ).json<Allergen>();
      const [dish, rename] = await Promise.all([
        api.send('POST', `/api/categories/${category.id}/foods`, {
          name: localized(`Vegan ${round}`),
          price: 1990,
          allergenIds: [plain.id],
          dietTags: ['vegan'],
        }),
        api.send('PUT', `/api/allergens/${plain.id}`, {
          name: { hu: 'Tej', en: 'Milk', de: 'Milch' },
        }),
      ]);
      expect([dish.statusCode, rename.statusCode]).not.toEqual([201, 200]);
      expect([201, 400]).toContain(dish.statusCode);
      expect([200, 409]).toContain(rename.statusCode);
    }
    const foods = await api.read<Array<{ dietTags: string[]; allergens: Allergen[] }>>(
      `/api/categories/${category.id}/foods`,
    );
    for (const food of foods) {
      expect(food.allergens.some((allergen) => allergen.name.en === 'Milk')).toBe(false);
    }
  });
});
