import type { CategoryWithFoods } from '@restaurant/contract/category.ts';
import type { Food, FoodCreate, FoodUpdate } from '@restaurant/contract/food.ts';
import type { Db } from '#src/db/database.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { NotFoundError } from '#src/lib/errors.ts';
import { assignAllergens } from '#src/modules/allergens/allergen.service.ts';
import { inCategories, requireCategoryOfType } from '#src/modules/categories/category.service.ts';
import * as foodRepository from '#src/modules/foods/food.repository.ts';

/** Every food category in order with its foods. */
export async function findFoodsByCategory(db: Db): Promise<CategoryWithFoods[]> {
  return inCategories(db, 'Food', await foodRepository.findAll(db), 'foods');
}

/** Creates a food with its allergens in a food category named in the path: all of it, or nothing. */
export function createFood(db: Db, categoryId: number, input: FoodCreate): Promise<Food> {
  // Whether it states none is read from the empty list; the schema has checked it was said.
  const { allergenIds, allergensDeclared, ...fields } = input;
  return inTransaction({ db }, async ({ db: trx }) => {
    await requireCategoryOfType(trx, categoryId, 'Food', 'path');
    const id = await foodRepository.insert(trx, categoryId, fields);
    await assignAllergens(trx, 'foodAllergens', id, { allergenIds, dietTags: fields.dietTags });
    return (await foodRepository.findById(trx, id))!;
  });
}

/** Replaces a food and its allergens: all of it, or nothing. */
export function updateFood(db: Db, id: number, input: FoodUpdate): Promise<Food> {
  const { allergenIds, allergensDeclared, ...fields } = input;
  return inTransaction({ db }, async ({ db: trx }) => {
    if (!(await foodRepository.findById(trx, id))) throw new NotFoundError(`Food ${id}`);
    await requireCategoryOfType(trx, fields.categoryId, 'Food', 'body');
    if (!(await foodRepository.update(trx, id, fields))) throw new NotFoundError(`Food ${id}`);
    await assignAllergens(trx, 'foodAllergens', id, { allergenIds, dietTags: fields.dietTags });
    return (await foodRepository.findById(trx, id))!;
  });
}

/** Every food of the carte. */
export function findFoods(db: Db): Promise<Food[]> {
  return foodRepository.findAll(db);
}

export function findFood(db: Db, id: number): Promise<Food | undefined> {
  return foodRepository.findById(db, id);
}
