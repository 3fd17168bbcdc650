import type { Kysely } from 'kysely';
import { withIdColumn } from '#src/db/dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Guests waiting for a table on a full day: offered a time, they hold its seats until hold_until.
  await withIdColumn(db, db.schema.createTable('waitlist'))
    .addColumn('reference', 'varchar(6)', (col) => col.notNull().unique())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('party_size', 'integer', (col) => col.notNull())
    .addColumn('from_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('to_time', 'varchar(5)', (col) => col.notNull())
    // Personal data: emptied with the bookings' (retentionDays after the date, or on request).
    .addColumn('name', 'varchar(100)')
    .addColumn('email', 'varchar(254)')
    .addColumn('mailbox', 'varchar(254)')
    .addColumn('phone', 'varchar(30)')
    .addColumn('language', 'varchar(2)', (col) => col.notNull())
    .addColumn('offered_time', 'varchar(5)')
    .addColumn('hold_until', 'bigint')
    .addColumn('reservation_id', 'integer')
    .addColumn('erased', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('waitlist_date').on('waitlist').columns(['date', 'status']).execute();
  await db.schema.createIndex('waitlist_email').on('waitlist').column('email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waitlist').execute();
}
