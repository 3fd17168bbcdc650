import type { Category, CategoryInput, CategoryType } from '@restaurant/contract/category.ts';
import type { Db } from '#src/db/database.ts';
import { NAME_COLUMNS, fromColumns, toColumns } from '#src/db/localized.ts';

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

export async function findById(db: Db, id: number): Promise<Category | undefined> {
  const row = await db
    .selectFrom('categories')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toCategory(row);
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
