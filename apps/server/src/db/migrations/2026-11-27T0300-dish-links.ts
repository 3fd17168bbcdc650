import { sql, type Kysely } from 'kysely';

const ITEM_TABLES = [
  ['daily_menu_items', 'daily_menu_item_allergens', 'daily_menu_item_id'],
  ['offer_items', 'offer_item_allergens', 'offer_item_id'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, links, itemColumn] of ITEM_TABLES) {
    // An item made from a dish or a drink's size keeps a link to it; deleting the dish leaves the
    // item with the texts it had.
    await db.schema
      .alterTable(table)
      .addColumn('food_id', 'integer', (col) => col.references('foods.id').onDelete('set null'))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('drink_variant_id', 'integer', (col) =>
        col.references('drink_variants.id').onDelete('set null'),
      )
      .execute();
    // 1 when the allergens were given, also as "none of the 14"; 0 when nobody said.
    await db.schema
      .alterTable(table)
      .addColumn('allergens_declared', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`update ${sql.table(table)} set allergens_declared = 1
      where id in (select ${sql.ref(itemColumn)} from ${sql.table(links)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of ITEM_TABLES) {
    for (const column of ['allergens_declared', 'drink_variant_id', 'food_id']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
