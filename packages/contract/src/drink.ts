import { z } from 'zod';
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
    variants: z.array(DrinkVariantSchema),
  })
  .meta({ id: 'Drink' });
export type Drink = z.infer<typeof DrinkSchema>;

const drinkFields = {
  name: LocalizedTextSchema,
  description: LocalizedDescriptionSchema.nullable().optional(),
  sortOrder: SortOrderSchema.default(0),
};

export const DrinkCreateSchema = z.strictObject(drinkFields);
export type DrinkCreate = z.infer<typeof DrinkCreateSchema>;

export const DrinkUpdateSchema = z.strictObject({ ...drinkFields, categoryId: IdSchema });
export type DrinkUpdate = z.infer<typeof DrinkUpdateSchema>;
