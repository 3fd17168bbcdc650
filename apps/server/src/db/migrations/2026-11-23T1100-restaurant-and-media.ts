import type { Kysely } from 'kysely';
import { bytesType, withIdColumn } from '#src/db/dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The restaurant's profile, opening hours and gallery: one JSON document each, replaced whole.
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(50)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('media'))
    .addColumn('key', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('widths', 'varchar(100)', (col) => col.notNull())
    .addColumn('alt_hu', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    .addColumn('alt_en', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    .addColumn('alt_de', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('media_files')
    .addColumn('media_id', 'integer', (col) =>
      col.notNull().references('media.id').onDelete('cascade'),
    )
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('format', 'varchar(4)', (col) => col.notNull())
    .addColumn('bytes', bytesType(db), (col) => col.notNull())
    .addPrimaryKeyConstraint('media_files_pk', ['media_id', 'width', 'format'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_files').execute();
  await db.schema.dropTable('media').execute();
  await db.schema.dropTable('settings').execute();
}
