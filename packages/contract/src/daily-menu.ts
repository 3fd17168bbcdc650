import { z } from 'zod';
import { AllergenIdsSchema, AllergenSchema } from './allergen.ts';
import { DateSchema, IdSchema, ItemPriceSchema, SortOrderSchema } from './common.ts';
import { LocalizedDescriptionSchema, LocalizedTextSchema } from './localized-text.ts';

export const DailyMenuItemSchema = z
  .object({
    id: IdSchema,
    dailyMenuId: IdSchema,
    name: LocalizedTextSchema,
    description: LocalizedDescriptionSchema.nullable(),
    price: ItemPriceSchema,
    allergens: z.array(AllergenSchema),
    sortOrder: SortOrderSchema,
  })
  .meta({ id: 'DailyMenuItem' });
export type DailyMenuItem = z.infer<typeof DailyMenuItemSchema>;

export const DailyMenuItemInputSchema = z.strictObject({
  name: LocalizedTextSchema,
  description: LocalizedDescriptionSchema.nullable().optional(),
  price: ItemPriceSchema,
  allergenIds: AllergenIdsSchema.default([]),
  sortOrder: SortOrderSchema.optional(),
});
export type DailyMenuItemInput = z.infer<typeof DailyMenuItemInputSchema>;

export const DailyMenuSchema = z
  .object({ id: IdSchema, date: DateSchema, items: z.array(DailyMenuItemSchema) })
  .meta({ id: 'DailyMenu' });
export type DailyMenu = z.infer<typeof DailyMenuSchema>;

export const DailyMenuDateQuerySchema = z.strictObject({ date: DateSchema });
