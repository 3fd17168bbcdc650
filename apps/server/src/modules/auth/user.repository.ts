import type { Db } from '#src/db/database.ts';

export type UserRecord = {
  id: number;
  username: string;
  name: string | null;
  passwordHash: string;
  totpSecret: string;
};

export function normalizeUsername(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

export async function findByUsername(db: Db, username: string): Promise<UserRecord | undefined> {
  return db
    .selectFrom('adminUsers')
    .select(['id', 'username', 'name', 'passwordHash', 'totpSecret'])
    .where('username', '=', normalizeUsername(username))
    .executeTakeFirst();
}

export async function findAll(db: Db) {
  return db
    .selectFrom('adminUsers')
    .select(['id', 'username', 'name', 'createdAt'])
    .orderBy('id')
    .execute();
}

export async function insert(
  db: Db,
  user: { username: string; name: string | null; passwordHash: string; totpSecret: string },
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('adminUsers')
    .values({ ...user, username: normalizeUsername(user.username), createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function update(
  db: Db,
  id: number,
  changes: { passwordHash?: string; totpSecret?: string; totpLastStep?: null },
): Promise<void> {
  await db.updateTable('adminUsers').set(changes).where('id', '=', id).execute();
}

export async function remove(db: Db, id: number): Promise<void> {
  await db.deleteFrom('adminUsers').where('id', '=', id).execute();
}

/**
 * Records that a TOTP time step was used; false when it (or a later one) already was. One
 * conditional update, so two concurrent logins with the same code cannot both succeed.
 */
export async function claimTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('adminUsers')
    .set({ totpLastStep: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
