import type { Kysely } from 'kysely';
import { withIdColumn } from '#src/db/dialect.ts';

const languages = ['hu', 'en', 'de'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  let events = withIdColumn(db, db.schema.createTable('events')).addColumn(
    'slug',
    'varchar(80)',
    (col) => col.notNull().unique(),
  );
  for (const lang of languages) {
    events = events
      .addColumn(`title_${lang}`, 'varchar(200)', (col) => col.notNull())
      .addColumn(`description_${lang}`, 'text', (col) => col.notNull())
      .addColumn(`prepayment_${lang}`, 'text', (col) => col.notNull());
  }
  await events
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('start_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('end_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('seats', 'integer', (col) => col.notNull())
    .addColumn('price_per_person', 'integer', (col) => col.notNull())
    .addColumn('exclusive', 'integer', (col) => col.notNull())
    .addColumn('booking_open', 'integer', (col) => col.notNull())
    .addColumn('min_party_size', 'integer', (col) => col.notNull())
    .addColumn('max_party_size', 'integer', (col) => col.notNull())
    .addColumn('picture_id', 'integer', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('prepayment_required', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('events_date').on('events').column('date').execute();

  let courses = withIdColumn(db, db.schema.createTable('event_courses'))
    .addColumn('event_id', 'integer', (col) =>
      col.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    // A course made from a dish keeps the dish's texts as they were when it was last followed.
    .addColumn('food_id', 'integer', (col) => col.references('foods.id').onDelete('set null'))
    .addColumn('diet_tags', 'varchar(200)', (col) => col.notNull().defaultTo(''));
  for (const lang of languages) {
    courses = courses
      .addColumn(`name_${lang}`, 'varchar(200)', (col) => col.notNull())
      .addColumn(`description_${lang}`, 'varchar(2000)');
  }
  await courses.execute();
  await db.schema
    .createIndex('event_courses_event')
    .on('event_courses')
    .column('event_id')
    .execute();
  await db.schema
    .createTable('event_course_allergens')
    .addColumn('event_course_id', 'integer', (col) =>
      col.notNull().references('event_courses.id').onDelete('cascade'),
    )
    .addColumn('allergen_id', 'integer', (col) =>
      col.notNull().references('allergens.id').onDelete('restrict'),
    )
    .addPrimaryKeyConstraint('event_course_allergens_pk', ['event_course_id', 'allergen_id'])
    .execute();

  // A booking of an event takes the event's seats, not the restaurant's; paid by transfer when
  // the event asks for it.
  await db.schema
    .alterTable('reservations')
    .addColumn('event_id', 'integer', (col) => col.references('events.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('reservations').addColumn('paid_at', 'bigint').execute();
  await db.schema.createIndex('reservations_event').on('reservations').column('event_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reservations_event').execute();
  await db.schema.alterTable('reservations').dropColumn('paid_at').execute();
  await db.schema.alterTable('reservations').dropColumn('event_id').execute();
  await db.schema.dropTable('event_course_allergens').execute();
  await db.schema.dropTable('event_courses').execute();
  await db.schema.dropTable('events').execute();
}
