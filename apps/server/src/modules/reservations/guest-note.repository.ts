import type { Db } from '#src/db/database.ts';

/** Who a note is about: the guest's mailbox, phone key, or both. */
export type GuestKeys = { mailbox: string | null; phoneKey: string | null };

export type GuestNoteRow = GuestKeys & { id: number; note: string };

/** The notes about any of these mailboxes or phones. */
export function findByGuests(
  db: Db,
  mailboxes: string[],
  phoneKeys: string[],
): Promise<GuestNoteRow[]> {
  if (mailboxes.length === 0 && phoneKeys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('guestNotes')
    .select(['id', 'mailbox', 'phoneKey', 'note'])
    .where((eb) =>
      eb.or([
        ...(mailboxes.length > 0 ? [eb('mailbox', 'in', mailboxes)] : []),
        ...(phoneKeys.length > 0 ? [eb('phoneKey', 'in', phoneKeys)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
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
