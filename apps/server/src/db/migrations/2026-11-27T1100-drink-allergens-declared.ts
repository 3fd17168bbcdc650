import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // 1 when the drink's allergens were given, also as "none of the 14"; 0 when nobody said. A
  // drink that lists allergens has given them.
  await db.schema
    .alterTable('drinks')
    .addColumn('allergens_declared', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update drinks set allergens_declared = 1
    where id in (select drink_id from drink_allergens)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('drinks').dropColumn('allergens_declared').execute();
}
