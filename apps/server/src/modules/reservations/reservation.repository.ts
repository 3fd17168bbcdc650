import type { Reservation, ReservationStatus } from '@restaurant/contract/reservation.ts';
import { sql, type ExpressionBuilder, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '#src/db/database.ts';
import { columnsAs, plainRows } from '#src/db/plain-rows.ts';
import { precompiled } from '#src/db/precompiled.ts';
import type { Database } from '#src/db/schema.ts';
import type { GuestKeys } from '#src/modules/reservations/guest-note.repository.ts';

/**
 * The statuses of bookings that hold seats: a finished one until it left (`leftAt`), the others
 * for their stay.
 */
export const HOLDING_STATUSES = ['requested', 'confirmed', 'arrived', 'finished'];

const COLUMNS = [
  'id',
  'reference',
  'status',
  'date',
  'time',
  'partySize',
  'name',
  'email',
  'phone',
  'note',
  'language',
  'tableLabel',
  'staffNote',
  'source',
  'createdAt',
  'reconfirmedAt',
  'calendarSequence',
  'leftAt',
  'endedFrom',
  'tableIds',
  'mailbox',
  'phoneKey',
  'eventId',
  'paidAt',
] as const;

export type ReservationRow = Pick<Selectable<Database['reservations']>, (typeof COLUMNS)[number]>;

/** The room's tables a booking is given. */
export const tableIdsOf = (row: Pick<ReservationRow, 'tableIds'>): number[] =>
  row.tableIds === null ? [] : (JSON.parse(row.tableIds) as number[]);

/** The tables as they are stored: null for none. */
export const storedTableIds = (ids: number[] | undefined): string | null =>
  ids && ids.length > 0 ? JSON.stringify([...new Set(ids)].sort((a, b) => a - b)) : null;

/** The booking as the API and the mails show it. */
export function toReservation(row: ReservationRow): Reservation {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as ReservationStatus,
    date: row.date,
    time: row.time,
    partySize: row.partySize,
    name: row.name,
    email: row.email,
    phone: row.phone,
    note: row.note,
    language: row.language as Reservation['language'],
    table: row.tableLabel,
    tableIds: tableIdsOf(row),
    staffNote: row.staffNote,
    source: row.source as Reservation['source'],
    createdAt: new Date(row.createdAt).toISOString(),
    reconfirmedAt: row.reconfirmedAt === null ? null : new Date(row.reconfirmedAt).toISOString(),
    leftAt: row.leftAt === null ? null : new Date(row.leftAt).toISOString(),
    endedFrom: row.endedFrom as ReservationStatus | null,
    eventId: row.eventId,
    paidAt: row.paidAt === null ? null : new Date(row.paidAt).toISOString(),
  };
}

export type NewReservation = Omit<
  ReservationRow,
  'id' | 'reconfirmedAt' | 'calendarSequence' | 'leftAt' | 'endedFrom' | 'paidAt'
> & {
  tokenHash: string;
  idempotencyKey: string | null;
  idempotencyRequest: string | null;
  idempotencyClient: string | null;
};

/**
 * Takes the day's lock for the rest of the transaction: every booking transaction writes the
 * day's row first, so PostgreSQL makes the others for the same day wait on it (and SQLite holds
 * its single write lock from here on). It raises the day's version too, which tells every
 * instance's availability answers for the day that they are out of date.
 */
export async function lockDay(db: Db, date: string): Promise<void> {
  await db
    .insertInto('reservationDays')
    .values({ date, version: 1 })
    .onConflict((conflict) =>
      conflict
        .column('date')
        .doUpdateSet((eb) => ({ version: eb('reservationDays.version', '+', 1) })),
    )
    .execute();
}

/** Takes the locks of several days, in date order, so that two changes cannot deadlock. */
export async function lockDays(db: Db, dates: string[]): Promise<void> {
  for (const date of [...new Set(dates)].sort()) await lockDay(db, date);
}

/** The regular bookings of a day that hold seats, and the times offered to its waiting list (held too). */
function holdingsQuery(db: Db, date: string, except?: number) {
  const booked = db
    .selectFrom('reservations')
    .select(['time', 'partySize', 'leftAt'])
    .where('date', '=', date)
    .where('status', 'in', HOLDING_STATUSES)
    // An event's bookings hold the event's seats, which the event holds of the restaurant's.
    .where('eventId', 'is', null);
  return (except === undefined ? booked : booked.where('id', '!=', except)).unionAll(
    db
      .selectFrom('waitlist')
      .select([
        (eb) => eb.fn.coalesce('offeredTime', sql.lit('')).as('time'),
        'partySize',
        sql<number | null>`null`.as('leftAt'),
      ])
      .where('date', '=', date)
      .where('status', '=', 'offered')
      // An event's entry holds seats of its event.
      .where('eventId', 'is', null),
  );
}

const holdingsOf = precompiled((db) => holdingsQuery(db, ''));

/**
 * The time, party size and leaving instant of each regular booking of a day that holds seats (but
 * the one `except`), and of each time offered to the day's waiting list.
 */
