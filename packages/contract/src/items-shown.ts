import {
  HOME_DAILY_ITEMS,
  HOME_OFFER_ITEMS,
  hidesItem,
  type AllergyFilter,
  type FilteredItem,
} from './allergy-choice.ts';
import { pickDailySpecial } from './calendar.ts';
import type { HomeData, MenuData, PageDataByKey, PageKey } from './site.ts';

/**
 * The dishes, drinks and items a page shows, which its allergy filter counts: /menu this week's
 * served days, its offers and every food; /drinks every drink; the home page the first items of
 * its daily special and its offer.
 */
export function itemsShown<K extends PageKey>(
  page: K,
  data: PageDataByKey[K],
  today: string,
  isOpenOn: (date: string) => boolean,
): FilteredItem[] {
  if (page === 'menu') {
    const menu = data as MenuData;
    return [
      ...menu.week
        .filter((day) => day.items.length > 0 && isOpenOn(day.date))
        .flatMap((day) => day.items),
      ...menu.offers.flatMap((offer) => offer.items),
      ...menu.categories.flatMap((category) => category.foods),
    ];
  }
  if (page === 'drinks') {
    return (data as PageDataByKey['drinks']).categories.flatMap((category) => category.drinks);
  }
  if (page === 'home') {
    const home = data as HomeData;
    const special = pickDailySpecial(home.upcomingMenus, today, isOpenOn);
    return [
      ...(special?.menu.items.slice(0, HOME_DAILY_ITEMS) ?? []),
      ...(home.featuredOffer?.items.slice(0, HOME_OFFER_ITEMS) ?? []),
    ];
  }
  return [];
}

/**
 * How many of the items a page shows the filter hides: the server's line on a filtered page and
 * the browser's, as it filters in place, count alike.
 */
export function hiddenCount<K extends PageKey>(
  page: K,
  data: PageDataByKey[K] | null,
  filter: AllergyFilter,
  today: string,
  isOpenOn: (date: string) => boolean,
): number {
  if (data === null) return 0;
  return itemsShown(page, data, today, isOpenOn).filter((item) => hidesItem(filter, item)).length;
}
