import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A day's bookings are read in time order (the day view): the index hands them over sorted, so
  // the database no longer sorts a busy day's list on every read. It serves every read by date.
  await db.schema
    .createIndex('reservations_date_time')
    .on('reservations')
    .columns(['date', 'time'])
    .execute();
  await db.schema.dropIndex('reservations_date').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('reservations_date').on('reservations').column('date').execute();
  await db.schema.dropIndex('reservations_date_time').execute();
}
