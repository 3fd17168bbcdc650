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

/**
 * The rows a query reads, locked against changes until the transaction ends (PostgreSQL's FOR
 * SHARE; SQLite lets one transaction write at a time, which locks them already).
 */
export function sharedLock<T, Q extends { forShare(): Q }>(db: Kysely<T>, query: Q): Q {
  return isPostgres(db) ? query.forShare() : query;
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

/** Whether the database answers a trivial query within the time given. */
export async function isDatabaseUp<T>(db: Kysely<T>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([sql`select 1`.execute(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The column type for bytes: PostgreSQL's bytea, SQLite's blob. */
export function bytesType<T>(db: Kysely<T>): 'bytea' | 'blob' {
  return isPostgres(db) ? 'bytea' : 'blob';
}
