import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // What a booking's one-time key was sent with: a hash of the booking asked for and one of the
  // client that sent it, so that the key answers only the same submission from the same client.
  await db.schema.alterTable('reservations').addColumn('idempotency_request', 'text').execute();
  await db.schema.alterTable('reservations').addColumn('idempotency_client', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['idempotency_client', 'idempotency_request']) {
    await db.schema.alterTable('reservations').dropColumn(column).execute();
  }
}
