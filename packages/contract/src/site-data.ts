import { z } from 'zod';
import { AllergenSchema } from './allergen.ts';
import { CategoryWithDrinksSchema, CategoryWithFoodsSchema } from './category.ts';
import { DailyMenuSchema } from './daily-menu.ts';
import { EventSchema } from './event.ts';
import { OfferSchema } from './offer.ts';

/**
 * What the public pages show, composed once on the server: the pages are rendered from it, and
 * the browser reads the same answer (`GET /api/site/{page}`) when it moves in place.
 */

/** The daily menus from today to a week ahead (the page picks the one to show) and the offer. */
export const HomeDataSchema = z
  .object({
    upcomingMenus: z.array(DailyMenuSchema),
    featuredOffer: OfferSchema.nullable(),
    /** The events guests can still book. */
    events: z.array(EventSchema),
  })
  .meta({ id: 'HomeData' });
export type HomeData = z.infer<typeof HomeDataSchema>;

/** This week's menus (earlier days as shown beside the carte), running offers, the carte. */
export const MenuDataSchema = z
  .object({
    week: z.array(DailyMenuSchema),
    offers: z.array(OfferSchema),
    categories: z.array(CategoryWithFoodsSchema),
    allergens: z.array(AllergenSchema),
  })
  .meta({ id: 'MenuData' });
export type MenuData = z.infer<typeof MenuDataSchema>;

export const DrinksDataSchema = z
  .object({ categories: z.array(CategoryWithDrinksSchema) })
  .meta({ id: 'DrinksData' });
export type DrinksData = z.infer<typeof DrinksDataSchema>;

/** The events of today and later, by date, each with its set menu and the seats left. */
export const EventsDataSchema = z
  .object({ events: z.array(EventSchema) })
  .meta({ id: 'EventsData' });
export type EventsData = z.infer<typeof EventsDataSchema>;
