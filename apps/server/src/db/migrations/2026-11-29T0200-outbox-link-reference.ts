import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The booking whose manage link a waiting message names: the link is written in at sending,
  // so that the outbox holds no usable link.
  await db.schema.alterTable('outbox').addColumn('link_reference', 'varchar(16)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('link_reference').execute();
}
