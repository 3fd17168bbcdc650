import type { SiteRestaurant, SiteSource } from '@restaurant/contract/site.ts';
import { DAILY_SPECIAL_DAYS_AHEAD, addDays, weekOf } from '@restaurant/contract/calendar.ts';
import { pickFeatured } from '@restaurant/contract/featured-offer.ts';
import type { Db } from '#src/db/database.ts';
import * as allergenRepository from '#src/modules/allergens/allergen.repository.ts';
import * as dailyMenuRepository from '#src/modules/daily-menus/daily-menu.repository.ts';
import * as drinkRepository from '#src/modules/drinks/drink.repository.ts';
import * as foodRepository from '#src/modules/foods/food.repository.ts';
import * as galleryRepository from '#src/modules/gallery/gallery.repository.ts';
import * as mediaRepository from '#src/modules/media/media.repository.ts';
import { hasAlt } from '#src/modules/media/media.service.ts';
import * as openingHoursRepository from '#src/modules/opening-hours/opening-hours.repository.ts';
import * as restaurantRepository from '#src/modules/restaurant/restaurant.repository.ts';
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

/** What every page shows of the restaurant; null until it has a profile. */
export async function loadSiteRestaurant(db: Db): Promise<SiteRestaurant | null> {
  const [profile, stored, gallery] = await Promise.all([
    restaurantRepository.find(db),
    openingHoursRepository.find(db),
    galleryRepository.find(db),
  ]);
  if (!profile) return null;
  const ids = [...(profile.heroMediaId ? [profile.heroMediaId] : []), ...gallery.mediaIds];
  // A picture without its alternative text in every language is not shown.
  const pictures = new Map(
    (await mediaRepository.findPictures(db, ids)).filter(hasAlt).map((p) => [p.id, p]),
  );
  return {
    profile,
    hours: { weekly: stored.weekly, exceptions: stored.exceptions },
    hero: (profile.heroMediaId && pictures.get(profile.heroMediaId)) || null,
    gallery: gallery.mediaIds.flatMap((id) => pictures.get(id) ?? []),
  };
}
