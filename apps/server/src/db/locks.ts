import { sql } from 'kysely';
import type { Db } from '#src/db/database.ts';
import { isPostgres } from '#src/db/dialect.ts';

/**
 * Makes the writes of transactions that take the same named lock happen one after another, until
 * the caller's transaction ends: a rule over rows that may not exist yet (such as "at most one
 * featured offer on a date") then holds under parallel requests. PostgreSQL takes a transaction
 * advisory lock; SQLite already runs one write transaction at a time.
 */
export async function serializeOn(trx: Db, name: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}
