import type { Db } from '#src/db/database.ts';

export async function insert(
  db: Db,
  invitation: {
    tokenHash: string;
    userId: number;
    totpSecret: string;
    now: number;
    expiresAt: number;
  },
): Promise<void> {
  const { now, ...fields } = invitation;
  await db
    .insertInto('invitations')
    .values({ ...fields, createdAt: now })
    .execute();
}

/** An invitation that has not expired, for an account that is active, with the account. */
export async function findValid(db: Db, tokenHash: string, now: number) {
  return db
    .selectFrom('invitations')
    .innerJoin('adminUsers', 'adminUsers.id', 'invitations.userId')
    .select([
      'invitations.userId',
      'invitations.totpSecret',
      'invitations.expiresAt',
      'adminUsers.username',
      'adminUsers.name',
    ])
    .where('invitations.tokenHash', '=', tokenHash)
    .where('invitations.expiresAt', '>', now)
    .where('adminUsers.active', '=', 1)
    .executeTakeFirst();
}

/** Spends an invitation: true only for the one caller that removed it. */
export async function claim(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('invitations')
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

export async function removeOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('invitations').where('userId', '=', userId).execute();
}

export async function removeExpired(db: Db, now: number): Promise<void> {
  await db.deleteFrom('invitations').where('expiresAt', '<=', now).execute();
}
