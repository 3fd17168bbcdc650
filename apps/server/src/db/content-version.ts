import { randomUUID } from 'node:crypto';
import type { Db } from '#src/db/schema.ts';

/**
 * Records that the public content changed: a new random token, so that a restored database
 * never brings back a token a server has seen.
 */
export async function recordContentChange(db: Db): Promise<string> {
  const token = randomUUID();
  await db
    .insertInto('contentVersion')
    .values({ id: 1, token })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ token }))
    .execute();
  return token;
}

/**
 * The token of the content's last change (empty before the first), with the versions of the days
 * that have an event: every change to a booking raises its day's version, on any instance and from
 * any path (a staff edit, a guest's cancel, a waiting list's offer and its lapse), and the seats an
 * event has left are part of the public answers.
 */
export async function readContentVersion(db: Db): Promise<string> {
  const [content, eventDays] = await Promise.all([
    db.selectFrom('contentVersion').select('token').where('id', '=', 1).executeTakeFirst(),
    db
      .selectFrom('reservationDays')
      .select((eb) => eb.fn.sum<number | string | null>('version').as('versions'))
      .where('date', 'in', db.selectFrom('events').select('date'))
      .executeTakeFirst(),
  ]);
  return `${content?.token ?? ''} ${eventDays?.versions ?? 0}`;
}
