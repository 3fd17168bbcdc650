import { randomUUID } from 'node:crypto';
import type { Db } from '#src/db/schema.ts';

/**
 * Records that the public content changed: a new random token, so that a restored database
 * never brings back a token a server has seen.
 */
export async function recordContentChange(db: Db): Promise<string> {
  const token = randomUUID();
  await db
    .insertInto('contentVersion')
    .values({ id: 1, token })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ token }))
    .execute();
  return token;
}

/** The token of the content's last change (none before the first). */
export async function readContentVersion(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('contentVersion')
    .select('token')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.token ?? null;
}
