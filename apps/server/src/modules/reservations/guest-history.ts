import type { GuestHistory } from '@restaurant/contract/reservation.ts';
import type { Db } from '#src/db/database.ts';
import { ValidationError } from '#src/lib/errors.ts';
import * as guestNoteRepository from '#src/modules/reservations/guest-note.repository.ts';
import type { GuestKeys } from '#src/modules/reservations/guest-note.repository.ts';
import * as reservationRepository from '#src/modules/reservations/reservation.repository.ts';
import type { GuestVisit } from '#src/modules/reservations/reservation.repository.ts';

const VISITED = ['arrived', 'finished'];

const sameGuest = (a: GuestKeys, b: GuestKeys) =>
  (a.mailbox !== null && a.mailbox === b.mailbox) ||
  (a.phoneKey !== null && a.phoneKey === b.phoneKey);

const known = (keys: GuestKeys) => keys.mailbox !== null || keys.phoneKey !== null;

const unique = (values: (string | null)[]) => [
  ...new Set(values.filter((value): value is string => value !== null)),
];

/** The note about a guest: the one found by mailbox before one found by phone. */
function noteFor<N extends GuestKeys>(notes: N[], guest: GuestKeys): N | undefined {
  return (
    notes.find((note) => guest.mailbox !== null && note.mailbox === guest.mailbox) ??
    notes.find((note) => guest.phoneKey !== null && note.phoneKey === guest.phoneKey)
  );
}

/**
 * The history of each booking's guest from the bookings still kept (erased ones name nobody):
 * visits before this booking's time, no-shows before it, and the staff's note. Null for a booking
 * without e-mail or phone.
 */
export async function guestHistories(
  db: Db,
  bookings: (GuestKeys & { id: number; date: string; time: string })[],
): Promise<Map<number, GuestHistory | null>> {
  const guests = bookings.filter(known);
  const mailboxes = unique(guests.map((guest) => guest.mailbox));
  const phoneKeys = unique(guests.map((guest) => guest.phoneKey));
  const [visits, notes] = await Promise.all([
    reservationRepository.findByGuests(db, mailboxes, phoneKeys),
    guestNoteRepository.findByGuests(db, mailboxes, phoneKeys),
  ]);
  const before = (visit: GuestVisit, booking: { date: string; time: string }) =>
    visit.date < booking.date || (visit.date === booking.date && visit.time < booking.time);
  return new Map(
    bookings.map((booking) => {
      if (!known(booking)) return [booking.id, null];
      const earlier = visits.filter(
        (visit) => visit.id !== booking.id && sameGuest(visit, booking) && before(visit, booking),
      );
      return [
        booking.id,
        {
          visits: earlier.filter((visit) => VISITED.includes(visit.status)).length,
          noShows: earlier.filter((visit) => visit.status === 'noShow').length,
          note: noteFor(notes, booking)?.note ?? null,
        },
      ];
    }),
  );
}

/**
 * Writes the staff's note about a booking's guest (an empty one removes it); answers the note as
 * it was before, for the audit log.
 */
export async function saveGuestNote(
  db: Db,
  guest: GuestKeys,
  note: string | null,
  at: number,
): Promise<string | null> {
  if (!known(guest)) {
    throw new ValidationError([
      { path: 'guestNote', message: 'The booking has no e-mail or phone to keep it with' },
    ]);
  }
  const stored = noteFor(
    await guestNoteRepository.findByGuests(db, unique([guest.mailbox]), unique([guest.phoneKey])),
    guest,
  );
  if (stored && note) await guestNoteRepository.update(db, stored.id, note, at);
  else if (stored) await guestNoteRepository.remove(db, stored.id);
  else if (note) await guestNoteRepository.insert(db, guest, note, at);
  return stored?.note ?? null;
}
