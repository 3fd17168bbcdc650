import { z } from 'zod';
import { IdSchema } from './common.ts';
import { LocalizedTextSchema } from './localized-text.ts';

export const AllergenSchema = z
  .object({ id: IdSchema, name: LocalizedTextSchema })
  .meta({ id: 'Allergen' });
export type Allergen = z.infer<typeof AllergenSchema>;

export const AllergenInputSchema = z.strictObject({ name: LocalizedTextSchema });
export type AllergenInput = z.infer<typeof AllergenInputSchema>;

export const AllergenIdsSchema = z
  .array(IdSchema)
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, 'Allergens must not repeat');
