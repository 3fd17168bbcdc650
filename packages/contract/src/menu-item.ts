import { z } from 'zod';
import { AllergenIdsSchema, AllergenSchema } from './allergen.ts';
import { DietTagSchema, DietTagsSchema } from './diet.ts';
import { DateSchema, IdSchema, ItemPriceSchema, PriceSchema, SortOrderSchema } from './common.ts';
import { LocalizedDescriptionSchema, LocalizedTextSchema } from './localized-text.ts';

/**
 * What an item of a daily menu and of an offer says. An item made from a dish (`foodId`) or a
 * drink's size (`drinkVariantId`) tells that dish's name, description and allergens on today's and
 * later menus; its price is its own, and `dishPrice` is the dish's, to show where they differ.
 * `allergensDeclared` is false only when nobody said what the item contains.
 */
export const menuItemFields = {
  id: IdSchema,
  name: LocalizedTextSchema,
  description: LocalizedDescriptionSchema.nullable(),
  price: ItemPriceSchema,
  allergens: z.array(AllergenSchema),
  allergensDeclared: z.boolean(),
  dietTags: z.array(DietTagSchema),
  foodId: IdSchema.nullable(),
  drinkVariantId: IdSchema.nullable(),
  dishPrice: PriceSchema.nullable(),
  sortOrder: SortOrderSchema,
};

/**
 * A new item or a change of one. With `foodId` or `drinkVariantId` the name, description and
 * allergens are taken from the dish as it is now. Without allergens, `allergensDeclared: true`
 * states that the item contains none of them.
 */
export const MenuItemInputSchema = z
  .strictObject({
    name: LocalizedTextSchema,
    description: LocalizedDescriptionSchema.nullable().optional(),
    price: ItemPriceSchema,
    allergenIds: AllergenIdsSchema.default([]),
    allergensDeclared: z.boolean().optional(),
    dietTags: DietTagsSchema.default([]),
    foodId: IdSchema.nullable().optional(),
    drinkVariantId: IdSchema.nullable().optional(),
    sortOrder: SortOrderSchema.optional(),
  })
  .refine((item) => !(item.foodId && item.drinkVariantId), {
    message: 'An item is made from a dish or from a drink, not from both',
    path: ['drinkVariantId'],
  })
  .refine((item) => item.allergensDeclared !== false || item.allergenIds.length === 0, {
    message: 'Allergens are listed, so they are declared',
    path: ['allergensDeclared'],
  })
  .meta({ id: 'MenuItemInput' });
export type MenuItemInput = z.infer<typeof MenuItemInputSchema>;

/** GET /foods/{id}/uses: the daily menus of today and later, and the offers not yet over, that carry the dish. */
export const DishUsesSchema = z
  .object({
    dailyMenus: z.array(z.object({ id: IdSchema, date: DateSchema })),
    offers: z.array(
      z.object({
        id: IdSchema,
        name: LocalizedTextSchema,
        startDate: DateSchema,
        endDate: DateSchema,
      }),
    ),
  })
  .meta({ id: 'DishUses' });
export type DishUses = z.infer<typeof DishUsesSchema>;
