import type { Kysely } from 'kysely';

// What a guest eats carries its diet tags (vegetarian, vegan, spicy), comma-separated; none is ''.
const TABLES = ['foods', 'drinks', 'daily_menu_items', 'offer_items'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('diet_tags', 'varchar(40)', (col) => col.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('diet_tags').execute();
  }
}
