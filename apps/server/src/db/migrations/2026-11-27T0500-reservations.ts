import type { Kysely } from 'kysely';
import { withIdColumn } from '#src/db/dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('reservations'))
    .addColumn('reference', 'varchar(6)', (col) => col.notNull().unique())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('idempotency_key', 'varchar(100)', (col) => col.unique())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('time', 'varchar(5)', (col) => col.notNull())
    .addColumn('party_size', 'integer', (col) => col.notNull())
    // Personal data: emptied retentionDays after the date or on request.
    .addColumn('name', 'varchar(100)')
    .addColumn('email', 'varchar(254)')
    .addColumn('phone', 'varchar(30)')
    .addColumn('note', 'varchar(1000)')
    .addColumn('language', 'varchar(2)', (col) => col.notNull())
    .addColumn('table_label', 'varchar(50)')
    .addColumn('staff_note', 'varchar(1000)')
    .addColumn('source', 'varchar(10)', (col) => col.notNull())
    .addColumn('reminded', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('erased', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('reservations_date').on('reservations').column('date').execute();
  await db.schema.createIndex('reservations_email').on('reservations').column('email').execute();

  // One row per day with bookings: a booking's transaction writes it first, so that the bookings
  // of one day are checked and written one after another (on every instance).
  await db.schema
    .createTable('reservation_days')
    .addColumn('date', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('outbox'))
    .addColumn('topic', 'varchar(50)', (col) => col.notNull())
    .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
    .addColumn('claimed_until', 'bigint')
    .addColumn('sent_at', 'bigint')
    .addColumn('last_error', 'varchar(500)')
    .execute();
  await db.schema
    .createIndex('outbox_due')
    .on('outbox')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('outbox_topic').on('outbox').column('topic').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('reservation_days').execute();
  await db.schema.dropTable('reservations').execute();
}
