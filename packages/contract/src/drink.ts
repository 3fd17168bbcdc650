import { z } from 'zod';
import { AllergenIdsSchema, AllergenSchema } from './allergen.ts';
import { DietTagSchema, DietTagsSchema } from './diet.ts';
import { IdSchema, PriceSchema, SortOrderSchema } from './common.ts';
import {
  LocalizedDescriptionSchema,
  LocalizedLabelSchema,
  LocalizedTextSchema,
} from './localized-text.ts';

export const DrinkVariantSchema = z
  .object({ id: IdSchema, drinkId: IdSchema, quantity: LocalizedLabelSchema, price: PriceSchema })
  .meta({ id: 'DrinkVariant' });
export type DrinkVariant = z.infer<typeof DrinkVariantSchema>;

export const DrinkVariantInputSchema = z.strictObject({
  quantity: LocalizedLabelSchema,
  price: PriceSchema,
});
export type DrinkVariantInput = z.infer<typeof DrinkVariantInputSchema>;

export const DrinkSchema = z
  .object({
    id: IdSchema,
    categoryId: IdSchema,
    name: LocalizedTextSchema,
    description: LocalizedDescriptionSchema.nullable(),
    sortOrder: SortOrderSchema,
    allergens: z.array(AllergenSchema),
    /**
     * Whether the drink's allergens were given: true when it lists some or is said to contain
     * none of the 14, false only when nobody said what it contains.
     */
    allergensDeclared: z.boolean(),
    dietTags: z.array(DietTagSchema),
    variants: z.array(DrinkVariantSchema),
  })
  .meta({ id: 'Drink' });
export type Drink = z.infer<typeof DrinkSchema>;

const drinkFields = {
  name: LocalizedTextSchema,
  description: LocalizedDescriptionSchema.nullable().optional(),
  sortOrder: SortOrderSchema.default(0),
  allergenIds: AllergenIdsSchema.default([]),
  /**
   * true with no allergens: the drink contains none of the 14, by the owner's choice. Left out, a
   * drink without allergens has not said what it contains; one that lists allergens has.
   */
  allergensDeclared: z.boolean().optional(),
  dietTags: DietTagsSchema.default([]),
};

export const DrinkCreateSchema = z.strictObject(drinkFields);
export type DrinkCreate = z.infer<typeof DrinkCreateSchema>;

export const DrinkUpdateSchema = z.strictObject({ ...drinkFields, categoryId: IdSchema });
export type DrinkUpdate = z.infer<typeof DrinkUpdateSchema>;

/** Variants in a whole-drink save are at most this many. */
const MAX_VARIANTS = 50;

/** The variants of a drink that does not exist yet, which cannot carry ids. */
const NewVariantsSchema = z.array(DrinkVariantInputSchema).max(MAX_VARIANTS);

/**
 * A variant in a whole-drink save: with an id, one of the drink's variants to update; without,
 * a new one.
 */
const DrinkVariantEntrySchema = DrinkVariantInputSchema.extend({ id: IdSchema.optional() });

/** A new drink with its variants, stored at once. */
export const DrinkWithVariantsCreateSchema = z.strictObject({
  ...drinkFields,
  variants: NewVariantsSchema,
});
export type DrinkWithVariantsCreate = z.infer<typeof DrinkWithVariantsCreateSchema>;

/**
 * A drink and the whole list of its variants, stored at once: listed variants with an id are
 * updated, those without are created, and the drink's variants not listed are deleted.
 */
export const DrinkWithVariantsUpdateSchema = z.strictObject({
  ...drinkFields,
  categoryId: IdSchema,
  variants: z.array(DrinkVariantEntrySchema).max(MAX_VARIANTS),
});
export type DrinkWithVariantsUpdate = z.infer<typeof DrinkWithVariantsUpdateSchema>;
