import type { Food, FoodCreate, FoodUpdate } from '@restaurant/contract/food.ts';
import { findAllergensOf, setAllergensOf } from '#src/db/allergen-links.ts';
import type { Db } from '#src/db/database.ts';
import * as categoryRepository from '#src/modules/categories/category.repository.ts';
import {
  DESCRIPTION_COLUMNS,
  NAME_COLUMNS,
  descriptionColumns,
  descriptionFrom,
  fromColumns,
  toColumns,
} from '#src/db/localized.ts';

const COLUMNS = [
  'id',
  'categoryId',
  'price',
  'sortOrder',
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
    sortOrder: row.sortOrder,
  }));
}

export const { findAll, findByCategory, findById, findGroupedByCategory } =
  categoryRepository.itemFinders(find, 'Food', 'foods');

function columns(input: FoodCreate) {
  return {
    price: input.price,
    sortOrder: input.sortOrder,
    ...toColumns('name', input.name),
    ...descriptionColumns(input.description),
  };
}

export function insert(db: Db, categoryId: number, input: FoodCreate): Promise<Food> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('foods')
      .values({ categoryId, ...columns(input) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setAllergensOf(trx, 'foodAllergens', id, input.allergenIds);
    return (await findById(trx, id))!;
  });
}

export function update(db: Db, id: number, input: FoodUpdate): Promise<Food | undefined> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('foods')
      .set({ categoryId: input.categoryId, ...columns(input) })
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return undefined;
    await setAllergensOf(trx, 'foodAllergens', id, input.allergenIds);
    return findById(trx, id);
  });
}

export async function remove(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('foods').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
