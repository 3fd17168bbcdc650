import { addDays } from '@restaurant/contract/calendar.ts';
import { mailboxOf } from '@restaurant/contract/email-address.ts';
import type { Db } from '../apps/server/src/db/database.ts';
import { phoneKey } from '../apps/server/src/lib/phone-key.ts';

/** A year of a busy restaurant's bookings, and a full evening of them on the day staff look at. */
export const BOOKINGS = { days: 365, perDay: 40, onTheDay: 200 };
/**
 * The guests the year's bookings come from, matched by mailbox and phone as staff's history
 * counts them: about six visits each over the year.
 */
const GUESTS = 2_500;

const TIMES = ['12:00', '12:30', '13:00', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30'];
/** Most bookings take place; some are missed, cancelled, declined or still to be decided. */
const STATUSES = [
  ...Array<string>(14).fill('finished'),
  'noShow',
  'cancelled',
  'cancelled',
  'declined',
  'confirmed',
  'requested',
];
const SOURCES = ['online', 'online', 'online', 'staff', 'walkIn'];

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 100) {
    await insert(rows.slice(start, start + 100));
  }
}

function booking(date: string, index: number, createdAt: number, guestNo: number) {
  const source = SOURCES[index % SOURCES.length]!;
  const status = source === 'walkIn' ? 'finished' : STATUSES[index % STATUSES.length]!;
  const guest = source !== 'walkIn';
  const email = source === 'online' ? `vendeg${guestNo}@example.test` : null;
  const phone = guest ? `+36 30 ${String(1_000_000 + guestNo)}` : null;
  return {
    reference: `B${date.replaceAll('-', '')}${String(index).padStart(3, '0')}`,
    tokenHash: `bench-${date}-${index}`,
    status,
    date,
    time: TIMES[index % TIMES.length]!,
    partySize: 1 + (index % 6),
    name: guest ? `Vendég ${index}` : null,
    email,
    mailbox: email && mailboxOf(email),
    phone,
    phoneKey: phoneKey(phone),
    note: index % 7 === 0 ? 'Ablak mellé, ha lehet' : null,
    language: 'hu',
    source,
    createdAt,
    cancelledAt: status === 'cancelled' ? createdAt + 3_600_000 : null,
  };
}

/**
 * Writes BOOKINGS.days of bookings up to `today` (BOOKINGS.perDay a day, BOOKINGS.onTheDay on
 * `today`) with the confirmation e-mail each online booking sent; answers the first day.
 */
export async function addBookings(db: Db, today: string, now: number): Promise<string> {
  const first = addDays(today, 1 - BOOKINGS.days);
  let made = 0;
  const rows = Array.from({ length: BOOKINGS.days }, (_, day) => addDays(first, day)).flatMap(
    (date) =>
      Array.from({ length: date === today ? BOOKINGS.onTheDay : BOOKINGS.perDay }, (_, index) =>
        booking(date, index, now - 86_400_000, made++ % GUESTS),
      ),
  );
  await inChunks(rows, (chunk) => db.insertInto('reservations').values(chunk).execute());
  const online = await db
    .selectFrom('reservations')
    .select(['id', 'email'])
    .where('email', 'is not', null)
    .execute();
  await inChunks(online, (chunk) =>
    db
      .insertInto('outbox')
      .values(
        chunk.map(({ id, email }) => ({
          topic: `reservation:${id}`,
          recipient: email!,
          message: '{}',
          createdAt: now - 86_400_000,
          nextAttemptAt: now - 86_400_000,
          sentAt: now - 86_000_000,
        })),
      )
      .execute(),
  );
  return first;
}
