import type { GuestHistory } from '@restaurant/contract/reservation.ts';
import type { Db } from '#src/db/database.ts';
import { ValidationError } from '#src/lib/errors.ts';
import * as guestNoteRepository from '#src/modules/reservations/guest-note.repository.ts';
import type { GuestKeys } from '#src/modules/reservations/guest-note.repository.ts';
import * as reservationRepository from '#src/modules/reservations/reservation.repository.ts';

const VISITED = ['arrived', 'finished'];

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

/** Finds, for a guest, the items made with the guest's mailbox or phone, each once. */
function byGuest<T extends GuestKeys>(items: T[]): (guest: GuestKeys) => T[] {
  const mailboxes = new Map<string, T[]>();
  const phones = new Map<string, T[]>();
  const file = (index: Map<string, T[]>, key: string | null, item: T) => {
    if (key === null) return;
    const found = index.get(key);
    if (found) found.push(item);
    else index.set(key, [item]);
  };
  for (const item of items) {
    file(mailboxes, item.mailbox, item);
    file(phones, item.phoneKey, item);
  }
  return (guest) => {
    const byMailbox = (guest.mailbox !== null && mailboxes.get(guest.mailbox)) || [];
    const byPhone = (guest.phoneKey !== null && phones.get(guest.phoneKey)) || [];
    if (byPhone.length === 0) return byMailbox;
    return byMailbox.length === 0 ? byPhone : [...new Set([...byMailbox, ...byPhone])];
  };
}

type Booking = GuestKeys & { id: number; date: string; time: string; status: string };

/**
 * The history of each booking's guest from the bookings still kept (erased ones name nobody):
 * visits before this booking's time, no-shows before it, and the staff's note. Null for a booking
 * without e-mail or phone. `bookings` are every booking from `from` to the last one's date (a
 * day's list, or a span's): the days before are counted in the database per guest, the list's own
 * one by one.
 */
export async function guestHistories(
  db: Db,
  from: string,
  bookings: Booking[],
): Promise<Map<number, GuestHistory | null>> {
  const guests = bookings.filter(known);
  const keys = {
    mailboxes: unique(guests.map((guest) => guest.mailbox)),
    phoneKeys: unique(guests.map((guest) => guest.phoneKey)),
  };
  const [tallies, notes] = await Promise.all([
    reservationRepository.tallyGuestsBefore(db, from, keys, VISITED),
    guestNoteRepository.findByGuests(db, keys),
  ]);
  const talliesOf = byGuest(tallies);
  const listedOf = byGuest(guests);
  const before = (other: Booking, booking: Booking) =>
    other.date < booking.date || (other.date === booking.date && other.time < booking.time);
  return new Map(
    bookings.map((booking) => {
      if (!known(booking)) return [booking.id, null];
      let visits = 0;
      let noShows = 0;
      for (const tally of talliesOf(booking)) {
        visits += tally.visits;
        noShows += tally.noShows;
      }
      for (const other of listedOf(booking)) {
        if (other.id === booking.id || !before(other, booking)) continue;
        if (VISITED.includes(other.status)) visits += 1;
        else if (other.status === 'noShow') noShows += 1;
      }
      return [booking.id, { visits, noShows, note: noteFor(notes, booking)?.note ?? null }];
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
    await guestNoteRepository.findByGuests(db, {
      mailboxes: unique([guest.mailbox]),
      phoneKeys: unique([guest.phoneKey]),
    }),
    guest,
  );
  if (stored && note) await guestNoteRepository.update(db, stored.id, note, at);
  else if (stored) await guestNoteRepository.remove(db, stored.id);
  else if (note) await guestNoteRepository.insert(db, guest, note, at);
  return stored?.note ?? null;
}
