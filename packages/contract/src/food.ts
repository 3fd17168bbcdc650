import { z } from 'zod';
import { AllergenIdsSchema, AllergenSchema } from './allergen.ts';
import { DietTagSchema, DietTagsSchema } from './diet.ts';
import { IdSchema, PriceSchema, SortOrderSchema } from './common.ts';
import { LocalizedDescriptionSchema, LocalizedTextSchema } from './localized-text.ts';

export const FoodSchema = z
  .object({
    id: IdSchema,
    categoryId: IdSchema,
    name: LocalizedTextSchema,
    description: LocalizedDescriptionSchema.nullable(),
    price: PriceSchema,
    allergens: z.array(AllergenSchema),
    dietTags: z.array(DietTagSchema),
    sortOrder: SortOrderSchema,
  })
  .meta({ id: 'Food' });
export type Food = z.infer<typeof FoodSchema>;

const foodFields = {
  name: LocalizedTextSchema,
  description: LocalizedDescriptionSchema.nullable().optional(),
  price: PriceSchema,
  allergenIds: AllergenIdsSchema.min(1, 'At least one allergen must be selected'),
  dietTags: DietTagsSchema.default([]),
  sortOrder: SortOrderSchema.default(0),
};

export const FoodCreateSchema = z.strictObject(foodFields);
export type FoodCreate = z.infer<typeof FoodCreateSchema>;

export const FoodUpdateSchema = z.strictObject({ ...foodFields, categoryId: IdSchema });
export type FoodUpdate = z.infer<typeof FoodUpdateSchema>;
