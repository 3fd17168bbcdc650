import { z } from 'zod';
import { StaffAttentionSchema } from './reservation.ts';

/**
 * What the admin's first screen and its menu badge show, counted on the server in one read: the
 * content's numbers, the bookings waiting for a decision, and whether guests' e-mails are held up.
 */
export const AdminSummarySchema = StaffAttentionSchema.extend({
  foods: z.number(),
  drinks: z.number(),
  foodCategories: z.number(),
  drinkCategories: z.number(),
  allergens: z.number(),
  /** Daily menus of the restaurant's current week (Monday to Sunday). */
  dailyMenusThisWeek: z.number(),
  /** Weekly offers running today (started, not ended). */
  runningOffers: z.number(),
}).meta({ id: 'AdminSummary' });
export type AdminSummary = z.infer<typeof AdminSummarySchema>;
