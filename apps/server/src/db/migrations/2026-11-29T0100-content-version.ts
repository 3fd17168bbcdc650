import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row whose token every change of the public content replaces, so that a running server
  // notices a change it was not told of (a command-line seed, reset or restore).
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('token', 'varchar(36)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_version').execute();
}
