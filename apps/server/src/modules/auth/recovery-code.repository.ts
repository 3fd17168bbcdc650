import type { Db } from '#src/db/database.ts';

/** Replaces every recovery code of the user with the given hashes. */
export async function replaceAll(
  db: Db,
  userId: number,
  codeHashes: string[],
  now: number,
): Promise<void> {
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  if (codeHashes.length === 0) return;
  await db
    .insertInto('recoveryCodes')
    .values(codeHashes.map((codeHash) => ({ codeHash, userId, createdAt: now })))
    .execute();
}

/** Spends a code: true when it was the user's and unused. One delete, so it works only once. */
export async function claim(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('recoveryCodes')
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

export async function countOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recoveryCodes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
