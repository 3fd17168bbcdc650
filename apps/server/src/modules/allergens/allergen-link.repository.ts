import type { Kysely } from 'kysely';
import { byCode } from '@restaurant/contract/allergen-order.ts';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { Db } from '#src/db/database.ts';
import { NAME_COLUMNS, fromColumns } from '#src/db/localized.ts';

/** The join tables that tie an allergen to something a guest eats. */
export const LINK_TABLES = {
  foodAllergens: 'foodId',
  drinkAllergens: 'drinkId',
  dailyMenuItemAllergens: 'dailyMenuItemId',
  offerItemAllergens: 'offerItemId',
  eventCourseAllergens: 'eventCourseId',
} as const;
export type LinkTable = keyof typeof LINK_TABLES;

/** The table of what each join table's owner is. */
const OWNER_TABLES = {
  foodAllergens: 'foods',
  drinkAllergens: 'drinks',
  dailyMenuItemAllergens: 'dailyMenuItems',
  offerItemAllergens: 'offerItems',
  eventCourseAllergens: 'eventCourses',
} as const satisfies Record<LinkTable, string>;

type Untyped = {
  link: { ownerId: number; allergenId: number };
  allergens: { id: number; code: string; nameHu: string; nameEn: string; nameDe: string };
  owner: { id: number; dietTags: string };
};

// The join table is chosen at run time, which Kysely cannot type; the rows' shape is given here.
const untyped = (db: Db) => db as unknown as Kysely<Untyped>;

/** The allergens of each owner (a food, a drink, a daily-menu or offer item, an event's course), in the order of their marks. */
export async function findAllergensOf(
  db: Db,
  table: LinkTable,
  ownerIds: number[],
): Promise<Map<number, Allergen[]>> {
  const byOwner = new Map<number, Allergen[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const rows = await untyped(db)
    .selectFrom(`${table} as link` as 'link')
    .innerJoin('allergens', 'allergens.id', 'link.allergenId')
    .select([
      `link.${LINK_TABLES[table]} as ownerId` as 'link.ownerId',
      'allergens.id',
      'allergens.code',
      ...NAME_COLUMNS,
    ])
    .where(`link.${LINK_TABLES[table]}` as 'link.ownerId', 'in', ownerIds)
    .execute();
  for (const row of rows) {
    byOwner.get(row.ownerId)?.push({ id: row.id, code: row.code, name: fromColumns('name', row) });
  }
  for (const [owner, allergens] of byOwner) byOwner.set(owner, byCode(allergens));
  return byOwner;
}

/** The diet tags (as stored) of everything that lists the allergen, each set of them once. */
export async function findDietTagsListing(db: Db, allergenId: number): Promise<string[]> {
  const tags = await Promise.all(
    (Object.keys(LINK_TABLES) as LinkTable[]).map((table) =>
      untyped(db)
        .selectFrom(`${table} as link` as 'link')
        .innerJoin(
          `${OWNER_TABLES[table]} as owner` as 'owner',
          'owner.id',
          `link.${LINK_TABLES[table]}` as 'link.ownerId',
        )
        .select('owner.dietTags')
        .distinct()
        .where('link.allergenId', '=', allergenId)
        .where('owner.dietTags', '<>', '')
        .execute(),
    ),
  );
  return [...new Set(tags.flat().map((row) => row.dietTags))];
}

/** Replaces the owner's allergens with the given ones, which the caller has checked exist. */
export async function replaceAllergensOf(
  db: Db,
  table: LinkTable,
  ownerId: number,
  allergenIds: number[],
): Promise<void> {
  const ownerColumn = LINK_TABLES[table];
  await untyped(db)
    .deleteFrom(table as 'link')
    .where(ownerColumn as 'ownerId', '=', ownerId)
    .execute();
  if (allergenIds.length > 0) {
    await untyped(db)
      .insertInto(table as 'link')
      .values(allergenIds.map((allergenId) => ({ [ownerColumn]: ownerId, allergenId }) as never))
      .execute();
  }
}
