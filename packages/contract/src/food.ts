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
    /**
     * A dish of the carte always gives its allergens: at least one, or "none of them" by the
     * owner's choice (the create and update rules below). Said here once, for every reader.
     */
    allergensDeclared: z.literal(true),
    dietTags: z.array(DietTagSchema),
    sortOrder: SortOrderSchema,
  })
  .meta({ id: 'Food' });
export type Food = z.infer<typeof FoodSchema>;

const foodFields = {
  name: LocalizedTextSchema,
  description: LocalizedDescriptionSchema.nullable().optional(),
  price: PriceSchema,
  allergenIds: AllergenIdsSchema,
  dietTags: DietTagsSchema.default([]),
  /** true with no allergens: the dish contains none of them, by the owner's choice. */
  allergensDeclared: z.boolean().optional(),
  sortOrder: SortOrderSchema.default(0),
};

/** A dish of the carte names at least one allergen, unless it is said to contain none. */
const statesAllergens = (food: {
  allergenIds: number[];
  allergensDeclared?: boolean | undefined;
}) => food.allergenIds.length > 0 || food.allergensDeclared === true;
const statesAllergensRule = {
  message: 'At least one allergen must be selected, or allergensDeclared be true for none',
  path: ['allergenIds'],
};

export const FoodCreateSchema = z
  .strictObject(foodFields)
  .refine(statesAllergens, statesAllergensRule);
export type FoodCreate = z.infer<typeof FoodCreateSchema>;

export const FoodUpdateSchema = z
  .strictObject({ ...foodFields, categoryId: IdSchema })
  .refine(statesAllergens, statesAllergensRule);
export type FoodUpdate = z.infer<typeof FoodUpdateSchema>;
