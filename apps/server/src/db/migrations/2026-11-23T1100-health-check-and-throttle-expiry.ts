import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row the health check rewrites, so that it proves the database still takes writes.
  await db.schema
    .createTable('health_check')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('checked_at', 'bigint', (col) => col.notNull())
    .execute();

  // Login throttle rows are swept by age on every login.
  await db.schema
    .createIndex('login_throttle_updated_at')
    .on('login_throttle')
    .column('updated_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_throttle_updated_at').execute();
  await db.schema.dropTable('health_check').execute();
}
