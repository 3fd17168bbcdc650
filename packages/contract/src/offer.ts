import { z } from 'zod';
import { AllergenIdsSchema, AllergenSchema } from './allergen.ts';
import { DietTagSchema, DietTagsSchema } from './diet.ts';
import { DateSchema, IdSchema, ItemPriceSchema, SortOrderSchema } from './common.ts';
import { LocalizedDescriptionSchema, LocalizedTextSchema } from './localized-text.ts';

export const OfferItemSchema = z
  .object({
    id: IdSchema,
    offerId: IdSchema,
    name: LocalizedTextSchema,
    description: LocalizedDescriptionSchema.nullable(),
    price: ItemPriceSchema,
    allergens: z.array(AllergenSchema),
    dietTags: z.array(DietTagSchema),
    sortOrder: SortOrderSchema,
  })
  .meta({ id: 'OfferItem' });
export type OfferItem = z.infer<typeof OfferItemSchema>;

export const OfferItemInputSchema = z.strictObject({
  name: LocalizedTextSchema,
  description: LocalizedDescriptionSchema.nullable().optional(),
  price: ItemPriceSchema,
  allergenIds: AllergenIdsSchema.default([]),
  dietTags: DietTagsSchema.default([]),
  sortOrder: SortOrderSchema.optional(),
});
export type OfferItemInput = z.infer<typeof OfferItemInputSchema>;

export const OfferSchema = z
  .object({
    id: IdSchema,
    name: LocalizedTextSchema,
    startDate: DateSchema,
    endDate: DateSchema,
    featured: z.boolean(),
    items: z.array(OfferItemSchema),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof OfferSchema>;

export const OfferInputSchema = z
  .strictObject({
    name: LocalizedTextSchema,
    startDate: DateSchema,
    endDate: DateSchema,
    featured: z.boolean().default(false),
  })
  .refine((offer) => offer.endDate >= offer.startDate, {
    message: 'The end date must not be before the start date',
    path: ['endDate'],
  });
export type OfferInput = z.infer<typeof OfferInputSchema>;
