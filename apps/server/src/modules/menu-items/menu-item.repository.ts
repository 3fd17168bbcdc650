import type { Kysely } from 'kysely';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { DietTag } from '@restaurant/contract/diet-tags.ts';
import type { LocalizedDescription, LocalizedText } from '@restaurant/contract/localized-text.ts';
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

/** The priced lines of daily menus and of offers: the two kinds hang under a dated parent. */
export const MENU_ITEM_KINDS = {
  daily: { table: 'dailyMenuItems', parent: 'dailyMenuId', allergens: 'dailyMenuItemAllergens' },
  offer: { table: 'offerItems', parent: 'offerId', allergens: 'offerItemAllergens' },
} as const;
export type MenuItemKind = keyof typeof MENU_ITEM_KINDS;

export type MenuItem = {
  id: number;
  parentId: number;
  name: LocalizedText;
  description: LocalizedDescription | null;
  price: number;
  sortOrder: number;
  allergens: Allergen[];
  dietTags: DietTag[];
};

export type MenuItemInput = {
  name: LocalizedText;
  description?: LocalizedDescription | null | undefined;
  price: number;
  sortOrder?: number | undefined;
  allergenIds?: number[];
  dietTags?: DietTag[];
};

/** A row of either item table, the parent's column read as parentId. */
export type ItemRow = {
  id: number;
  parentId: number;
  price: number;
  sortOrder: number;
  dietTags: string;
  nameHu: string;
  nameEn: string;
  nameDe: string;
  descriptionHu: string | null;
  descriptionEn: string | null;
  descriptionDe: string | null;
};

// The two item tables share their columns but for the parent's; Kysely cannot type a table chosen
// at run time, so the item modules speak to it untyped and type what they return.
export const untypedItems = (db: Db) => db as unknown as Kysely<Record<string, ItemRow>>;

export async function findByParents(
  db: Db,
  kind: MenuItemKind,
  parentIds: number[],
): Promise<MenuItem[]> {
  if (parentIds.length === 0) return [];
  const { table, parent, allergens } = MENU_ITEM_KINDS[kind];
  const rows = await untypedItems(db)
    .selectFrom(table)
    .select([
      'id',
      `${parent} as parentId` as 'parentId',
      'price',
      'sortOrder',
      'dietTags',
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
    dietTags: dietTagsFrom(row.dietTags),
  }));
}

export async function findOne(
  db: Db,
  kind: MenuItemKind,
  parentId: number,
  id: number,
): Promise<MenuItem | undefined> {
  return (await findByParents(db, kind, [parentId])).find((item) => item.id === id);
}

/** The ids of a parent's items. */
export async function findIdsOf(db: Db, kind: MenuItemKind, parentId: number): Promise<number[]> {
  const { table, parent } = MENU_ITEM_KINDS[kind];
  const rows = await untypedItems(db)
    .selectFrom(table)
    .select('id')
    .where(parent as 'parentId', '=', parentId)
    .execute();
  return rows.map((row) => row.id);
}

function columns(input: MenuItemInput) {
  return {
    price: input.price,
    dietTags: dietTagsColumn(input.dietTags ?? []),
    ...toColumns('name', input.name),
    ...descriptionColumns(input.description),
  };
}

/** Stores the item's own row, appended after the parent's last item unless placed. Answers its id. */
export async function insert(
  db: Db,
  kind: MenuItemKind,
  parentId: number,
  input: MenuItemInput,
): Promise<number> {
  const { table, parent } = MENU_ITEM_KINDS[kind];
  let sortOrder = input.sortOrder;
  if (sortOrder === undefined) {
    const last = await untypedItems(db)
      .selectFrom(table)
      .select((eb) => eb.fn.max('sortOrder').as('max'))
      .where(parent as 'parentId', '=', parentId)
      .executeTakeFirst();
    sortOrder = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  }
  const { id } = await untypedItems(db)
    .insertInto(table)
    .values({ [parent]: parentId, sortOrder, ...columns(input) } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Updates the item's own row; false when the parent has no such item. */
export async function update(
  db: Db,
  kind: MenuItemKind,
  parentId: number,
  id: number,
  input: MenuItemInput,
): Promise<boolean> {
  const { table, parent } = MENU_ITEM_KINDS[kind];
  const result = await untypedItems(db)
    .updateTable(table)
    .set({
      ...columns(input),
      ...(input.sortOrder === undefined ? {} : { sortOrder: input.sortOrder }),
    })
    .where('id', '=', id)
    .where(parent as 'parentId', '=', parentId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setSortOrder(
  db: Db,
  kind: MenuItemKind,
  parentId: number,
  id: number,
  sortOrder: number,
): Promise<void> {
  const { table, parent } = MENU_ITEM_KINDS[kind];
  await untypedItems(db)
    .updateTable(table)
    .set({ sortOrder })
    .where('id', '=', id)
    .where(parent as 'parentId', '=', parentId)
    .execute();
}

export async function remove(
  db: Db,
  kind: MenuItemKind,
  parentId: number,
  id: number,
): Promise<boolean> {
  const { table, parent } = MENU_ITEM_KINDS[kind];
  const result = await untypedItems(db)
    .deleteFrom(table)
    .where('id', '=', id)
    .where(parent as 'parentId', '=', parentId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
