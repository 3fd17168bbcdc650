import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // When a seated party left (a finished booking): its seats are free from then on.
  await db.schema.alterTable('reservations').addColumn('left_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservations').dropColumn('left_at').execute();
}
