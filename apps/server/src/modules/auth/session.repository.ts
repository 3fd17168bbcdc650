import type { Role } from '@restaurant/contract/auth.ts';
import type { Db } from '#src/db/database.ts';
import { precompiled } from '#src/db/precompiled.ts';

type SessionRecord = {
  id: string;
  userId: number;
  lastSeenAt: number;
  expiresAt: number;
  username: string;
  name: string | null;
  role: Role;
  active: number;
};

export async function insert(
  db: Db,
  session: { id: string; userId: number; now: number; expiresAt: number; userAgent: string | null },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      userId: session.userId,
      createdAt: session.now,
      lastSeenAt: session.now,
      expiresAt: session.expiresAt,
      userAgent: session.userAgent,
    })
    .execute();
}

const byId = precompiled((db) =>
  db
    .selectFrom('sessions')
    .innerJoin('adminUsers', 'adminUsers.id', 'sessions.userId')
    .select([
      'sessions.id',
      'sessions.userId',
      'sessions.lastSeenAt',
      'sessions.expiresAt',
      'adminUsers.username',
      'adminUsers.name',
      'adminUsers.role',
      'adminUsers.active',
    ])
    .where('sessions.id', '=', ''),
);

/** The session with its user (read on every signed-in request). */
export async function find(db: Db, id: string): Promise<SessionRecord | undefined> {
  const [row] = await byId(db, [id]);
  return row;
}

/** The user's sessions that have not expired, latest used first. */
export async function findOfUser(db: Db, userId: number, now: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'createdAt', 'lastSeenAt', 'userAgent'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', now)
    .orderBy('lastSeenAt', 'desc')
    .execute();
}

export async function touch(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ lastSeenAt: now }).where('id', '=', id).execute();
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends one session of the user; false when the user has no such session. */
export async function removeOfUser(db: Db, userId: number, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/** Ends every session of the user, except the one given (if any); answers how many ended. */
export async function removeAllOfUser(db: Db, userId: number, exceptId?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function removeExpired(db: Db, now: number): Promise<void> {
  await db.deleteFrom('sessions').where('expiresAt', '<=', now).execute();
}
