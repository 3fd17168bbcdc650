import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
} from 'kysely';

export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Adds an auto-generated integer primary key named id that never reuses a deleted id. */
export function withIdColumn<T extends string, D>(
  db: Kysely<D>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  const build = isPostgres(db)
    ? (col: ColumnDefinitionBuilder) => col.primaryKey().generatedByDefaultAsIdentity()
    : (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement();
  return table.addColumn('id', 'integer', build);
}

export async function ping<T>(db: Kysely<T>): Promise<void> {
  await sql`select 1`.execute(db);
}
