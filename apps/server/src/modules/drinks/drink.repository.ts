import type {
  Drink,
  DrinkCreate,
  DrinkVariant,
  DrinkVariantInput,
} from '@restaurant/contract/drink.ts';
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

const COLUMNS = [
  'id',
  'categoryId',
  'sortOrder',
  'dietTags',
  'allergensDeclared',
  ...NAME_COLUMNS,
  ...DESCRIPTION_COLUMNS,
] as const;
const VARIANT_COLUMNS = [
  'id',
  'drinkId',
  'price',
  'quantityHu',
  'quantityEn',
  'quantityDe',
] as const;

type VariantRow = {
  id: number;
  drinkId: number;
  price: number;
  quantityHu: string;
  quantityEn: string;
  quantityDe: string;
};

const toVariant = (row: VariantRow): DrinkVariant => ({
  id: row.id,
  drinkId: row.drinkId,
  quantity: fromColumns('quantity', row),
  price: row.price,
});

async function findVariants(db: Db, where: { id?: number; drinkIds?: number[] }) {
  let query = db.selectFrom('drinkVariants').select(VARIANT_COLUMNS).orderBy('id');
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  if (where.drinkIds !== undefined) {
    if (where.drinkIds.length === 0) return [];
    query = query.where('drinkId', 'in', where.drinkIds);
  }
  return (await query.execute()).map(toVariant);
}

async function find(db: Db, where: { id?: number; categoryId?: number }): Promise<Drink[]> {
  let query = db.selectFrom('drinks').select(COLUMNS).orderBy('sortOrder').orderBy('id');
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  if (where.categoryId !== undefined) query = query.where('categoryId', '=', where.categoryId);
  const rows = await query.execute();
  const ids = rows.map((row) => row.id);
  const [variants, allergens] = await Promise.all([
    findVariants(db, { drinkIds: ids }),
    findAllergensOf(db, 'drinkAllergens', ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    categoryId: row.categoryId,
    name: fromColumns('name', row),
    description: descriptionFrom(row),
    sortOrder: row.sortOrder,
    allergens: allergens.get(row.id) ?? [],
    allergensDeclared: Boolean(row.allergensDeclared),
    dietTags: dietTagsFrom(row.dietTags),
    variants: variants.filter((variant) => variant.drinkId === row.id),
  }));
}

export async function findAll(db: Db): Promise<Drink[]> {
  return find(db, {});
}

export async function findByCategory(db: Db, categoryId: number): Promise<Drink[]> {
  return find(db, { categoryId });
}

export async function findById(db: Db, id: number): Promise<Drink | undefined> {
  return (await find(db, { id }))[0];
}

/**
 * A drink's own fields, without its variants and allergens; `allergensDeclared` is true when it
 * lists allergens too.
 */
export type DrinkFields = Omit<DrinkCreate, 'allergenIds' | 'allergensDeclared'> & {
  allergensDeclared: boolean;
};

function columns(input: DrinkFields) {
  return {
    sortOrder: input.sortOrder,
    dietTags: dietTagsColumn(input.dietTags),
    allergensDeclared: input.allergensDeclared ? 1 : 0,
    ...toColumns('name', input.name),
    ...descriptionColumns(input.description),
  };
}

/** Stores the drink's own row; its variants and allergens are set apart. Answers the new id. */
export async function insert(db: Db, categoryId: number, input: DrinkFields): Promise<number> {
  const { id } = await db
    .insertInto('drinks')
    .values({ categoryId, ...columns(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Updates the drink's own row; false when there is no such drink. */
export async function update(
  db: Db,
  id: number,
  input: DrinkFields & { categoryId: number },
): Promise<boolean> {
  const result = await db
    .updateTable('drinks')
    .set({ categoryId: input.categoryId, ...columns(input) })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the drink; its variants go with it (ON DELETE CASCADE). */
export async function remove(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('drinks').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function findVariantsOf(db: Db, drinkId: number): Promise<DrinkVariant[]> {
  return findVariants(db, { drinkIds: [drinkId] });
}

export async function findVariantById(db: Db, id: number): Promise<DrinkVariant | undefined> {
  return (await findVariants(db, { id }))[0];
}

export async function insertVariant(
  db: Db,
  drinkId: number,
  input: DrinkVariantInput,
): Promise<DrinkVariant> {
  const row = await db
    .insertInto('drinkVariants')
    .values({ drinkId, price: input.price, ...toColumns('quantity', input.quantity) })
    .returning(VARIANT_COLUMNS)
    .executeTakeFirstOrThrow();
  return toVariant(row);
}

export async function updateVariant(
  db: Db,
  id: number,
  input: DrinkVariantInput,
): Promise<DrinkVariant | undefined> {
  const row = await db
    .updateTable('drinkVariants')
    .set({ price: input.price, ...toColumns('quantity', input.quantity) })
    .where('id', '=', id)
    .returning(VARIANT_COLUMNS)
    .executeTakeFirst();
  return row && toVariant(row);
}

export async function removeVariant(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('drinkVariants').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Deletes the drink's variants but those whose ids are kept; answers how many went. */
export async function removeVariantsOf(db: Db, drinkId: number, keep: number[]): Promise<number> {
  let query = db.deleteFrom('drinkVariants').where('drinkId', '=', drinkId);
  if (keep.length > 0) query = query.where('id', 'not in', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
