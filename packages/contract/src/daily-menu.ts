import { z } from 'zod';
import { AllergenIdsSchema, AllergenSchema } from './allergen.ts';
import { DietTagSchema, DietTagsSchema } from './diet.ts';
import {
  DateSchema,
  DateTimeSchema,
  IdSchema,
  ItemPriceSchema,
  SortOrderSchema,
} from './common.ts';
import { LocalizedDescriptionSchema, LocalizedTextSchema } from './localized-text.ts';

export const DailyMenuItemSchema = z
  .object({
    id: IdSchema,
    dailyMenuId: IdSchema,
    name: LocalizedTextSchema,
    description: LocalizedDescriptionSchema.nullable(),
    price: ItemPriceSchema,
    allergens: z.array(AllergenSchema),
    dietTags: z.array(DietTagSchema),
    sortOrder: SortOrderSchema,
  })
  .meta({ id: 'DailyMenuItem' });
export type DailyMenuItem = z.infer<typeof DailyMenuItemSchema>;

export const DailyMenuItemInputSchema = z.strictObject({
  name: LocalizedTextSchema,
  description: LocalizedDescriptionSchema.nullable().optional(),
  price: ItemPriceSchema,
  allergenIds: AllergenIdsSchema.default([]),
  dietTags: DietTagsSchema.default([]),
  sortOrder: SortOrderSchema.optional(),
});
export type DailyMenuItemInput = z.infer<typeof DailyMenuItemInputSchema>;

export const DailyMenuSchema = z
  .object({ id: IdSchema, date: DateSchema, items: z.array(DailyMenuItemSchema) })
  .meta({ id: 'DailyMenu' });
export type DailyMenu = z.infer<typeof DailyMenuSchema>;

/**
 * POST /dailyMenus?date=: a calendar date, or an ISO date-time, which stands for the date it falls
 * on in the restaurant's time zone.
 */
export const DailyMenuDateQuerySchema = z.strictObject({
  date: z.union([DateSchema, DateTimeSchema], {
    error: 'Must be a date in YYYY-MM-DD form or an ISO date-time',
  }),
});

/** POST /dailyMenus/{id}/copy: the date that receives a copy of the menu and its items. */
export const DailyMenuCopyQuerySchema = z.strictObject({ date: DateSchema });

// A text that is no date at all is left to the date's own messages.
const MondaySchema = DateSchema.refine((date) => {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.getUTCDay() === 1;
}, 'Must be a Monday (the first day of a week)');

/** POST /dailyMenus/copy-week: the Monday of the week to copy and the Monday of the week to fill. */
export const DailyMenuWeekCopyQuerySchema = z
  .strictObject({ from: MondaySchema, to: MondaySchema })
  .refine((query) => query.from !== query.to, {
    message: 'Must be another week than from',
    path: ['to'],
  });
export type DailyMenuWeekCopyQuery = z.infer<typeof DailyMenuWeekCopyQuerySchema>;
