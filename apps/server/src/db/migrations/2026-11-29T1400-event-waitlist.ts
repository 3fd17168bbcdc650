import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // An entry may wait for an event's seats: its date and time are then the event's.
  await db.schema
    .alterTable('waitlist')
    .addColumn('event_id', 'integer', (col) => col.references('events.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('waitlist_event')
    .on('waitlist')
    .columns(['event_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('waitlist_event').execute();
  await db.schema.alterTable('waitlist').dropColumn('event_id').execute();
}
