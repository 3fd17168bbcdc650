import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Context } from '#src/context.ts';
import type { ListQuery } from '#src/modules/reservations/staff.service.ts';

/**
 * What the bookings' list shows besides its query and the clock, each as a figure or a stored
 * text, read in one statement of indexed reads:
 * - every day's version added up: each change to a booking raises its day's (`lockDay`), and the
 *   list shows more than its own days (the guests' visits and no-shows on earlier days, the notes
 *   kept with them, the decisions waiting on later days); versions only rise and days are never
 *   removed, so the sum rises with every change;
 * - the messages: how many are kept and the newest (a new one, a removed one), how many wait and
 *   how many of those failed (one sent, one refused): the cards' last e-mail and the header's;
 * - the booking settings and the tables (the room now, the tables' warnings), as stored;
 * - the content's version, which a restored or reset database changes too.
 */
type Marks = {
  days: number;
  messages: number;
  newest: number;
  waiting: number;
  failing: number;
  booking: string | null;
  tables: string | null;
  content: string | null;
};

const MARKS = sql<Marks>`select
  (select coalesce(sum(version), 0) from reservation_days) as days,
  (select count(*) from outbox) as messages,
  (select coalesce(max(id), 0) from outbox) as newest,
  (select count(*) from outbox where sent_at is null) as waiting,
  (select count(last_error) from outbox where sent_at is null) as failing,
  (select value from settings where key = 'reservationSettings') as booking,
  (select value from settings where key = 'tables') as tables,
  (select token from content_version where id = 1) as content`;

/**
 * The tag of the bookings' list from one date to another as it would be answered now, read before
 * the list itself (a change in between makes the tag older than the answer, never newer): equal
 * tags, equal answers. It names no booking and no guest; the answer itself is never kept.
 */
export async function reservationListTag(ctx: Context, query: ListQuery): Promise<string> {
  const { rows } = await MARKS.execute(ctx.db);
  const marks = rows[0]!;
  const text = JSON.stringify([
    query,
    ctx.config.mail.smtpUrl !== undefined,
    Number(marks.days),
    Number(marks.messages),
    Number(marks.newest),
    Number(marks.waiting),
    Number(marks.failing),
    marks.booking,
    marks.tables,
    marks.content,
  ]);
  return `"${createHash('sha1').update(text).digest('base64url')}"`;
}

/** Whether the client holds the answer tagged so (`If-None-Match`). */
export const holdsTag = (ifNoneMatch: string | undefined, tag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.includes(tag);
