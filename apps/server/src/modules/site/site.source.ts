import type { SiteSource } from '@restaurant/contract/site.ts';
import { DAILY_SPECIAL_DAYS_AHEAD, addDays, weekOf } from '@restaurant/contract/calendar.ts';
import { pickFeatured } from '@restaurant/contract/featured-offer.ts';
import type { Db } from '#src/db/database.ts';
import * as allergenRepository from '#src/modules/allergens/allergen.repository.ts';
import * as dailyMenuRepository from '#src/modules/daily-menus/daily-menu.repository.ts';
import * as drinkRepository from '#src/modules/drinks/drink.repository.ts';
import * as foodRepository from '#src/modules/foods/food.repository.ts';
import * as offerRepository from '#src/modules/offers/offer.repository.ts';

/** The public pages' data, read straight from the database for server rendering. */
export function createSiteSource(db: Db): SiteSource {
  return {
    async home(today) {
      const [upcomingMenus, running] = await Promise.all([
        dailyMenuRepository.findBetween(db, {
          from: today,
          to: addDays(today, DAILY_SPECIAL_DAYS_AHEAD),
        }),
        offerRepository.findRunningOn(db, today),
      ]);
      return { upcomingMenus, featuredOffer: pickFeatured(running)?.offer ?? null };
    },
    async menu(today) {
      const { monday, sunday } = weekOf(today);
      const [week, offers, categories, allergens] = await Promise.all([
        dailyMenuRepository.findBetween(db, { from: monday, to: sunday }),
        offerRepository.findRunningOn(db, today),
        foodRepository.findGroupedByCategory(db),
        allergenRepository.findAll(db),
      ]);
      // Empty categories are not shown, so they are not sent either.
      return {
        week,
        offers,
        categories: categories.filter((category) => category.foods.length > 0),
        allergens,
      };
    },
    async drinks() {
      const categories = await drinkRepository.findGroupedByCategory(db);
      return { categories: categories.filter((category) => category.drinks.length > 0) };
    },
    async impressum() {
      return null;
    },
  };
}
