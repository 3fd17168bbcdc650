import { z } from 'zod';
import { IdSchema } from './common.ts';
import { ALLERGEN_CODE_MAX_LENGTH } from './limits.ts';
import { LocalizedTextSchema } from './localized-text.ts';

/** The short mark guests see beside a dish, such as "7" for milk (Annex II numbers for the EU 14). */
export const AllergenCodeSchema = z
  .string()
  .trim()
  .min(1, 'Must not be blank')
  .max(ALLERGEN_CODE_MAX_LENGTH, `At most ${ALLERGEN_CODE_MAX_LENGTH} characters`)
  .regex(/^[\p{L}\p{N}]+$/u, 'Letters and digits only');

export const AllergenSchema = z
  .object({ id: IdSchema, code: z.string(), name: LocalizedTextSchema })
  .meta({ id: 'Allergen' });
export type Allergen = z.infer<typeof AllergenSchema>;

/**
 * A new allergen or a change of one. Without a code a new allergen is given one (see
 * `suggestAllergenCode`) and a changed one keeps its own.
 */
export const AllergenInputSchema = z.strictObject({
  code: AllergenCodeSchema.optional(),
  name: LocalizedTextSchema,
});
export type AllergenInput = z.infer<typeof AllergenInputSchema>;

export const AllergenIdsSchema = z
  .array(IdSchema)
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, 'Allergens must not repeat');
