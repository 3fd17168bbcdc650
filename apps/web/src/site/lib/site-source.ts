import type { DailyMenu } from '@restaurant/contract/daily-menu.ts';
import type { HomeData, MenuData, SiteSource } from '@restaurant/contract/site.ts';
import { DAILY_SPECIAL_DAYS_AHEAD, addDays, weekOf } from '@restaurant/contract/calendar.ts';

async function get<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Page data read from the public JSON API, for pages the guest moves to in the browser. */
export const apiSource: SiteSource = {
  async home(today) {
    const [upcomingMenus, featuredOffer] = await Promise.all([
      get<DailyMenu[]>(
        `/api/dailyMenus?from=${today}&to=${addDays(today, DAILY_SPECIAL_DAYS_AHEAD)}`,
      ),
      get<HomeData['featuredOffer']>('/api/offers/featured'),
    ]);
    return { upcomingMenus, featuredOffer };
  },
  async menu(today) {
    const { monday, sunday } = weekOf(today);
    const [week, offers, categories, allergens] = await Promise.all([
      get<MenuData['week']>(`/api/dailyMenus?from=${monday}&to=${sunday}`),
      get<MenuData['offers']>('/api/offers/running'),
      get<MenuData['categories']>('/api/categories/foods'),
      get<MenuData['allergens']>('/api/allergens'),
    ]);
    return { week, offers, categories, allergens };
  },
  async drinks() {
    return { categories: await get('/api/categories/drinks') };
  },
  async impressum() {
    return null;
  },
  async reservation() {
    return null;
  },
};
