import { z } from 'zod';
import { DateSchema, IdSchema } from './common.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { menuItemFields } from './menu-item.ts';

export const OfferItemSchema = z
  .object({ ...menuItemFields, offerId: IdSchema })
  .meta({ id: 'OfferItem' });
export type OfferItem = z.infer<typeof OfferItemSchema>;

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
