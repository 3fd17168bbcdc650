import type { Food, FoodCreate } from '@restaurant/contract/food.ts';
import type { Db } from '#src/db/database.ts';
import {
  DESCRIPTION_COLUMNS,
  NAME_COLUMNS,
  descriptionColumns,
  descriptionFrom,
  fromColumns,
  toColumns,
} from '#src/db/localized.ts';
import { dietTagsColumn, dietTagsFrom } from '#src/db/diet-tags.ts';
import { findAllergensOf } from '#src/modules/allergens/allergen-link.repository.ts';

/** A food's own fields, without its allergens. */
export type FoodFields = Omit<FoodCreate, 'allergenIds' | 'allergensDeclared'>;

const COLUMNS = [
  'id',
  'categoryId',
  'price',
  'sortOrder',
  'dietTags',
  ...NAME_COLUMNS,
  ...DESCRIPTION_COLUMNS,
] as const;

async function find(db: Db, where: { id?: number; categoryId?: number }): Promise<Food[]> {
  let query = db.selectFrom('foods').select(COLUMNS).orderBy('sortOrder').orderBy('id');
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  if (where.categoryId !== undefined) query = query.where('categoryId', '=', where.categoryId);
  const rows = await query.execute();
  const allergens = await findAllergensOf(
    db,
    'foodAllergens',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    categoryId: row.categoryId,
    name: fromColumns('name', row),
    description: descriptionFrom(row),
    price: row.price,
    allergens: allergens.get(row.id) ?? [],
    allergensDeclared: true,
    dietTags: dietTagsFrom(row.dietTags),
    sortOrder: row.sortOrder,
  }));
}

export async function findAll(db: Db): Promise<Food[]> {
  return find(db, {});
}

export async function findByCategory(db: Db, categoryId: number): Promise<Food[]> {
  return find(db, { categoryId });
}

export async function findById(db: Db, id: number): Promise<Food | undefined> {
  return (await find(db, { id }))[0];
}

function columns(input: FoodFields) {
  return {
    price: input.price,
    sortOrder: input.sortOrder,
    dietTags: dietTagsColumn(input.dietTags),
    ...toColumns('name', input.name),
    ...descriptionColumns(input.description),
  };
}

/** Stores the food's own row; its allergens are set apart. Answers the new id. */
export async function insert(db: Db, categoryId: number, input: FoodFields): Promise<number> {
  const { id } = await db
    .insertInto('foods')
    .values({ categoryId, ...columns(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Updates the food's own row; false when there is no such food. */
export async function update(
  db: Db,
  id: number,
  input: FoodFields & { categoryId: number },
): Promise<boolean> {
  const result = await db
    .updateTable('foods')
    .set({ categoryId: input.categoryId, ...columns(input) })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function remove(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('foods').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
