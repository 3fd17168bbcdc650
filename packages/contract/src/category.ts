import { z } from 'zod';
import { IdSchema, SortOrderSchema } from './common.ts';
import { DrinkSchema } from './drink.ts';
import { FoodSchema } from './food.ts';
import { LocalizedTextSchema } from './localized-text.ts';

export const CATEGORY_TYPES = ['Food', 'Drink'] as const;
export const CategoryTypeSchema = z.enum(CATEGORY_TYPES);
export type CategoryType = z.infer<typeof CategoryTypeSchema>;

export const CategorySchema = z
  .object({
    id: IdSchema,
    name: LocalizedTextSchema,
    sortOrder: SortOrderSchema,
    type: CategoryTypeSchema,
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

export const CategoryInputSchema = z.strictObject({
  name: LocalizedTextSchema,
  sortOrder: SortOrderSchema.default(0),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

export const CategoryWithFoodsSchema = CategorySchema.extend({ foods: z.array(FoodSchema) });
export type CategoryWithFoods = z.infer<typeof CategoryWithFoodsSchema>;

export const CategoryWithDrinksSchema = CategorySchema.extend({ drinks: z.array(DrinkSchema) });
export type CategoryWithDrinks = z.infer<typeof CategoryWithDrinksSchema>;
