import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reservations')
    // The SEQUENCE the booking's next calendar entry carries (RFC 5545): each one sent takes it.
    .addColumn('calendar_sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // When the guest answered the reminder "still coming".
  await db.schema.alterTable('reservations').addColumn('reconfirmed_at', 'bigint').execute();
  // The e-mail address as a mailbox (no +tag, no dots where the provider ignores them), for the
  // per-address limit; erased with the address.
  await db.schema.alterTable('reservations').addColumn('mailbox', 'text').execute();
  await sql`update reservations set mailbox = email`.execute(db);
  await db.schema
    .createIndex('reservations_mailbox_created')
    .on('reservations')
    .columns(['mailbox', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reservations_mailbox_created').execute();
  for (const column of ['mailbox', 'reconfirmed_at', 'calendar_sequence']) {
    await db.schema.alterTable('reservations').dropColumn(column).execute();
  }
}
