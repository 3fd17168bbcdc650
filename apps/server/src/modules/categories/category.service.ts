import type { Category, CategoryType } from '@restaurant/contract/category.ts';
import type { Context } from '#src/context.ts';
import { NotFoundError, ValidationError } from '#src/lib/errors.ts';
import * as categoryRepository from '#src/modules/categories/category.repository.ts';

/**
 * The category, which must exist and be of the given type. An unknown id named in the URL path is
 * a 404; one named in the body, or a category of the other type, is a 400 on `categoryId`.
 */
export async function requireCategoryOfType(
  ctx: Context,
  id: number,
  type: CategoryType,
  source: 'path' | 'body',
): Promise<Category> {
  const category = await categoryRepository.findById(ctx.db, id);
  if (!category && source === 'path') throw new NotFoundError(`Category ${id}`);
  if (!category || category.type !== type) {
    const message = category
      ? `Category ${id} is not a ${type.toLowerCase()} category`
      : `Category ${id} does not exist`;
    throw new ValidationError([{ path: 'categoryId', message }]);
  }
  return category;
}

/** Every category of a type in order, each with its own items (foods or drinks) under `key`. */
export async function inCategories<T extends { categoryId: number }, K extends string>(
  ctx: Context,
  type: CategoryType,
  items: T[],
  key: K,
): Promise<Array<Category & Record<K, T[]>>> {
  const categories = await categoryRepository.findByType(ctx.db, type);
  return categories.map(
    (category) =>
      ({
        ...category,
        [key]: items.filter((item) => item.categoryId === category.id),
      }) as Category & Record<K, T[]>,
  );
}
