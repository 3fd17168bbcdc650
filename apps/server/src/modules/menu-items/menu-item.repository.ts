import { sql, type Kysely } from 'kysely';
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
  daily: {
    table: 'dailyMenuItems',
    parent: 'dailyMenuId',
    allergens: 'dailyMenuItemAllergens',
    // The day a parent is served on, or its last day: from then on its items keep what they said.
    parentTable: 'dailyMenus',
    lastDay: 'date',
  },
  offer: {
    table: 'offerItems',
    parent: 'offerId',
    allergens: 'offerItemAllergens',
    parentTable: 'offers',
    lastDay: 'endDate',
  },
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
  allergensDeclared: boolean;
  foodId: number | null;
  drinkVariantId: number | null;
  dishPrice: number | null;
};

/** An item as stored: its texts already taken from its dish, when it has one. */
export type MenuItemInput = {
  name: LocalizedText;
  description?: LocalizedDescription | null | undefined;
  price: number;
  sortOrder?: number | undefined;
  allergenIds: number[];
  dietTags: DietTag[];
  allergensDeclared: boolean;
  foodId: number | null;
  drinkVariantId: number | null;
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
  foodId: number | null;
  drinkVariantId: number | null;
  allergensDeclared: number;
  dishPrice: number | null;
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
      'foodId',
      'drinkVariantId',
      'allergensDeclared',
      ...NAME_COLUMNS,
      ...DESCRIPTION_COLUMNS,
      sql<number | null>`coalesce(
        (select f.price from foods f where f.id = food_id),
        (select v.price from drink_variants v where v.id = drink_variant_id))`.as('dishPrice'),
    ])
    .where(parent as 'parentId', 'in', parentIds)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  const allergensById = await findAllergensOf(
    db,
    allergens,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    name: fromColumns('name', row),
    description: descriptionFrom(row),
    price: row.price,
    sortOrder: row.sortOrder,
    allergens: allergensById.get(row.id) ?? [],
    dietTags: dietTagsFrom(row.dietTags),
    allergensDeclared: Boolean(row.allergensDeclared),
    foodId: row.foodId,
    drinkVariantId: row.drinkVariantId,
    dishPrice: row.dishPrice === null ? null : Number(row.dishPrice),
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
    dietTags: dietTagsColumn(input.dietTags),
    foodId: input.foodId,
    drinkVariantId: input.drinkVariantId,
    allergensDeclared: input.allergensDeclared ? 1 : 0,
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

/** A dish that items are made from: a food, or one size of a drink. */
export type DishLink = { foodId: number } | { drinkVariantId: number };

/**
 * The items made from the dish whose parent is served today or later (a daily menu of today or
 * later, an offer not yet over): the ones that follow the dish as it changes.
 */
export async function findFollowing(
  db: Db,
  kind: MenuItemKind,
  dish: DishLink,
  today: string,
): Promise<Array<{ id: number; parentId: number }>> {
  const { table, parent, parentTable, lastDay } = MENU_ITEM_KINDS[kind];
  const [column, id] =
    'foodId' in dish ? ['foodId', dish.foodId] : ['drinkVariantId', dish.drinkVariantId];
  const rows = await sql<{ id: number; parentId: number }>`
    select i.id as id, i.${sql.ref(parent)} as parent_id
    from ${sql.table(table)} i join ${sql.table(parentTable)} p on p.id = i.${sql.ref(parent)}
    where i.${sql.ref(column)} = ${id} and p.${sql.ref(lastDay)} >= ${today}
    order by p.${sql.ref(lastDay)}, i.id`.execute(db);
  return rows.rows.map((row) => ({ id: Number(row.id), parentId: Number(row.parentId) }));
}

/** Writes a dish's texts into an item that follows it. */
export async function updateTexts(
  db: Db,
  kind: MenuItemKind,
  id: number,
  texts: Pick<MenuItemInput, 'name' | 'description' | 'allergensDeclared' | 'dietTags'>,
): Promise<void> {
  await untypedItems(db)
    .updateTable(MENU_ITEM_KINDS[kind].table)
    .set({
      ...toColumns('name', texts.name),
      ...descriptionColumns(texts.description),
      allergensDeclared: texts.allergensDeclared ? 1 : 0,
      dietTags: dietTagsColumn(texts.dietTags),
    } as never)
    .where('id', '=', id)
    .execute();
}
