import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // When a booking was cancelled, so that the owner's numbers can tell a late cancellation.
  await db.schema.alterTable('reservations').addColumn('cancelled_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservations').dropColumn('cancelled_at').execute();
}
