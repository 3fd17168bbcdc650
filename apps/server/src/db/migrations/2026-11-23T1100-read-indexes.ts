import type { Kysely } from 'kysely';

// Reads look items up by their menu or offer, offers by their period, and whether an allergen is
// still used by its links; without these indexes each of them scans every row, so they would slow
// down as the years of history grow.
const INDEXES = [
  ['daily_menu_items_menu_index', 'daily_menu_items', ['daily_menu_id', 'sort_order']],
  ['offer_items_offer_index', 'offer_items', ['offer_id', 'sort_order']],
  ['offers_period_index', 'offers', ['end_date', 'start_date']],
  ['food_allergens_allergen_index', 'food_allergens', ['allergen_id']],
  ['daily_menu_item_allergens_allergen_index', 'daily_menu_item_allergens', ['allergen_id']],
  ['offer_item_allergens_allergen_index', 'offer_item_allergens', ['allergen_id']],
  ['drink_allergens_allergen_index', 'drink_allergens', ['allergen_id']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) {
    await db.schema.dropIndex(name).execute();
  }
}
