import type { SiteRestaurant, SiteSource } from '@restaurant/contract/site.ts';
import { DAILY_SPECIAL_DAYS_AHEAD, addDays, weekOf } from '@restaurant/contract/calendar.ts';
import { pickFeatured } from '@restaurant/contract/featured-offer.ts';
import type { Context } from '#src/context.ts';
import { findAllergens } from '#src/modules/allergens/allergen.service.ts';
import { findMenusBetween } from '#src/modules/daily-menus/daily-menu.service.ts';
import { findDrinksByCategory } from '#src/modules/drinks/drink.service.ts';
import { findFoodsByCategory } from '#src/modules/foods/food.service.ts';
import { findGallery } from '#src/modules/gallery/gallery.service.ts';
import { findShowable } from '#src/modules/media/media.service.ts';
import { findOpeningHours } from '#src/modules/opening-hours/opening-hours.service.ts';
import { findRestaurant } from '#src/modules/restaurant/restaurant.service.ts';
import { findRunningOffers } from '#src/modules/offers/offer.service.ts';
import { findEventsWithSeats } from '#src/modules/reservations/event-seats.service.ts';
import { findReservationSettings } from '#src/modules/reservations/reservation-settings.service.ts';

/** The public pages' data for server rendering, read through the modules' services. */
export function createSiteSource(ctx: Context): SiteSource {
  return {
    async home(today) {
      const [upcomingMenus, running, events] = await Promise.all([
        findMenusBetween(ctx, { from: today, to: addDays(today, DAILY_SPECIAL_DAYS_AHEAD) }, today),
        findRunningOffers(ctx, today),
        findEventsWithSeats(ctx, { from: today }),
      ]);
      return {
        upcomingMenus,
        featuredOffer: pickFeatured(running)?.offer ?? null,
        events: events.filter((event) => event.bookingOpen && event.seatsLeft > 0),
      };
    },
    async menu(today) {
      const { monday, sunday } = weekOf(today);
      const [week, offers, categories, allergens] = await Promise.all([
        findMenusBetween(ctx, { from: monday, to: sunday }, today),
        findRunningOffers(ctx, today),
        findFoodsByCategory(ctx),
        findAllergens(ctx),
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
      const categories = await findDrinksByCategory(ctx);
      return { categories: categories.filter((category) => category.drinks.length > 0) };
    },
    async events(today) {
      return { events: await findEventsWithSeats(ctx, { from: today }) };
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
export async function loadSiteRestaurant(ctx: Context): Promise<SiteRestaurant | null> {
  const [profile, stored, gallery, settings] = await Promise.all([
    findRestaurant(ctx),
    findOpeningHours(ctx),
    findGallery(ctx),
    findReservationSettings(ctx),
  ]);
  if (!profile) return null;
  const { heroMediaId, logoMediaId } = profile;
  const ids = [heroMediaId, logoMediaId, ...gallery.mediaIds].filter((id) => id !== null);
  // A picture without its alternative text in every language is not shown.
  const pictures = new Map((await findShowable(ctx, ids)).map((p) => [p.id, p]));
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
