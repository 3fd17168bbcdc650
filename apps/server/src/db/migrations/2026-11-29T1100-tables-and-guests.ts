import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '#src/db/dialect.ts';
import { phoneKey } from '#src/lib/phone-key.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The room's tables a booking is given, as a JSON list of ids (the tables live in `settings`).
  await db.schema.alterTable('reservations').addColumn('table_ids', 'text').execute();
  // The guest's phone as it is matched (its last digits), to find the guest's earlier visits.
  await db.schema.alterTable('reservations').addColumn('phone_key', 'varchar(20)').execute();
  await db.schema
    .createIndex('reservations_phone_key')
    .on('reservations')
    .column('phone_key')
    .execute();
  const { rows } = await sql<{
    id: number;
    phone: string;
  }>`select id, phone from reservations where phone is not null`.execute(db);
  for (const row of rows) {
    await sql`update reservations set phone_key = ${phoneKey(row.phone)} where id = ${row.id}`.execute(
      db,
    );
  }
  // The staff's note about a guest, found by the guest's mailbox or phone; it goes when no kept
  // booking names the guest any more.
  await withIdColumn(db, db.schema.createTable('guest_notes'))
    .addColumn('mailbox', 'varchar(254)')
    .addColumn('phone_key', 'varchar(20)')
    .addColumn('note', 'varchar(1000)', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('guest_notes_mailbox').on('guest_notes').column('mailbox').execute();
  await db.schema
    .createIndex('guest_notes_phone_key')
    .on('guest_notes')
    .column('phone_key')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guest_notes').execute();
  await db.schema.dropIndex('reservations_phone_key').execute();
  await db.schema.alterTable('reservations').dropColumn('phone_key').execute();
  await db.schema.alterTable('reservations').dropColumn('table_ids').execute();
}
