import type { Db } from '#src/db/database.ts';

/** Runs the work in the caller's transaction when there is one, otherwise in a new one. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
