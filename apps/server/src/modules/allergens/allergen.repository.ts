import type { Allergen, AllergenInput } from '@restaurant/contract/allergen.ts';
import type { Db } from '#src/db/database.ts';
import { NAME_COLUMNS, fromColumns, toColumns } from '#src/db/localized.ts';

type Row = { id: number; nameHu: string; nameEn: string; nameDe: string };

const toAllergen = (row: Row): Allergen => ({ id: row.id, name: fromColumns('name', row) });

export async function findAll(db: Db): Promise<Allergen[]> {
  const rows = await db
    .selectFrom('allergens')
    .select(['id', ...NAME_COLUMNS])
    .orderBy('id')
    .execute();
  return rows.map(toAllergen);
}

export async function findById(db: Db, id: number): Promise<Allergen | undefined> {
  const row = await db
    .selectFrom('allergens')
    .select(['id', ...NAME_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toAllergen(row);
}

/** Which of the ids name an allergen. */
export async function findExistingIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('allergens').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

export async function insert(db: Db, input: AllergenInput): Promise<Allergen> {
  const row = await db
    .insertInto('allergens')
    .values(toColumns('name', input.name))
    .returning(['id', ...NAME_COLUMNS])
    .executeTakeFirstOrThrow();
  return toAllergen(row);
}

export async function update(
  db: Db,
  id: number,
  input: AllergenInput,
): Promise<Allergen | undefined> {
  const row = await db
    .updateTable('allergens')
    .set(toColumns('name', input.name))
    .where('id', '=', id)
    .returning(['id', ...NAME_COLUMNS])
    .executeTakeFirst();
  return row && toAllergen(row);
}

/** Whether a food or a daily-menu item still lists the allergen. */
export async function isInUse(db: Db, id: number): Promise<boolean> {
  const [food, daily] = await Promise.all([
    db
      .selectFrom('foodAllergens')
      .select('allergenId')
      .where('allergenId', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('dailyMenuItemAllergens')
      .select('allergenId')
      .where('allergenId', '=', id)
      .executeTakeFirst(),
  ]);
  return Boolean(food ?? daily);
}

export async function remove(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('allergens').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
