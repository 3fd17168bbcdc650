import type { Db } from '#src/db/database.ts';

type SessionRecord = {
  id: string;
  userId: number;
  lastSeenAt: number;
  expiresAt: number;
  username: string;
  name: string | null;
};

export async function insert(
  db: Db,
  session: { id: string; userId: number; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      userId: session.userId,
      createdAt: session.now,
      lastSeenAt: session.now,
      expiresAt: session.expiresAt,
    })
    .execute();
}

export async function find(db: Db, id: string): Promise<SessionRecord | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('adminUsers', 'adminUsers.id', 'sessions.userId')
    .select([
      'sessions.id',
      'sessions.userId',
      'sessions.lastSeenAt',
      'sessions.expiresAt',
      'adminUsers.username',
      'adminUsers.name',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

export async function touch(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ lastSeenAt: now }).where('id', '=', id).execute();
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function removeAllOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

export async function removeExpired(db: Db, now: number): Promise<void> {
  await db.deleteFrom('sessions').where('expiresAt', '<=', now).execute();
}
