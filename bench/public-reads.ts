import { getOk } from './http.ts';

/** Ids of the demo content, to name one of each thing in an address. */
type Demo = {
  allergen: number;
  foodCategory: number;
  drinkCategory: number;
  food: number;
  drink: number;
  variant: number;
  menu: { id: number; date: string; item: number };
  week: { from: string; to: string };
  offer: { id: number; item: number };
};

/**
 * Every public read of the API (each GET under /api that needs no session) by its route, with
 * the addresses the benchmark loads for it. The live reads are left out: an invitation and a
 * guest's booking answer one person's link, and availability is loaded with the booking figures.
 */
export const PUBLIC_READS: Record<string, (demo: Demo) => string[]> = {
  '/api/allergens': () => ['/api/allergens'],
  '/api/allergens/:id': (d) => [`/api/allergens/${d.allergen}`],
  '/api/categories/foods': () => ['/api/categories/foods'],
  '/api/categories/drinks': () => ['/api/categories/drinks'],
  '/api/categories/type/:type': () => ['/api/categories/type/Food'],
  '/api/categories/:id': (d) => [`/api/categories/${d.foodCategory}`],
  '/api/categories/:id/foods': (d) => [`/api/categories/${d.foodCategory}/foods`],
  '/api/categories/:id/drinks': (d) => [`/api/categories/${d.drinkCategory}/drinks`],
  '/api/foods': () => ['/api/foods'],
  '/api/foods/:id': (d) => [`/api/foods/${d.food}`],
  '/api/drinks': () => ['/api/drinks'],
  '/api/drinks/:id': (d) => [`/api/drinks/${d.drink}`],
  '/api/drinks/:id/drink-variants': (d) => [`/api/drinks/${d.drink}/drink-variants`],
  '/api/drink-variants/:id': (d) => [`/api/drink-variants/${d.variant}`],
  '/api/dailyMenus': (d) => [
    '/api/dailyMenus',
    `/api/dailyMenus?from=${d.week.from}&to=${d.week.to}`,
  ],
  '/api/dailyMenus/:id': (d) => [`/api/dailyMenus/${d.menu.id}`],
  '/api/dailyMenus/around': (d) => [`/api/dailyMenus/around?date=${d.menu.date}`],
  '/api/dailyMenus/current-week': () => ['/api/dailyMenus/current-week'],
  '/api/daily-menus/:id/items': (d) => [`/api/daily-menus/${d.menu.id}/items`],
  '/api/daily-menus/:id/items/:itemId': (d) => [
    `/api/daily-menus/${d.menu.id}/items/${d.menu.item}`,
  ],
  '/api/offers': () => ['/api/offers'],
  '/api/offers/running': () => ['/api/offers/running'],
  '/api/offers/featured': () => ['/api/offers/featured'],
  '/api/offers/:id': (d) => [`/api/offers/${d.offer.id}`],
  '/api/offers/:id/items': (d) => [`/api/offers/${d.offer.id}/items`],
  '/api/offers/:id/items/:itemId': (d) => [`/api/offers/${d.offer.id}/items/${d.offer.item}`],
  '/api/restaurant': () => ['/api/restaurant'],
  '/api/opening-hours': () => ['/api/opening-hours'],
  '/api/gallery': () => ['/api/gallery'],
  '/api/reservation-settings': () => ['/api/reservation-settings'],
  '/api/site/home': () => ['/api/site/home'],
  '/api/site/menu': () => ['/api/site/menu'],
  '/api/site/drinks': () => ['/api/site/drinks'],
  '/api/site/events': () => ['/api/site/events'],
  '/api/events': () => ['/api/events'],
  // The demo content has no events: the list is loaded, no event of it.
  '/api/events/:id': () => [],
};

/** Public reads the page cache never keeps, loaded on their own (the booking's) or not at all. */
export const LIVE_READS = new Set([
  '/api/invitations/:token',
  '/api/reservations/availability',
  '/api/reservations/by-token/:token',
  '/api/reservations/by-token/:token/availability',
  '/api/waitlist/by-token/:token',
]);

/** The addresses of every public read, with ids taken from the demo content the server holds. */
export async function publicReads(origin: string): Promise<string[]> {
  const json = async <T>(url: string) =>
    JSON.parse((await getOk(`${origin}${url}`)).body.toString()) as T;
  type Row = { id: number };
  const [allergen] = await json<Row[]>('/api/allergens');
  const [foodCategory] = await json<Row[]>('/api/categories/type/Food');
  const [drinkCategory] = await json<Row[]>('/api/categories/type/Drink');
  const [food] = await json<Row[]>('/api/foods');
  const [drink] = await json<Array<Row & { variants: Row[] }>>('/api/drinks');
  const week = await json<Array<Row & { date: string; items: Row[] }>>(
    '/api/dailyMenus/current-week',
  );
  const menu = week.find((day) => day.items.length > 0)!;
  const [offer] = await json<Array<Row & { items: Row[] }>>('/api/offers');
  const demo: Demo = {
    allergen: allergen!.id,
    foodCategory: foodCategory!.id,
    drinkCategory: drinkCategory!.id,
    food: food!.id,
    drink: drink!.id,
    variant: drink!.variants[0]!.id,
    menu: { id: menu.id, date: menu.date, item: menu.items[0]!.id },
    week: { from: week[0]!.date, to: week.at(-1)!.date },
    offer: { id: offer!.id, item: offer!.items[0]!.id },
  };
  return Object.values(PUBLIC_READS).flatMap((addresses) => addresses(demo));
}
