import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReservationList } from '@restaurant/contract/reservation.ts';
import { adminClient } from '../dated-fixtures.ts';
import { DATABASE_KINDS, createTestApp, type TestApp } from '../helpers.ts';
import { startMailbox, type Mailbox } from '../mailbox.ts';
import { dayAhead, guestBooking, openForBooking } from '../reservation-fixtures.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Waits until the outbox's messages are as `done` says. */
async function outbox(
  t: TestApp,
  done: (rows: { sentAt: number | null; lastError: string | null }[]) => boolean,
) {
  for (;;) {
    const rows = await t.db.selectFrom('outbox').select(['sentAt', 'lastError']).execute();
    if (done(rows)) return;
    await sleep(20);
  }
}

describe.each(DATABASE_KINDS)('mail trouble on %s', (kind) => {
  it("tells staff how many e-mails wait while the mail server refuses them, and each card whether its guest's last e-mail left", async () => {
    const mailbox: Mailbox = await startMailbox();
    cleanups.push(() => mailbox.close());
    const t = await createTestApp(kind, {
      RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000',
      SMTP_URL: mailbox.url,
    });
    cleanups.push(() => t.close());
    const admin = adminClient(t);
    await openForBooking(admin);
    const date = dayAhead(t);
    const list = async () =>
      (
        await admin({ method: 'GET', url: `/api/reservations?date=${date}` })
      ).json<ReservationList>();
    const book = (time: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reservations',
        payload: guestBooking(date, { time }),
      });

    expect((await book('18:00')).statusCode).toBe(201);
    await outbox(t, (rows) => rows.length === 2 && rows.every((row) => row.sentAt !== null));
    mailbox.refuse(1_000);
    expect((await book('19:00')).statusCode).toBe(201);
    await outbox(t, (rows) => rows.filter((row) => row.lastError !== null).length === 2);

    const behind = await list();
    expect(behind).toMatchObject({ mailConfigured: true, mailWaiting: 2, mailFailing: true });
    expect(behind.reservations.map((r) => [r.time, r.lastMail])).toEqual([
      ['18:00', 'sent'],
      ['19:00', 'failed'],
    ]);

    mailbox.refuse(0);
    await t.timers.advance(5_000);
    await outbox(t, (rows) => rows.every((row) => row.sentAt !== null));
    const caughtUp = await list();
    expect(caughtUp).toMatchObject({ mailWaiting: 0, mailFailing: false });
    expect(caughtUp.reservations.map((r) => r.lastMail)).toEqual(['sent', 'sent']);
  });
});
