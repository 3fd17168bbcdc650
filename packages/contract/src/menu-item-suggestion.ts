import { z } from 'zod';
import { AllergenSchema } from './allergen.ts';
import { ItemPriceSchema } from './common.ts';
import { DietTagSchema } from './diet.ts';
import { LocalizedDescriptionSchema, LocalizedTextSchema } from './localized-text.ts';

/** GET /menu-items/suggestions?q=: a part of a name in any of the three languages. */
export const MenuItemSuggestionQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(100),
});

/** An item served before, on a daily menu or in an offer, to start a new item from. */
export const MenuItemSuggestionSchema = z
  .object({
    kind: z.enum(['daily', 'offer']),
    name: LocalizedTextSchema,
    description: LocalizedDescriptionSchema.nullable(),
    price: ItemPriceSchema,
    allergens: z.array(AllergenSchema),
    dietTags: z.array(DietTagSchema),
  })
  .meta({ id: 'MenuItemSuggestion' });
export type MenuItemSuggestion = z.infer<typeof MenuItemSuggestionSchema>;
