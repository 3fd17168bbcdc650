import type { CategoryWithFoods } from '@restaurant/contract/category.ts';
import type { Food, FoodCreate, FoodUpdate } from '@restaurant/contract/food.ts';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { NotFoundError } from '#src/lib/errors.ts';
import { assignAllergens } from '#src/modules/allergens/allergen.service.ts';
import { inCategories, requireCategoryOfType } from '#src/modules/categories/category.service.ts';
import * as foodRepository from '#src/modules/foods/food.repository.ts';

/** Every food category in order with its foods. */
export async function findFoodsByCategory(ctx: Context): Promise<CategoryWithFoods[]> {
  return inCategories(ctx, 'Food', await foodRepository.findAll(ctx.db), 'foods');
}

/** Creates a food with its allergens in a food category named in the path: all of it, or nothing. */
export function createFood(ctx: Context, categoryId: number, input: FoodCreate): Promise<Food> {
  // Whether it states none is read from the empty list; the schema has checked it was said.
  const { allergenIds, allergensDeclared, ...fields } = input;
  return inTransaction(ctx, async (tx) => {
    await requireCategoryOfType(tx, categoryId, 'Food', 'path');
    const id = await foodRepository.insert(tx.db, categoryId, fields);
    await assignAllergens(tx, 'foodAllergens', id, { allergenIds, dietTags: fields.dietTags });
    return (await foodRepository.findById(tx.db, id))!;
  });
}

/** Replaces a food and its allergens: all of it, or nothing. */
export function updateFood(ctx: Context, id: number, input: FoodUpdate): Promise<Food> {
  const { allergenIds, allergensDeclared, ...fields } = input;
  return inTransaction(ctx, async (tx) => {
    if (!(await foodRepository.findById(tx.db, id))) throw new NotFoundError(`Food ${id}`);
    await requireCategoryOfType(tx, fields.categoryId, 'Food', 'body');
    if (!(await foodRepository.update(tx.db, id, fields))) throw new NotFoundError(`Food ${id}`);
    await assignAllergens(tx, 'foodAllergens', id, { allergenIds, dietTags: fields.dietTags });
    return (await foodRepository.findById(tx.db, id))!;
  });
}

/** Every food of the carte. */
export function findFoods(ctx: Context): Promise<Food[]> {
  return foodRepository.findAll(ctx.db);
}

export function findFood(ctx: Context, id: number): Promise<Food | undefined> {
  return foodRepository.findById(ctx.db, id);
}
