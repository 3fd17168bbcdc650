import type { CategoryWithDrinks } from '@restaurant/contract/category.ts';
import type { Drink } from '@restaurant/contract/drink.ts';
import type { Db } from '#src/db/database.ts';
import { inCategories } from '#src/modules/categories/category.service.ts';
import * as drinkRepository from '#src/modules/drinks/drink.repository.ts';

/** Every drink category in order with its drinks and their variants. */
export async function findDrinksByCategory(db: Db): Promise<CategoryWithDrinks[]> {
  return inCategories(db, 'Drink', await drinkRepository.findAll(db), 'drinks');
}

export function findDrink(db: Db, id: number): Promise<Drink | undefined> {
  return drinkRepository.findById(db, id);
}

/** The variant's drink, with all its variants; undefined when there is no such variant. */
export async function findDrinkOfVariant(db: Db, variantId: number): Promise<Drink | undefined> {
  const variant = await drinkRepository.findVariantById(db, variantId);
  return variant && drinkRepository.findById(db, variant.drinkId);
}
