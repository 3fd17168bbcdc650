import { sql } from 'kysely';
import type { Db } from '#src/db/database.ts';
import { plainRows } from '#src/db/plain-rows.ts';

/** Who a note is about: the guest's mailbox, phone key, or both. */
export type GuestKeys = { mailbox: string | null; phoneKey: string | null };

export type GuestNoteRow = GuestKeys & { id: number; note: string };

/** The rows made with any of these mailboxes or phones (at least one given). */
const madeBy = (guests: { mailboxes: string[]; phoneKeys: string[] }) =>
  sql.join(
    [
      ...(guests.mailboxes.length > 0 ? [sql`mailbox in (${sql.join(guests.mailboxes)})`] : []),
      ...(guests.phoneKeys.length > 0 ? [sql`phone_key in (${sql.join(guests.phoneKeys)})`] : []),
    ],
    sql` or `,
  );

/** The notes about any of these mailboxes or phones. */
export async function findByGuests(
  db: Db,
  guests: { mailboxes: string[]; phoneKeys: string[] },
): Promise<GuestNoteRow[]> {
  if (guests.mailboxes.length === 0 && guests.phoneKeys.length === 0) return [];
  const { rows } = await sql<GuestNoteRow>`select id, mailbox, phone_key as "phoneKey", note
    from guest_notes where ${madeBy(guests)} order by id`.execute(plainRows(db));
  return rows;
}

export async function insert(db: Db, keys: GuestKeys, note: string, at: number): Promise<void> {
  await db
    .insertInto('guestNotes')
    .values({ mailbox: keys.mailbox, phoneKey: keys.phoneKey, note, updatedAt: at })
    .execute();
}

export async function update(db: Db, id: number, note: string, at: number): Promise<void> {
  await db.updateTable('guestNotes').set({ note, updatedAt: at }).where('id', '=', id).execute();
}

export async function remove(db: Db, id: number): Promise<void> {
  await db.deleteFrom('guestNotes').where('id', '=', id).execute();
}

/** Removes the notes about guests no kept booking names any more (their data was erased). */
export async function removeOrphans(db: Db): Promise<void> {
  await db
    .deleteFrom('guestNotes')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reservations')
            .select('reservations.id')
            .where('reservations.erased', '=', 0)
            .where((eb) =>
              eb.or([
                eb('reservations.mailbox', '=', eb.ref('guestNotes.mailbox')),
                eb('reservations.phoneKey', '=', eb.ref('guestNotes.phoneKey')),
              ]),
            ),
        ),
      ),
    )
    .execute();
}
