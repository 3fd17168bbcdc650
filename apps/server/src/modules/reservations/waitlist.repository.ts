import type { Selectable } from 'kysely';
import type { Db } from '#src/db/database.ts';
import type { Database } from '#src/db/schema.ts';

export type WaitlistRow = Selectable<Database['waitlist']>;
export type NewWaitlistEntry = Omit<
  WaitlistRow,
  'id' | 'offeredTime' | 'holdUntil' | 'reservationId' | 'erased'
>;

export async function insert(db: Db, row: NewWaitlistEntry): Promise<number> {
  const { id } = await db
    .insertInto('waitlist')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findById(db: Db, id: number): Promise<WaitlistRow | undefined> {
  return db.selectFrom('waitlist').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByTokenHash(db: Db, tokenHash: string): Promise<WaitlistRow | undefined> {
  return db
    .selectFrom('waitlist')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .where('erased', '=', 0)
    .executeTakeFirst();
}

/** A day's entries in the order they joined. */
export function findOn(db: Db, date: string, statuses?: string[]): Promise<WaitlistRow[]> {
  let query = db.selectFrom('waitlist').selectAll().where('date', '=', date);
  if (statuses) query = query.where('status', 'in', statuses);
  return query.orderBy('id').execute();
}

/** The dates from one on whose lists someone waits or holds an offer. */
export async function activeDates(db: Db, from: string): Promise<string[]> {
  const rows = await db
    .selectFrom('waitlist')
    .select('date')
    .distinct()
    .where('date', '>=', from)
    .where('status', 'in', ['waiting', 'offered'])
    .orderBy('date')
    .execute();
  return rows.map((row) => row.date);
}

/** Entries made for a mailbox (its +tags and ignored dots alike) since an instant. */
export async function countByMailboxSince(db: Db, mailbox: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('waitlist')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('mailbox', '=', mailbox)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type WaitlistPatch = Partial<
  Pick<WaitlistRow, 'status' | 'offeredTime' | 'holdUntil' | 'reservationId'>
>;

/** Changes an entry that is still in one of `from`; false when it no longer is. */
export async function update(
  db: Db,
  id: number,
  from: string[],
  patch: WaitlistPatch,
): Promise<boolean> {
  const result = await db
    .updateTable('waitlist')
    .set(patch)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes an event's entries (waiting or offered) to its date, when it has moved. */
export async function moveToEventDate(db: Db, eventId: number, date: string): Promise<void> {
  await db
    .updateTable('waitlist')
    .set({ date })
    .where('eventId', '=', eventId)
    .where('date', '!=', date)
    .where('status', 'in', ['waiting', 'offered'])
    .execute();
}

/** Ends the day's offers whose hold has run out by an instant; answers how many. */
export async function lapseHeld(db: Db, date: string, now: number): Promise<number> {
  const result = await db
    .updateTable('waitlist')
    .set({ status: 'lapsed' })
    .where('date', '=', date)
    .where('status', '=', 'offered')
    .where('holdUntil', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Empties the personal data of the entries chosen; answers their ids. */
async function erase(db: Db, where: { email: string } | { before: string }): Promise<number[]> {
  const rows = await db
    .updateTable('waitlist')
    .set({ name: null, email: null, mailbox: null, phone: null, erased: 1 })
    .where('erased', '=', 0)
    .where((eb) =>
      'email' in where ? eb('email', '=', where.email) : eb('date', '<', where.before),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export const eraseByEmail = (db: Db, email: string) => erase(db, { email });
export const eraseBefore = (db: Db, date: string) => erase(db, { before: date });
