import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingReceipt, ReservationList } from '@restaurant/contract/reservation.ts';
import { buildApp } from '#src/app.ts';
import { adminClient } from '../dated-fixtures.ts';
import { DATABASE_KINDS, createTestApp, type TestApp } from '../helpers.ts';
import { addressedTo, startMailbox, type Mailbox } from '../mailbox.ts';
import { dayAhead, guestBooking, openForBooking } from '../reservation-fixtures.ts';

const LIMITS = { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000' };
const SLOW_SERVER_MS = 9_000;

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function mailboxFor(options: Parameters<typeof startMailbox>[0] = {}): Promise<Mailbox> {
  const mailbox = await startMailbox(options);
  cleanups.push(() => mailbox.close());
  return mailbox;
}

async function appFor(
  kind: (typeof DATABASE_KINDS)[number],
  env: Record<string, string>,
  log?: string[],
) {
  const t = await createTestApp(kind, { ...LIMITS, ...env }, log ? { log } : {});
  cleanups.push(() => t.close());
  await openForBooking(adminClient(t));
  return t;
}

async function book(t: TestApp, fields: Record<string, unknown> = {}) {
  const body = guestBooking(dayAhead(t), fields);
  const response = await t.app.inject({ method: 'POST', url: '/api/reservations', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return { body, receipt: response.json<BookingReceipt>() };
}

/** Waits until every message in the outbox is as `done` says. */
async function outboxSettled(
  t: TestApp,
  done: (row: { sentAt: number | null; lastError: string | null }) => boolean,
) {
  for (;;) {
    const rows = await t.db.selectFrom('outbox').select(['sentAt', 'lastError']).execute();
    if (rows.length > 0 && rows.every(done)) return rows;
    await sleep(20);
  }
}

describe.each(DATABASE_KINDS)('mail on %s', (kind) => {
  it('sends no message twice when two instances share the outbox and the SMTP server takes 9 s a message', async () => {
    const t = await appFor(kind, {});
    for (let i = 0; i < 6; i++) await book(t, { time: i < 3 ? '18:00' : '20:00' });
    // The server's slowness on the shared clock: each message moves it on by nine seconds.
    const mailbox = await mailboxFor({ onMessage: () => (t.clock.now += SLOW_SERVER_MS) });
    const senders = await Promise.all(
      [0, 1].map(() =>
        buildApp(
          { ...t.config, mail: { ...t.config.mail, smtpUrl: mailbox.url } },
          { now: () => t.clock.now },
        ),
      ),
    );
    cleanups.push(() => Promise.all(senders.map((sender) => sender.close())));
    await Promise.all(senders.map((sender) => sender.ready()));

    await outboxSettled(t, (row) => row.sentAt !== null);
    expect(mailbox.begun()).toBe(12);
    expect(new Set(mailbox.messages.map((m) => m.messageId)).size).toBe(12);
  }, 60_000);

  it('refuses to send in clear under SMTP_REQUIRE_TLS when the server offers no STARTTLS, and says so at error', async () => {
    const mailbox = await mailboxFor();
    const log: string[] = [];
    const t = await appFor(kind, { SMTP_URL: mailbox.url, SMTP_REQUIRE_TLS: 'true' }, log);
    await book(t);

    await outboxSettled(t, (row) => row.lastError !== null);
    const rows = await t.db.selectFrom('outbox').select(['sentAt', 'lastError']).execute();
    expect(rows.map((row) => row.sentAt)).toEqual([null, null]);
    for (const row of rows) expect(row.lastError).toMatch(/STARTTLS/);
    expect(mailbox.begun()).toBe(0);
    const errors = log.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(errors).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'e-mail not sent; retrying' }),
    );
  });

  it('keeps no usable manage link in the outbox, and the e-mails carry the working one', async () => {
    const mailbox = await mailboxFor();
    const t = await appFor(kind, { SMTP_URL: mailbox.url });
    const { body, receipt } = await book(t, { partySize: 2 });
    const token = receipt.manageUrl.split('/').pop()!;
    const link = `${t.config.publicUrl}${receipt.manageUrl}`;

    const [confirmation] = addressedTo(await mailbox.waitFor(2), body.email);
    expect(confirmation!.text).toContain(link);
    expect(String(confirmation!.html)).toContain(link);
    const calendar = confirmation!.attachments.find((a) => a.filename?.endsWith('.ics'))!;
    expect(calendar.content.toString().replace(/\r\n[ \t]/g, '')).toContain(`URL:${link}`);
    expect((await t.app.inject({ url: `/api/reservations/by-token/${token}` })).statusCode).toBe(
      200,
    );

    const stored = await t.db.selectFrom('outbox').select(['message', 'linkReference']).execute();
    expect(stored.map((row) => row.linkReference ?? 'none').sort()).toEqual(
      ['none', receipt.reference].sort(),
    );
    for (const row of stored) expect(row.message).not.toContain(token);
  });

  it("erases a booking's staff notes from the audit log with its personal data", async () => {
    const t = await appFor(kind, {});
    const admin = adminClient(t);
    const { body, receipt } = await book(t, { email: 'forget.me@example.test' });
    const list = await admin({ method: 'GET', url: `/api/reservations?date=${body.date}` });
    const { id } = list
      .json<ReservationList>()
      .reservations.find((r) => r.reference === receipt.reference)!;
    const note = 'Kovács úr diót nem ehet, a lánya hozza a tortát';
    const noted = await admin({
      method: 'PUT',
      url: `/api/reservations/${id}`,
      payload: { staffNote: note, partySize: 3 },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    const history = async () =>
      (await admin({ method: 'GET', url: `/api/audit-log?entity=reservation&entityId=${id}` }))
        .body;
    expect(await history()).toContain(note);

    const erased = await admin({
      method: 'POST',
      url: '/api/reservations/erase',
      payload: { email: body.email },
    });
    expect(erased.json()).toEqual({ count: 1 });
    const after = await history();
    expect(after).not.toContain(note);
    expect(after).not.toContain('staffNote');
    expect(after).toContain('"field":"partySize"');
  });
});
