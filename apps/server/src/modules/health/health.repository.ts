import type { Db } from '#src/db/database.ts';

/** Rewrites the one health row: succeeds only while the database takes writes. */
export async function recordCheck(db: Db, now: number): Promise<void> {
  await db
    .insertInto('healthCheck')
    .values({ id: 1, checkedAt: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ checkedAt: now }))
    .execute();
}
