import { sql } from 'kysely';
import type { Db } from '#src/db/database.ts';

export async function find(db: Db, key: string) {
  return db
    .selectFrom('loginThrottle')
    .select(['failures', 'lockedUntil'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Adds one failure atomically and returns the new count. */
export async function addFailure(db: Db, key: string, now: number): Promise<number> {
  const row = await db
    .insertInto('loginThrottle')
    .values({ key, failures: 1, lockedUntil: 0, updatedAt: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`login_throttle.failures + 1`,
        updatedAt: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function lockUntil(db: Db, key: string, until: number): Promise<void> {
  await db
    .updateTable('loginThrottle')
    .set({ lockedUntil: until })
    .where('key', '=', key)
    .execute();
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('key', '=', key).execute();
}
