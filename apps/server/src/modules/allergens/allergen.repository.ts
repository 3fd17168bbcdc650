import { byCode } from '@restaurant/contract/allergen-order.ts';
import type { Allergen, AllergenInput } from '@restaurant/contract/allergen.ts';
import type { Db } from '#src/db/database.ts';
import { sharedLock } from '#src/db/dialect.ts';
import { NAME_COLUMNS, fromColumns, toColumns } from '#src/db/localized.ts';
import { LINK_TABLES, type LinkTable } from '#src/modules/allergens/allergen-link.repository.ts';

const COLUMNS = ['id', 'code', ...NAME_COLUMNS] as const;

type Row = { id: number; code: string; nameHu: string; nameEn: string; nameDe: string };

export const toAllergen = (row: Row): Allergen => ({
  id: row.id,
  code: row.code,
  name: fromColumns('name', row),
});

/** Every allergen, in the order of their marks. */
export async function findAll(db: Db): Promise<Allergen[]> {
  const rows = await db.selectFrom('allergens').select(COLUMNS).execute();
  return byCode(rows.map(toAllergen));
}

export async function findById(db: Db, id: number): Promise<Allergen | undefined> {
  const row = await db
    .selectFrom('allergens')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toAllergen(row);
}

/** The codes every allergen has. */
export async function findCodes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('allergens').select('code').execute();
  return rows.map((row) => row.code);
}

/**
 * The allergens of the ids that name one, locked until the transaction ends, so that none is
 * renamed while a dish that lists them is checked against their names.
 */
export async function findByIds(db: Db, ids: number[]): Promise<Allergen[]> {
  if (ids.length === 0) return [];
  const query = db.selectFrom('allergens').select(COLUMNS).where('id', 'in', ids);
  const rows = await sharedLock(db, query).execute();
  return rows.map(toAllergen);
}

/** Stores a new allergen; a code already taken fails as a unique violation. */
export async function insert(db: Db, input: AllergenInput & { code: string }): Promise<Allergen> {
  const row = await db
    .insertInto('allergens')
    .values({ code: input.code, ...toColumns('name', input.name) })
    .returning(COLUMNS)
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
    .set({
      ...toColumns('name', input.name),
      ...(input.code === undefined ? {} : { code: input.code }),
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toAllergen(row);
}

/** Whether anything a guest orders (a food, a drink, a daily-menu or offer item) lists the allergen. */
export async function isInUse(db: Db, id: number): Promise<boolean> {
  const links = await Promise.all(
    (Object.keys(LINK_TABLES) as LinkTable[]).map((table) =>
      db.selectFrom(table).select('allergenId').where('allergenId', '=', id).executeTakeFirst(),
    ),
  );
  return links.some(Boolean);
}

export async function remove(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('allergens').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
