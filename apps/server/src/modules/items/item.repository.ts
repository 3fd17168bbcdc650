import type { Kysely } from 'kysely';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { LocalizedDescription, LocalizedText } from '@restaurant/contract/localized-text.ts';
import { findAllergensOf, setAllergensOf } from '#src/db/allergen-links.ts';
import type { Db } from '#src/db/database.ts';
import {
  DESCRIPTION_COLUMNS,
  NAME_COLUMNS,
  descriptionColumns,
  descriptionFrom,
  fromColumns,
  toColumns,
} from '#src/db/localized.ts';
import { ValidationError } from '#src/lib/errors.ts';

/** The two kinds of priced lines that hang under a dated parent: daily-menu and offer items. */
export const ITEM_KINDS = {
  daily: { table: 'dailyMenuItems', parent: 'dailyMenuId', allergens: 'dailyMenuItemAllergens' },
  offer: { table: 'offerItems', parent: 'offerId', allergens: null },
} as const;
export type ItemKind = keyof typeof ITEM_KINDS;

export type Item = {
  id: number;
  parentId: number;
  name: LocalizedText;
  description: LocalizedDescription | null;
  price: number;
  sortOrder: number;
  allergens: Allergen[];
};

export type ItemInput = {
  name: LocalizedText;
  description?: LocalizedDescription | null | undefined;
  price: number;
  sortOrder?: number | undefined;
  allergenIds?: number[];
};

type Row = {
  id: number;
  parentId: number;
  price: number;
  sortOrder: number;
  nameHu: string;
  nameEn: string;
  nameDe: string;
  descriptionHu: string | null;
  descriptionEn: string | null;
  descriptionDe: string | null;
};

// The two item tables share their columns but for the parent's; Kysely cannot type a table chosen
// at run time, so this module speaks to it untyped and types what it returns.
const untyped = (db: Db) => db as unknown as Kysely<Record<string, Row>>;

export async function findByParents(db: Db, kind: ItemKind, parentIds: number[]): Promise<Item[]> {
  if (parentIds.length === 0) return [];
  const { table, parent, allergens } = ITEM_KINDS[kind];
  const rows = await untyped(db)
    .selectFrom(table)
    .select([
      'id',
      `${parent} as parentId` as 'parentId',
      'price',
      'sortOrder',
      ...NAME_COLUMNS,
      ...DESCRIPTION_COLUMNS,
    ])
    .where(parent as 'parentId', 'in', parentIds)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  const allergensById = allergens
    ? await findAllergensOf(
        db,
        allergens,
        rows.map((row) => row.id),
      )
    : new Map<number, Allergen[]>();
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    name: fromColumns('name', row),
    description: descriptionFrom(row),
    price: row.price,
    sortOrder: row.sortOrder,
    allergens: allergensById.get(row.id) ?? [],
  }));
}

export async function findOne(
  db: Db,
  kind: ItemKind,
  parentId: number,
  id: number,
): Promise<Item | undefined> {
  return (await findByParents(db, kind, [parentId])).find((item) => item.id === id);
}

function columns(input: ItemInput) {
  return {
    price: input.price,
    ...toColumns('name', input.name),
    ...descriptionColumns(input.description),
  };
}

/** Adds an item inside the caller's transaction; `insert` is the same in a transaction of its own. */
async function insertIn(trx: Db, kind: ItemKind, parentId: number, input: ItemInput) {
  const { table, parent, allergens } = ITEM_KINDS[kind];
  let sortOrder = input.sortOrder;
  if (sortOrder === undefined) {
    // Appended after the last item unless the client placed it.
    const last = await untyped(trx)
      .selectFrom(table)
      .select((eb) => eb.fn.max('sortOrder').as('max'))
      .where(parent as 'parentId', '=', parentId)
      .executeTakeFirst();
    sortOrder = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  }
  const { id } = await untyped(trx)
    .insertInto(table)
    .values({ [parent]: parentId, sortOrder, ...columns(input) } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (allergens) await setAllergensOf(trx, allergens, id, input.allergenIds ?? []);
  return id;
}

export function insert(db: Db, kind: ItemKind, parentId: number, input: ItemInput): Promise<Item> {
  return db.transaction().execute(async (trx) => {
    const id = await insertIn(trx, kind, parentId, input);
    return (await findOne(trx, kind, parentId, id))!;
  });
}

/**
 * Copies every item of one parent, in order and with its allergens, to another parent of the
 * same kind. Runs in the caller's transaction.
 */
export async function copyAll(
  trx: Db,
  kind: ItemKind,
  fromParentId: number,
  toParentId: number,
): Promise<void> {
  for (const item of await findByParents(trx, kind, [fromParentId])) {
    await insertIn(trx, kind, toParentId, {
      name: item.name,
      description: item.description,
      price: item.price,
      sortOrder: item.sortOrder,
      allergenIds: item.allergens.map((allergen) => allergen.id),
    });
  }
}

export function update(
  db: Db,
  kind: ItemKind,
  parentId: number,
  id: number,
  input: ItemInput,
): Promise<Item | undefined> {
  const { table, parent, allergens } = ITEM_KINDS[kind];
  return db.transaction().execute(async (trx) => {
    const result = await untyped(trx)
      .updateTable(table)
      .set({
        ...columns(input),
        ...(input.sortOrder === undefined ? {} : { sortOrder: input.sortOrder }),
      })
      .where('id', '=', id)
      .where(parent as 'parentId', '=', parentId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return undefined;
    if (allergens) await setAllergensOf(trx, allergens, id, input.allergenIds ?? []);
    return findOne(trx, kind, parentId, id);
  });
}

export async function remove(
  db: Db,
  kind: ItemKind,
  parentId: number,
  id: number,
): Promise<boolean> {
  const { table, parent } = ITEM_KINDS[kind];
  const result = await untyped(db)
    .deleteFrom(table)
    .where('id', '=', id)
    .where(parent as 'parentId', '=', parentId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Puts a parent's items in the given order (sort orders 0, 1, 2, …) in one transaction. The ids
 * must be exactly the parent's items, so that an order made from a stale list is refused.
 */
export function reorder(
  db: Db,
  kind: ItemKind,
  parentId: number,
  itemIds: number[],
): Promise<Item[]> {
  const { table, parent } = ITEM_KINDS[kind];
  return db.transaction().execute(async (trx) => {
    const rows = await untyped(trx)
      .selectFrom(table)
      .select('id')
      .where(parent as 'parentId', '=', parentId)
      .execute();
    const current = new Set(rows.map((row) => row.id));
    if (itemIds.length !== current.size || itemIds.some((id) => !current.has(id))) {
      throw new ValidationError([
        { path: 'itemIds', message: 'Must list each item exactly once, and no other' },
      ]);
    }
    for (const [sortOrder, id] of itemIds.entries()) {
      await untyped(trx)
        .updateTable(table)
        .set({ sortOrder })
        .where('id', '=', id)
        .where(parent as 'parentId', '=', parentId)
        .execute();
    }
    return findByParents(trx, kind, [parentId]);
  });
}
