import type { CategoryWithDrinks } from '@restaurant/contract/category.ts';
import type { Drink } from '@restaurant/contract/drink.ts';
import type { Context } from '#src/context.ts';
import { inCategories } from '#src/modules/categories/category.service.ts';
import * as drinkRepository from '#src/modules/drinks/drink.repository.ts';

/** Every drink category in order with its drinks and their variants. */
export async function findDrinksByCategory(ctx: Context): Promise<CategoryWithDrinks[]> {
  return inCategories(ctx, 'Drink', await drinkRepository.findAll(ctx.db), 'drinks');
}

export function findDrink(ctx: Context, id: number): Promise<Drink | undefined> {
  return drinkRepository.findById(ctx.db, id);
}

/** The variant's drink, with all its variants; undefined when there is no such variant. */
export async function findDrinkOfVariant(
  ctx: Context,
  variantId: number,
): Promise<Drink | undefined> {
  const variant = await drinkRepository.findVariantById(ctx.db, variantId);
  return variant && drinkRepository.findById(ctx.db, variant.drinkId);
}
