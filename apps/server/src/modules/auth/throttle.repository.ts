import { sql } from 'kysely';
import type { Db } from '#src/db/database.ts';

/** From which failure count on (descending) a new attempt locks the key, and for how long. */
export type LockSteps = ReadonlyArray<{ fromFailures: number; lockMs: number }>;

function lockMsAfter(steps: LockSteps, failures: number): number {
  return steps.find((step) => failures >= step.fromFailures)?.lockMs ?? 0;
}

/** When the key's lock ends, or undefined while it is not locked: a read, for a cheap refusal. */
export async function lockedUntil(db: Db, key: string, now: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('loginThrottle')
    .select('lockedUntil')
    .where('key', '=', key)
    .where('lockedUntil', '>', now)
    .executeTakeFirst();
  return row?.lockedUntil;
}

/**
 * Notes a refused attempt on a locked key and returns when the lock ends. It is a write like the
 * counting of an admitted attempt, so that a refusal costs the database as much as a count.
 */
export async function touchLocked(db: Db, key: string, now: number): Promise<number | undefined> {
  const row = await db
    .updateTable('loginThrottle')
    .set({ updatedAt: now })
    .where('key', '=', key)
    .returning('lockedUntil')
    .executeTakeFirst();
  return row?.lockedUntil;
}

/**
 * Counts one attempt against the key and sets the lock it earns, in one statement, unless the key
 * is locked: then nothing changes and the answer is undefined. Parallel attempts are serialised by
 * the row, so no more of them pass than the lock allows.
 */
export async function countAttempt(
  db: Db,
  key: string,
  now: number,
  steps: LockSteps,
): Promise<number | undefined> {
  const next = sql<number>`login_throttle.failures + 1`;
  const firstLockMs = lockMsAfter(steps, 1);
  const lockedUntil = sql<number>`case ${sql.join(
    steps.map(
      (step) =>
        sql`when ${next} >= ${sql.lit(step.fromFailures)} then cast(${now + step.lockMs} as bigint)`,
    ),
    sql` `,
  )} else cast(${0} as bigint) end`;
  const row = await db
    .insertInto('loginThrottle')
    .values({
      key,
      failures: 1,
      lockedUntil: firstLockMs > 0 ? now + firstLockMs : 0,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ failures: next, lockedUntil, updatedAt: now })
        .where('loginThrottle.lockedUntil', '<=', now),
    )
    .returning('failures')
    .executeTakeFirst();
  return row?.failures;
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('key', '=', key).execute();
}

/**
 * Forgets keys nobody has tried since `untouchedSince` and that are not locked now, so that the
 * table stays as small as a day of attempts; an existing account's key with at least
 * `keepAccountFailures` failures stays, so that its next failure locks it for long again.
 */
export async function deleteStale(
  db: Db,
  options: {
    untouchedSince: number;
    now: number;
    keepAccountFailures: number;
    accountKeyPrefix: string;
  },
): Promise<void> {
  await db
    .deleteFrom('loginThrottle')
    .where('updatedAt', '<', options.untouchedSince)
    .where('lockedUntil', '<=', options.now)
    .where((eb) =>
      eb.not(
        eb.and([
          eb('failures', '>=', options.keepAccountFailures),
          eb(
            'key',
            'in',
            eb
              .selectFrom('adminUsers')
              .select(sql<string>`${options.accountKeyPrefix} || username`.as('key')),
          ),
        ]),
      ),
    )
    .execute();
}
