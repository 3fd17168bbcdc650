import type { DailyMenu } from '@restaurant/contract/daily-menu.ts';
import type { Food } from '@restaurant/contract/food.ts';
import type { SiteRestaurant, SiteSource } from '@restaurant/contract/site.ts';
import { DAILY_SPECIAL_DAYS_AHEAD, addDays, weekOf } from '@restaurant/contract/calendar.ts';
import { pickFeatured } from '@restaurant/contract/featured-offer.ts';
import type { Db } from '#src/db/database.ts';
import { findAllergens } from '#src/modules/allergens/allergen.service.ts';
import { findMenusBetween } from '#src/modules/daily-menus/daily-menu.service.ts';
import { findDrinksByCategory } from '#src/modules/drinks/drink.service.ts';
import { findFoodsByCategory } from '#src/modules/foods/food.service.ts';
import { findGallery } from '#src/modules/gallery/gallery.service.ts';
import { findShowable } from '#src/modules/media/media.service.ts';
import { findOpeningHours } from '#src/modules/opening-hours/opening-hours.service.ts';
import { findRestaurant } from '#src/modules/restaurant/restaurant.service.ts';
import { findRunningOffers } from '#src/modules/offers/offer.service.ts';
import { findReservationSettings } from '#src/modules/reservations/reservation-settings.service.ts';

/**
 * The week's earlier days keep what was served, but the page that shows them shows the carte too:
 * there an item made from a dish of the carte tells the dish's texts and allergens, so that the
 * page never shows one dish with two sets of allergens.
 */
function asOnTheCarte(week: DailyMenu[], foods: Food[], today: string): DailyMenu[] {
  const byId = new Map(foods.map((food) => [food.id, food]));
  return week.map((menu) =>
    menu.date >= today
      ? menu
      : {
          ...menu,
          items: menu.items.map((item) => {
            const food = item.foodId === null ? undefined : byId.get(item.foodId);
            if (!food) return item;
            const { name, description, allergens } = food;
            return { ...item, name, description, allergens, allergensDeclared: true };
          }),
        },
  );
}

/** The public pages' data for server rendering, read through the modules' services. */
export function createSiteSource(db: Db): SiteSource {
  return {
    async home(today) {
      const [upcomingMenus, running] = await Promise.all([
        findMenusBetween(db, {
          from: today,
          to: addDays(today, DAILY_SPECIAL_DAYS_AHEAD),
        }),
        findRunningOffers(db, today),
      ]);
      return { upcomingMenus, featuredOffer: pickFeatured(running)?.offer ?? null };
    },
    async menu(today) {
      const { monday, sunday } = weekOf(today);
      const [week, offers, categories, allergens] = await Promise.all([
        findMenusBetween(db, { from: monday, to: sunday }),
        findRunningOffers(db, today),
        findFoodsByCategory(db),
        findAllergens(db),
      ]);
      // Empty categories are not shown, so they are not sent either.
      return {
        week: asOnTheCarte(
          week,
          categories.flatMap((category) => category.foods),
          today,
        ),
        offers,
        categories: categories.filter((category) => category.foods.length > 0),
        allergens,
      };
    },
    async drinks() {
      const categories = await findDrinksByCategory(db);
      return { categories: categories.filter((category) => category.drinks.length > 0) };
    },
    async impressum() {
      return null;
    },
    async reservation() {
      return null;
    },
  };
}

/** What every page shows of the restaurant; null until it has a profile. */
export async function loadSiteRestaurant(db: Db): Promise<SiteRestaurant | null> {
  const [profile, stored, gallery, settings] = await Promise.all([
    findRestaurant(db),
    findOpeningHours(db),
    findGallery(db),
    findReservationSettings(db),
  ]);
  if (!profile) return null;
  const { heroMediaId, logoMediaId } = profile;
  const ids = [heroMediaId, logoMediaId, ...gallery.mediaIds].filter((id) => id !== null);
  // A picture without its alternative text in every language is not shown.
  const pictures = new Map((await findShowable(db, ids)).map((p) => [p.id, p]));
  const picture = (id: number | null) => (id === null ? null : (pictures.get(id) ?? null));
  return {
    profile,
    hours: { weekly: stored.weekly, exceptions: stored.exceptions },
    hero: picture(heroMediaId),
    logo: picture(logoMediaId),
    gallery: gallery.mediaIds.flatMap((id) => pictures.get(id) ?? []),
    booking: {
      enabled: settings.enabled,
      maxPartySizeOnline: settings.maxPartySizeOnline,
      horizonDays: settings.horizonDays,
      slotMinutes: settings.slotMinutes,
    },
  };
}
