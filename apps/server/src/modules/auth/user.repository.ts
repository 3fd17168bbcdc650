import { sql } from 'kysely';
import type { Role } from '@restaurant/contract/auth.ts';
import type { Db } from '#src/db/database.ts';

export type UserRecord = {
  id: number;
  username: string;
  name: string | null;
  role: Role;
  active: number;
  passwordHash: string;
  totpSecret: string;
  pendingTotpSecret: string | null;
};

/** What the account list shows; no hashes or secrets. */
const PUBLIC_COLUMNS = [
  'id',
  'username',
  'name',
  'role',
  'active',
  'createdAt',
  'lastLoginAt',
] as const;

export function normalizeUsername(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

const CREDENTIAL_COLUMNS = [
  'id',
  'username',
  'name',
  'role',
  'active',
  'passwordHash',
  'totpSecret',
  'pendingTotpSecret',
] as const;

export async function findByUsername(db: Db, username: string): Promise<UserRecord | undefined> {
  return db
    .selectFrom('adminUsers')
    .select(CREDENTIAL_COLUMNS)
    .where('username', '=', normalizeUsername(username))
    .executeTakeFirst();
}

export async function findCredentialsById(db: Db, id: number): Promise<UserRecord | undefined> {
  return db
    .selectFrom('adminUsers')
    .select(CREDENTIAL_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

// An invited person has no password until they follow the invitation.
const enrolled = sql<number>`case when password_hash = '' then 0 else 1 end`.as('enrolled');

export async function findAll(db: Db) {
  return db
    .selectFrom('adminUsers')
    .select([...PUBLIC_COLUMNS, enrolled])
    .orderBy('id')
    .execute();
}

export async function findById(db: Db, id: number) {
  return db
    .selectFrom('adminUsers')
    .select([...PUBLIC_COLUMNS, enrolled])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function count(db: Db): Promise<number> {
  const row = await db
    .selectFrom('adminUsers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many active owners there are besides the given account. */
export async function countOtherActiveOwners(db: Db, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('adminUsers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'owner')
    .where('active', '=', 1)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insert(
  db: Db,
  user: {
    username: string;
    name: string | null;
    passwordHash: string;
    totpSecret: string;
    role: Role;
  },
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
  changes: {
    passwordHash?: string;
    totpSecret?: string;
    totpLastStep?: null;
    pendingTotpSecret?: string | null;
    name?: string | null;
    role?: Role;
    active?: number;
    lastLoginAt?: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('adminUsers')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function remove(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('adminUsers').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows === 1n;
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