export function findHoldings(db: Db, date: string, except?: number) {
  if (except !== undefined) return holdingsQuery(db, date, except).execute();
  return holdingsOf(db, [date, ...HOLDING_STATUSES, date, 'offered']);
}

const versionOf = precompiled((db) =>
  db.selectFrom('reservationDays').select('version').where('date', '=', ''),
);

/**
 * The day's version: raised by every transaction that changes the day's bookings (`lockDay`), 0
 * for a day never booked.
 */
export async function dayVersion(db: Db, date: string): Promise<number> {
  const [row] = await versionOf(db, [date]);
  return row?.version ?? 0;
}

/**
 * The versions of the days from one date to another added up: versions only rise, so the sum rises
 * with every change to a booking of those days.
 */
export async function dayVersionSum(db: Db, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('reservationDays')
    .select((eb) => eb.fn.sum<number | string | null>('version').as('sum'))
    .where('date', '>=', from)
    .where('date', '<=', to)
    .executeTakeFirstOrThrow();
  return Number(row.sum ?? 0);
}

/** The versions of the days from one date to another that were ever booked (`lockDay`). */
export async function dayVersions(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('reservationDays')
    .select(['date', 'version'])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return new Map(rows.map((row) => [row.date, row.version]));
}

export async function insert(db: Db, row: NewReservation): Promise<number> {
  const { id } = await db
    .insertInto('reservations')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The seats each event's bookings hold, with those held for its waiting list's offers: what the
 * event can no longer sell.
 */
export async function seatsBookedByEvent(db: Db, eventIds: number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const held = db
    .selectFrom('reservations')
    .select(['eventId', 'partySize'])
    .where('eventId', 'in', eventIds)
    .where('status', 'in', HOLDING_STATUSES)
    .unionAll(
      db
        .selectFrom('waitlist')
        .select(['eventId', 'partySize'])
        .where('eventId', 'in', eventIds)
        .where('status', '=', 'offered'),
    )
    .as('held');
  const rows = await db
    .selectFrom(held)
    .select((eb) => ['held.eventId', eb.fn.sum<number>('held.partySize').as('seats')])
    .groupBy('held.eventId')
    .execute();
  return new Map(rows.map((row) => [row.eventId!, Number(row.seats)]));
}

/** Whether a reference is taken, by a booking or (with `table`) by a waiting list entry. */
export function referenceTaken(
  db: Db,
  reference: string,
  table: 'reservations' | 'waitlist' = 'reservations',
) {
  return db.selectFrom(table).select('id').where('reference', '=', reference).executeTakeFirst();
}

export function findById(db: Db, id: number): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservations').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findByTokenHash(db: Db, tokenHash: string): Promise<ReservationRow | undefined> {
  return db
    .selectFrom('reservations')
    .select(COLUMNS)
    .where('tokenHash', '=', tokenHash)
    .where('erased', '=', 0)
    .executeTakeFirst();
}

/** The booking a one-time key made, with what the key was sent with. */
export function findByIdempotencyKey(db: Db, key: string) {
  return db
    .selectFrom('reservations')
    .select([...COLUMNS, 'idempotencyRequest', 'idempotencyClient'])
    .where('idempotencyKey', '=', key)
    .executeTakeFirst();
}

/** The bookings of an event that hold seats, by arrival and name. */
export function findHoldingByEvent(db: Db, eventId: number): Promise<ReservationRow[]> {
  const holding = db
    .selectFrom('reservations')
    .select(COLUMNS)
    .where((eb) => eb.and([eb('eventId', '=', eventId), eb('status', 'in', HOLDING_STATUSES)]));
  return holding.orderBy('time').orderBy('name').orderBy('id').execute();
}

const LISTED = columnsAs(COLUMNS);

/** The bookings from one date to another, in time order (polled by every staff screen). */
export async function findBetween(db: Db, from: string, to: string): Promise<ReservationRow[]> {
  const { rows } = await sql<ReservationRow>`select ${LISTED} from reservations
    where "date" >= ${from} and "date" <= ${to} order by "date", "time", id`.execute(plainRows(db));
  return rows;
}

