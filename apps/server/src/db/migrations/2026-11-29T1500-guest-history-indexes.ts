import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every read of the staff's day counts its guests' earlier visits per mailbox and phone: each
  // index holds all the count reads, in the order it groups by, so the table is not visited. The
  // one on the phone key alone is the second's first column.
  await db.schema
    .createIndex('reservations_guest_mailbox')
    .on('reservations')
    .columns(['mailbox', 'phone_key', 'date', 'status', 'erased'])
    .execute();
  await db.schema
    .createIndex('reservations_guest_phone')
    .on('reservations')
    .columns(['phone_key', 'mailbox', 'date', 'status', 'erased'])
    .execute();
  await db.schema.dropIndex('reservations_phone_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('reservations_phone_key')
    .on('reservations')
    .column('phone_key')
    .execute();
  await db.schema.dropIndex('reservations_guest_phone').execute();
  await db.schema.dropIndex('reservations_guest_mailbox').execute();
}
