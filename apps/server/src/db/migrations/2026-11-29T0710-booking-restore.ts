import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The status a cancelled, declined or no-show booking had before, for staff to restore it.
  await db.schema.alterTable('reservations').addColumn('ended_from', 'varchar(20)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservations').dropColumn('ended_from').execute();
}
