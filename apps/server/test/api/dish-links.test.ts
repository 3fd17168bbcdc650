import { beforeAll, describe, expect, it } from 'vitest';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import { addDays } from '@restaurant/contract/calendar.ts';
import type { Category } from '@restaurant/contract/category.ts';
import type { DailyMenu, DailyMenuItem } from '@restaurant/contract/daily-menu.ts';
import type { Drink } from '@restaurant/contract/drink.ts';
import type { Food } from '@restaurant/contract/food.ts';
import type { DishUses } from '@restaurant/contract/menu-item.ts';
import type { Offer, OfferItem } from '@restaurant/contract/offer.ts';
import { errorPaths, restaurantToday, startFreshDay } from '../dated-fixtures.ts';
import { useApi } from '../fixtures.ts';
import { DATABASE_KINDS, localized } from '../helpers.ts';

describe.each(DATABASE_KINDS)('items made from a dish on %s', (kind) => {
  const api = useApi(kind);
  let category: Category;
  let gluten: Allergen;
  let milk: Allergen;
  let sulphites: Allergen;

  beforeAll(async () => {
    category = await api.category('Food');
    gluten = await api.allergen('Gluten');
    milk = await api.allergen('Milk');
    sulphites = await api.allergen('Sulphites');
  });

  const created = async <T>(method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await api.send(method, url, payload);
    expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
    return response.json<T>();
  };
  const menuOn = (date: string) =>
    created<DailyMenu>('POST', `/api/dailyMenus?date=${date}`, {}).then((menu) => menu.id);
  const dailyItem = (menuId: number, body: object) =>
    created<DailyMenuItem>('POST', `/api/daily-menus/${menuId}/items`, body);
  const readMenu = (menuId: number) => api.read<DailyMenu>(`/api/dailyMenus/${menuId}`);
  const changeFood = (food: Food, fields: object) =>
    created<Food>('PUT', `/api/foods/${food.id}`, {
      name: food.name,
      description: food.description,
      price: food.price,
      allergenIds: food.allergens.map((allergen) => allergen.id),
      categoryId: food.categoryId,
      ...fields,
    });
  const cabbage = () =>
    api.food(category.id, {
      name: localized('Töltött káposzta'),
      price: 2190,
      allergenIds: [gluten.id, milk.id],
    });

  it("takes a dish's texts and allergens, keeps its own price and tells the dish's", async () => {
    const today = startFreshDay(api.t);
    const food = await cabbage();
    const item = await dailyItem(await menuOn(today), {
      name: localized('typed over'),
      price: 1990,
      foodId: food.id,
    });
    expect(item).toMatchObject({
      foodId: food.id,
      drinkVariantId: null,
      name: food.name,
      price: 1990,
      dishPrice: 2190,
      allergensDeclared: true,
    });
    expect(item.allergens).toEqual(food.allergens);
  });

  it('follows a change of the dish today and later, and leaves earlier menus as served', async () => {
    const today = startFreshDay(api.t);
    const food = await cabbage();
    const yesterday = await menuOn(addDays(today, -1));
    const todays = await menuOn(today);
    const saturday = await menuOn(addDays(today, 3));
    for (const menuId of [yesterday, todays, saturday]) {
      await dailyItem(menuId, { name: food.name, price: 1990, foodId: food.id });
    }
    const offer = await created<Offer>('POST', '/api/offers', {
      name: localized('Week'),
      startDate: addDays(today, -2),
      endDate: addDays(today, 4),
    });
    await created<OfferItem>('POST', `/api/offers/${offer.id}/items`, {
      name: food.name,
      price: 1790,
      foodId: food.id,
    });

    const changed = await changeFood(food, {
      name: localized('Töltött káposzta tejföllel'),
      allergenIds: [gluten.id, milk.id, sulphites.id],
      price: 2390,
    });

    const marks = (menu: DailyMenu) => menu.items[0]!.allergens.map((allergen) => allergen.id);
    expect(marks(await readMenu(yesterday))).toEqual([gluten.id, milk.id]);
    expect((await readMenu(yesterday)).items[0]!.name).toEqual(food.name);
    for (const menuId of [todays, saturday]) {
      const menu = await readMenu(menuId);
      expect(menu.items[0]).toMatchObject({ name: changed.name, price: 1990, dishPrice: 2390 });
      expect(menu.items[0]!.allergens).toEqual(changed.allergens);
    }
    const offerItem = (await api.read<Offer>(`/api/offers/${offer.id}`)).items[0]!;
    expect(offerItem.allergens).toEqual(changed.allergens);
    expect(offerItem.price).toBe(1790);
  });

  it('lists the menus of today and later and the running offers that carry the dish', async () => {
    const today = startFreshDay(api.t);
    const food = await cabbage();
    const past = await menuOn(addDays(today, -1));
    const next = await menuOn(addDays(today, 2));
    const other = await menuOn(addDays(today, 3));
    await dailyItem(past, { name: food.name, price: 1, foodId: food.id });
    await dailyItem(next, { name: food.name, price: 1, foodId: food.id });
    await dailyItem(other, { name: localized('Other'), price: 1 });
    const response = await api.send('GET', `/api/foods/${food.id}/uses`);
    expect(response.statusCode).toBe(200);
    expect(response.json<DishUses>()).toEqual({
      dailyMenus: [{ id: next, date: addDays(today, 2) }],
      offers: [],
    });
  });

  it('follows the name of a drink and its size', async () => {
    const today = startFreshDay(api.t);
    const { drink, variant } = await api.drinkInCategory();
    const item = await dailyItem(await menuOn(today), {
      name: localized('x'),
      price: 500,
      drinkVariantId: variant.id,
    });
    expect(item.name.hu).toBe(`${drink.name.hu} (${variant.quantity.hu})`);
    await created('PUT', `/api/drink-variants/${variant.id}`, {
      quantity: localized('0,3 l'),
      price: 700,
    });
    const menu = await readMenu(item.dailyMenuId);
    expect(menu.items[0]).toMatchObject({
      name: { hu: `${drink.name.hu} (0,3 l hu)` },
      price: 500,
      dishPrice: 700,
    });
  });

  it("takes from a drink's size whether the drink's allergens were given, and follows a change of it", async () => {
    const today = startFreshDay(api.t);
    const bar = await api.category('Drink');
    const drinkWith = (allergensDeclared?: boolean) =>
      created<Drink>('POST', `/api/categories/${bar.id}/drinks/with-variants`, {
        name: localized('Water'),
        ...(allergensDeclared === undefined ? {} : { allergensDeclared }),
        variants: [{ quantity: localized('0,5 l'), price: 500 }],
      });
    const [water, unsaid] = [await drinkWith(true), await drinkWith()];
    const menuId = await menuOn(today);
    const later = await menuOn(addDays(today, 1));
    // What the form sends is the drink's to say, not the item's.
    const fromWater = await dailyItem(menuId, {
      name: localized('x'),
      price: 500,
      allergensDeclared: false,
      drinkVariantId: water.variants[0]!.id,
    });
    const fromUnsaid = await dailyItem(menuId, {
      name: localized('x'),
      price: 500,
      allergensDeclared: true,
      drinkVariantId: unsaid.variants[0]!.id,
    });
    expect(fromWater).toMatchObject({ allergens: [], allergensDeclared: true });
    expect(fromUnsaid).toMatchObject({ allergens: [], allergensDeclared: false });
    await dailyItem(later, {
      name: localized('x'),
      price: 500,
      drinkVariantId: water.variants[0]!.id,
    });

    const saveWater = (allergensDeclared?: boolean) =>
      created<Drink>('PUT', `/api/drinks/${water.id}/with-variants`, {
        name: water.name,
        categoryId: bar.id,
        ...(allergensDeclared === undefined ? {} : { allergensDeclared }),
        variants: water.variants.map(({ id, quantity, price }) => ({ id, quantity, price })),
      });
    const declaredOn = async (id: number) =>
      (await readMenu(id)).items.find((item) => item.drinkVariantId === water.variants[0]!.id)!
        .allergensDeclared;
    await saveWater();
    expect([await declaredOn(menuId), await declaredOn(later)]).toEqual([false, false]);
    await saveWater(true);
    expect([await declaredOn(menuId), await declaredOn(later)]).toEqual([true, true]);
  });

  it('refuses a dish that does not exist, and a dish and a drink at once, with 400', async () => {
    const today = restaurantToday(api.t);
    const menuId = await menuOn(addDays(today, 30));
    const url = `/api/daily-menus/${menuId}/items`;
    const body = { name: localized('x'), price: 1 };
    expect(errorPaths(await api.send('POST', url, { ...body, foodId: 2_000_000 }))).toEqual([
      'foodId',
    ]);
    expect(
      errorPaths(await api.send('POST', url, { ...body, foodId: 1, drinkVariantId: 1 })),
    ).toEqual(['drinkVariantId']);
  });
});

describe.each(DATABASE_KINDS)('declared allergens on %s', (kind) => {
  const api = useApi(kind);

  it('tells an item saved with none from one that states it contains none', async () => {
    const menu = await api.send('POST', '/api/dailyMenus?date=2004-02-02');
    const url = `/api/daily-menus/${menu.json<DailyMenu>().id}/items`;
    const silent = await api.send('POST', url, { name: localized('A'), price: 1 });
    const none = await api.send('POST', url, {
      name: localized('B'),
      price: 1,
      allergensDeclared: true,
    });
    expect(silent.json()).toMatchObject({ allergens: [], allergensDeclared: false });
    expect(none.json()).toMatchObject({ allergens: [], allergensDeclared: true });
  });

  it('keeps the carte to at least one allergen unless the dish is said to contain none', async () => {
    const category = await api.category('Food');
    const url = `/api/categories/${category.id}/foods`;
    const body = { name: localized('Water'), price: 100, allergenIds: [] };
    expect(errorPaths(await api.send('POST', url, body))).toEqual(['allergenIds']);
    const none = await api.send('POST', url, { ...body, allergensDeclared: true });
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json<Food>().allergens).toEqual([]);
  });
});
