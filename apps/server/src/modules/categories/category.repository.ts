import type { Category, CategoryInput, CategoryType } from '@restaurant/contract/category.ts';
import type { Db } from '#src/db/database.ts';
import { NAME_COLUMNS, fromColumns, toColumns } from '#src/db/localized.ts';
import { NotFoundError, ValidationError } from '#src/lib/errors.ts';

const COLUMNS = ['id', 'type', 'sortOrder', ...NAME_COLUMNS] as const;

type Row = {
  id: number;
  type: CategoryType;
  sortOrder: number;
  nameHu: string;
  nameEn: string;
  nameDe: string;
};

const toCategory = (row: Row): Category => ({
  id: row.id,
  name: fromColumns('name', row),
  sortOrder: row.sortOrder,
  type: row.type,
});

export async function findByType(db: Db, type: CategoryType): Promise<Category[]> {
  const rows = await db
    .selectFrom('categories')
    .select(COLUMNS)
    .where('type', '=', type)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return rows.map(toCategory);
}

/**
 * The finders of a kind of item kept in categories (foods, drinks), over that kind's own query:
 * all, by category, by id, and every category of its type in order with its items under `key`.
 */
export function itemFinders<T extends { categoryId: number }, K extends string>(
  find: (db: Db, where: { id?: number; categoryId?: number }) => Promise<T[]>,
  type: CategoryType,
  key: K,
) {
  const findAll = (db: Db) => find(db, {});
  return {
    findAll,
    findByCategory: (db: Db, categoryId: number) => find(db, { categoryId }),
    findById: async (db: Db, id: number) => (await find(db, { id }))[0],
    async findGroupedByCategory(db: Db) {
      const [categories, items] = await Promise.all([findByType(db, type), findAll(db)]);
      return categories.map(
        (category) =>
          ({
            ...category,
            [key]: items.filter((item) => item.categoryId === category.id),
          }) as Category & Record<K, T[]>,
      );
    },
  };
}

export async function findById(db: Db, id: number): Promise<Category | undefined> {
  const row = await db
    .selectFrom('categories')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toCategory(row);
}

/**
 * The category, which must exist and be of the given type. An unknown id named in the URL path is
 * a 404; one named in the body, or a category of the other type, is a 400 on `categoryId`.
 */
export async function requireOfType(
  db: Db,
  id: number,
  type: CategoryType,
  source: 'path' | 'body',
): Promise<Category> {
  const category = await findById(db, id);
  if (!category && source === 'path') throw new NotFoundError(`Category ${id}`);
  if (!category || category.type !== type) {
    const message = category
      ? `Category ${id} is not a ${type.toLowerCase()} category`
      : `Category ${id} does not exist`;
    throw new ValidationError([{ path: 'categoryId', message }]);
  }
  return category;
}

export async function insert(db: Db, type: CategoryType, input: CategoryInput): Promise<Category> {
  const row = await db
    .insertInto('categories')
    .values({ type, sortOrder: input.sortOrder, ...toColumns('name', input.name) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toCategory(row);
}

export async function update(
  db: Db,
  id: number,
  input: CategoryInput,
): Promise<Category | undefined> {
  const row = await db
    .updateTable('categories')
    .set({ sortOrder: input.sortOrder, ...toColumns('name', input.name) })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toCategory(row);
}

export async function hasItems(db: Db, id: number): Promise<boolean> {
  const [food, drink] = await Promise.all([
    db.selectFrom('foods').select('id').where('categoryId', '=', id).executeTakeFirst(),
    db.selectFrom('drinks').select('id').where('categoryId', '=', id).executeTakeFirst(),
  ]);
  return Boolean(food ?? drink);
}

export async function remove(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
