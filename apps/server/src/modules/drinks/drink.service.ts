import type { CategoryWithDrinks } from '@restaurant/contract/category.ts';
import type { Db } from '#src/db/database.ts';
import { inCategories } from '#src/modules/categories/category.service.ts';
import * as drinkRepository from '#src/modules/drinks/drink.repository.ts';

/** Every drink category in order with its drinks and their variants. */
export async function findDrinksByCategory(db: Db): Promise<CategoryWithDrinks[]> {
  return inCategories(db, 'Drink', await drinkRepository.findAll(db), 'drinks');
}