const requestedFrom = precompiled((db) =>
  db
    .selectFrom('reservations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'requested')
    .where('date', '>=', ''),
);

/** How many bookings from a date on wait for a decision (read on every poll of the day). */
export async function countRequested(db: Db, from: string): Promise<number> {
  const [row] = await requestedFrom(db, ['requested', from]);
  return Number(row!.count);
}

/** Online bookings made for a mailbox (its +tags and ignored dots alike) since an instant. */
export async function countByMailboxSince(db: Db, mailbox: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('reservations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('mailbox', '=', mailbox)
    .where('createdAt', '>=', since)
    .where('source', '=', 'online')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type ReservationPatch = Partial<
  Pick<
    ReservationRow,
    | 'status'
    | 'date'
    | 'time'
    | 'partySize'
    | 'tableLabel'
    | 'tableIds'
    | 'staffNote'
    | 'leftAt'
    | 'endedFrom'
    | 'paidAt'
    | 'eventId'
  > & { cancelledAt: number | null }
>;

export async function update(db: Db, id: number, patch: ReservationPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('reservations').set(patch).where('id', '=', id).execute();
}

/** The SEQUENCE the booking's next calendar entry carries, raising it for the one after. */
export async function takeCalendarSequence(db: Db, id: number): Promise<number> {
  const row = await db
    .updateTable('reservations')
    .set((eb) => ({ calendarSequence: eb('calendarSequence', '+', 1) }))
    .where('id', '=', id)
    .returning('calendarSequence')
    .executeTakeFirstOrThrow();
  return row.calendarSequence - 1;
}

/** Notes the guest's answer to the reminder: still coming. */
export async function markReconfirmed(db: Db, id: number, at: number): Promise<void> {
  await db.updateTable('reservations').set({ reconfirmedAt: at }).where('id', '=', id).execute();
}

/** Corrects the address a booking's e-mails go to. */
export async function updateEmail(db: Db, id: number, email: string, mailbox: string) {
  await db.updateTable('reservations').set({ email, mailbox }).where('id', '=', id).execute();
}

/** Marks a reminder as queued; false when another worker queued it already. */
export async function markReminded(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('reservations')
    .set({ reminded: 1 })
    .where('id', '=', id)
    .where('reminded', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Confirmed bookings on the given days not yet reminded. */
export function findToRemind(db: Db, dates: string[]): Promise<ReservationRow[]> {
  return db
    .selectFrom('reservations')
    .select(COLUMNS)
    .where('date', 'in', dates)
    .where('status', '=', 'confirmed')
    .where('reminded', '=', 0)
    .where('email', 'is not', null)
    .execute();
}

/**
 * A booking's fields that name its guest, empty: a walk-in's from the start, an erased booking's
 * once its personal data goes.
 */
export const NO_GUEST = {
  name: null,
  email: null,
  mailbox: null,
  phone: null,
  phoneKey: null,
  note: null,
} as const;

/**
 * Empties the personal data of the bookings chosen; answers their ids. Their days' versions rise
 * first (`lockDays`), as with every change to a day's bookings.
 */
async function erase(db: Db, where: { email: string } | { before: string }): Promise<number[]> {
  const chosen = (eb: ExpressionBuilder<Database, 'reservations'>) =>
    eb.and([
      eb('erased', '=', 0),
      'email' in where ? eb('email', '=', where.email) : eb('date', '<', where.before),
    ]);
  const days = await db
    .selectFrom('reservations')
    .select('date')
    .distinct()
    .where(chosen)
    .execute();
  await lockDays(
    db,
    days.map((day) => day.date),
  );
  const rows = await db
    .updateTable('reservations')
    .set({ ...NO_GUEST, staffNote: null, erased: 1 })
    .where(chosen)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export const eraseByEmail = (db: Db, email: string) => erase(db, { email });
export const eraseBefore = (db: Db, date: string) => erase(db, { before: date });

/** What a guest's kept bookings before a date add up to, per mailbox and phone they were made with. */
export type GuestTally = GuestKeys & { visits: number; noShows: number };

/**
 * The kept bookings before a date made with any of these mailboxes or phones, counted per
 * mailbox and phone: the visits (a status of `visited`) and the no-shows. Those made with one of
 * the mailboxes are counted first, then those made with one of the phones and none of the
 * mailboxes, each along its index (`reservations_guest_mailbox`, `reservations_guest_phone`).
 */
export async function tallyGuestsBefore(
  db: Db,
  before: string,
  { mailboxes, phoneKeys }: { mailboxes: string[]; phoneKeys: string[] },
  visited: string[],
): Promise<GuestTally[]> {
  const tally = (guests: RawBuilder<unknown>) => sql`select mailbox, phone_key as "phoneKey",
      sum(case when status in (${sql.join(visited)}) then 1 else 0 end) as visits,
      sum(case when status = 'noShow' then 1 else 0 end) as "noShows"
    from reservations
    where ${guests} and erased = 0 and "date" < ${before}
      and status in (${sql.join([...visited, 'noShow'])})`;
  const byMailbox = sql`mailbox in (${sql.join(mailboxes)})`;
  const otherMailbox =
    mailboxes.length > 0
      ? sql` and (mailbox is null or mailbox not in (${sql.join(mailboxes)}))`
      : sql``;
  const counts = [
    ...(mailboxes.length > 0 ? [sql`${tally(byMailbox)} group by mailbox, phone_key`] : []),
    ...(phoneKeys.length > 0
      ? [
          sql`${tally(sql`phone_key in (${sql.join(phoneKeys)})${otherMailbox}`)}
            group by phone_key, mailbox`,
        ]
      : []),
  ];
  if (counts.length === 0) return [];
  const { rows } = await sql<GuestTally>`${sql.join(counts, sql` union all `)}`.execute(
    plainRows(db),
  );
  return rows;
}
