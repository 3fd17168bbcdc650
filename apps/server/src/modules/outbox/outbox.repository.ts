import { sql } from 'kysely';
import type { Db } from '#src/db/database.ts';
import { isPostgres } from '#src/db/dialect.ts';
import { plainRows } from '#src/db/plain-rows.ts';
import { precompiled } from '#src/db/precompiled.ts';

export type OutboxRow = {
  id: number;
  recipient: string;
  message: string;
  linkReference: string | null;
  attempts: number;
};

export async function insert(
  db: Db,
  row: {
    topic: string;
    recipient: string;
    message: string;
    linkReference?: string;
    at: number;
    /** Not sent before this instant (a message staff may still take back); `at` otherwise. */
    sendAt?: number;
  },
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      topic: row.topic,
      recipient: row.recipient,
      message: row.message,
      linkReference: row.linkReference ?? null,
      createdAt: row.at,
      nextAttemptAt: row.sendAt ?? row.at,
    })
    .execute();
}

/**
 * Claims up to `limit` messages that are due and not held by another worker, until `until`. On
 * PostgreSQL the rows another instance is claiming at the same moment are skipped, not waited
 * for; on SQLite the update holds the only write lock.
 */
export async function claim(
  db: Db,
  options: { now: number; until: number; limit: number },
): Promise<OutboxRow[]> {
  return db
    .updateTable('outbox')
    .set({ claimedUntil: options.until, attempts: sql<number>`attempts + 1` })
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('outbox')
        .select('id')
        .where('sentAt', 'is', null)
        .where('nextAttemptAt', '<=', options.now)
        .where((w) => w.or([w('claimedUntil', 'is', null), w('claimedUntil', '<=', options.now)]))
        .orderBy('id')
        .limit(options.limit);
      return isPostgres(db) ? due.forUpdate().skipLocked() : due;
    })
    .returning(['id', 'recipient', 'message', 'linkReference', 'attempts'])
    .execute();
}

export async function markSent(db: Db, id: number, at: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ sentAt: at, claimedUntil: null, lastError: null })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(
  db: Db,
  id: number,
  options: { nextAttemptAt: number; error: string },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      claimedUntil: null,
      nextAttemptAt: options.nextAttemptAt,
      lastError: options.error.slice(0, 500),
    })
    .where('id', '=', id)
    .execute();
}

/** The messages not sent yet, the time the oldest was written, and how many last failed. */
const unsent = precompiled((db) =>
  db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn.countAll<number>().as('waiting'),
      eb.fn.min('createdAt').as('oldestAt'),
      eb.fn.count<number>('lastError').as('failing'),
    ])
    .where('sentAt', 'is', null),
);

export async function backlog(
  db: Db,
): Promise<{ waiting: number; oldestAt: number | null; failing: number }> {
  const row = (await unsent(db, []))[0]!;
  return {
    waiting: Number(row.waiting),
    oldestAt: row.oldestAt === null ? null : Number(row.oldestAt),
    failing: Number(row.failing),
  };
}

type Delivery = {
  topic: string;
  recipient: string;
  sentAt: number | null;
  lastError: string | null;
};

/** The messages about these subjects still kept, oldest first (polled by the staff's day view). */
export async function findByTopics(db: Db, topics: string[]): Promise<Delivery[]> {
  if (topics.length === 0) return [];
  const { rows } = await sql<Delivery>`select topic, recipient, sent_at as "sentAt",
      last_error as "lastError"
    from outbox where topic in (${sql.join(topics)}) order by id`.execute(plainRows(db));
  return rows;
}

export async function countWaiting(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sentAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Removes the messages about a subject (sent or not), when its personal data is erased. */
export async function removeByTopics(db: Db, topics: string[]): Promise<void> {
  if (topics.length === 0) return;
  await db.deleteFrom('outbox').where('topic', 'in', topics).execute();
}

/** Removes messages sent before the given time: they hold personal data no longer needed. */
export async function removeSentBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('outbox').where('sentAt', '<', before).execute();
}

/**
 * Takes back the messages about a subject still held before their first try (`sendAt` not
 * reached); answers how many. One already claimed for sending or tried is left alone.
 */
export async function withdrawHeld(db: Db, topic: string, now: number): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where('topic', '=', topic)
    .where('sentAt', 'is', null)
    .where('attempts', '=', 0)
    .where('nextAttemptAt', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
