import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatLongDate } from '@restaurant/contract/format.ts';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { adminClient } from '../dated-fixtures.ts';
import { DATABASE_KINDS, createTestApp, type TestApp } from '../helpers.ts';
import { createMailApp } from '../mail-app.ts';
import {
  RESTAURANT_EMAIL,
  bookOnline,
  dayAhead,
  guestBooking,
  openForBooking,
} from '../reservation-fixtures.ts';
import { addressedTo, startMailbox, type Mailbox } from '../mailbox.ts';

const MAIN = path.join(import.meta.dirname, '../../src/main.ts');
const LIMITS = { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000' };
const LEASE_MS = 60_000;
/** The longest wait between two tries of a message. */
const MAX_RETRY_MS = 120_000;

describe.each(DATABASE_KINDS)('booking e-mail on %s', (kind) => {
  let mailbox: Mailbox;
  let t: TestApp;

  beforeEach(async () => {
    ({ t, mailbox } = await createMailApp(kind, LIMITS));
    await openForBooking(adminClient(t));
  });
  afterEach(async () => {
    await t.close();
    await mailbox.close();
  });

  const book = (app: TestApp['app'], fields: Record<string, unknown>) =>
    bookOnline(t, dayAhead(t), fields, app);

  it("sends the guest a confirmation in the booking's language with the manage link and a calendar entry, and the restaurant a notice in Hungarian", async () => {
    const cases = [
      ['en', 'Your booking is confirmed', 'Reference'],
      ['de', 'Ihre Reservierung ist bestätigt', 'Reservierungscode'],
      ['hu', 'Foglalását visszaigazoltuk', 'Foglalási kód'],
    ] as const;
    const booked: Array<Awaited<ReturnType<typeof book>>> = [];
    for (const [language] of cases) booked.push(await book(t.app, { language }));
    const messages = await mailbox.waitFor(6);
    cases.forEach(([language, subject, label], index) => {
      const { body, receipt } = booked[index]!;
      const [mail] = addressedTo(messages, body.email);
      expect(mail!.subject).toBe(
        `${subject}: ${formatLongDate(body.date, language)}, 19:00 (${receipt.reference})`,
      );
      expect(mail!.from!.text).toContain('desk@bistro.test');
      for (const part of [mail!.text!, mail!.html as string]) {
        expect(part).toContain(receipt.reference);
        expect(part).toContain(label);
        expect(part).toContain(`${t.config.publicUrl}${receipt.manageUrl}`);
        expect(part).toContain(formatLongDate(body.date, language));
        expect(part).toContain('19:00');
      }
      const ics = mail!.attachments.find((a) => a.filename === `${receipt.reference}.ics`);
      expect(ics?.content.toString()).toContain('BEGIN:VEVENT');
      // No tracking: no pictures, no links but the manage link.
      expect(mail!.html as string).not.toMatch(/<img/);
      expect([...(mail!.html as string).matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
        `${t.config.publicUrl}${receipt.manageUrl}`,
      ]);
    });
    const notices = addressedTo(messages, RESTAURANT_EMAIL);
    expect(notices).toHaveLength(3);
    expect(notices.every((mail) => mail.subject!.startsWith('Új foglalás'))).toBe(true);
  });

  it('sends a request receipt, then the confirmation once staff confirm, and a cancellation when the guest cancels', async () => {
    const { body, receipt } = await book(t.app, { partySize: 7, time: '12:00', language: 'de' });
    expect(receipt.status).toBe('requested');
    await mailbox.waitFor(2);
    expect(addressedTo(mailbox.messages, body.email)[0]!.subject).toContain(
      'Wir haben Ihre Reservierungsanfrage erhalten',
    );
    const admin = adminClient(t);
    const list = await admin({ method: 'GET', url: `/api/reservations?date=${body.date}` });
    const id = list
      .json<{ reservations: Array<{ id: number; reference: string }> }>()
      .reservations.find((r) => r.reference === receipt.reference)!.id;
    const confirmed = await admin({
      method: 'PUT',
      url: `/api/reservations/${id}`,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await mailbox.waitFor(3);
    const token = receipt.manageUrl.split('/').pop();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/by-token/${token}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await mailbox.waitFor(5);
    const subjects = addressedTo(mailbox.messages, body.email).map((mail) => mail.subject);
    const when = `${formatLongDate(body.date, 'de')}, 12:00 (${receipt.reference})`;
    expect(subjects).toEqual([
      `Wir haben Ihre Reservierungsanfrage erhalten: ${when}`,
      `Ihre Reservierung ist bestätigt: ${when}`,
      `Ihre Reservierung ist storniert: ${when}`,
    ]);
    expect(
      addressedTo(mailbox.messages, RESTAURANT_EMAIL).map((m) => m.subject!.split(':')[0]),
    ).toEqual(['Új foglalás', 'Egy vendég lemondta a foglalását']);
  });

  it('retries a message the SMTP server refused, never waiting more than two minutes between tries', async () => {
    mailbox.refuse(1_000);
    const { body } = await book(t.app, {});
    // Eight refused tries each (two messages): an uncapped doubling would wait over ten minutes now.
    const refusedTries = async (tries: number) => {
      const rows = await t.db.selectFrom('outbox').select(['attempts', 'claimedUntil']).execute();
      return rows.every((row) => row.attempts >= tries && row.claimedUntil === null);
    };
    for (let tries = 1; tries <= 8; tries++) {
      while (!(await refusedTries(tries))) await sleep(20);
      await t.timers.advance(MAX_RETRY_MS);
    }
    expect(mailbox.messages).toHaveLength(0);
    mailbox.refuse(0);
    await t.timers.advance(MAX_RETRY_MS);
    await mailbox.waitFor(2);
    expect(addressedTo(mailbox.messages, body.email)).toHaveLength(1);
  });

  it('sends each message once when two instances share the outbox', async () => {
    const second = await buildApp(t.config, { now: () => t.clock.now, timers: t.timers });
    let secondOpen = true;
    try {
      const booked = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          book(i % 2 ? second : t.app, { time: i < 5 ? '18:00' : '20:00' }),
        ),
      );
      await mailbox.waitFor(20);
      // Both look at the outbox a few more times, then stop, finishing any message under way.
      await t.timers.advance(3_000);
      secondOpen = false;
      await Promise.all([second.close(), t.app.close()]);
      expect(mailbox.messages).toHaveLength(20);
      expect(new Set(mailbox.messages.map((m) => m.messageId)).size).toBe(20);
      for (const { body } of booked)
        expect(addressedTo(mailbox.messages, body.email)).toHaveLength(1);
    } finally {
      if (secondOpen) await second.close();
    }
  });
});

describe('booking e-mail without SMTP_URL', () => {
  it('keeps the messages in the outbox and sends them once an instance has SMTP_URL', async () => {
    const t = await createTestApp('sqlite', LIMITS);
    const mailbox = await startMailbox();
    try {
      await openForBooking(adminClient(t));
      const { body } = await bookOnline(t, dayAhead(t));
      const list = await adminClient(t)({
        method: 'GET',
        url: `/api/reservations?date=${body.date}`,
      });
      expect(list.json<{ mailConfigured: boolean }>().mailConfigured).toBe(false);
      await t.timers.advance(10 * 60_000);
      const waiting = await t.db.selectFrom('outbox').select('sentAt').execute();
      expect(waiting.map((row) => row.sentAt)).toEqual([null, null]);
      const sender = await buildApp(
        { ...t.config, mail: { ...t.config.mail, smtpUrl: mailbox.url } },
        { now: () => t.clock.now, timers: t.timers },
      );
      await sender.ready();
      try {
        await mailbox.waitFor(2);
        expect(addressedTo(mailbox.messages, body.email)).toHaveLength(1);
      } finally {
        await sender.close();
      }
    } finally {
      await t.close();
      await mailbox.close();
    }
  });

  it('loses no message when the process is killed between the write and the send', async () => {
    const t = await createTestApp('sqlite', LIMITS);
    const stalled = await startMailbox({ stalled: true });
    const mailbox = await startMailbox();
    const env = {
      PATH: process.env.PATH,
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.config.database.kind === 'sqlite' ? t.config.database.file : '',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      BACKUP_AUTOMATIC: 'false',
      LOG_LEVEL: 'info',
      SMTP_URL: stalled.url,
      ...LIMITS,
    };
    try {
      await openForBooking(adminClient(t));
      await t.app.close();
      const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', MAIN], {
        env,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const port = await new Promise<number>((resolve) => {
        child.stdout!.on('data', (chunk: Buffer) => {
          const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(chunk.toString());
          if (match) resolve(Number(match[1]));
        });
      });
      const body = guestBooking(dayAhead(t));
      const response = await fetch(`http://127.0.0.1:${port}/api/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
      while (stalled.begun() === 0) await sleep(20);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));

      const config = loadConfig({ ...env, SMTP_URL: mailbox.url, LOG_LEVEL: 'silent' });
      // Past the dead worker's hold on the messages it had claimed.
      const later = await buildApp(config, { now: () => Date.now() + LEASE_MS });
      await later.ready();
      try {
        await mailbox.waitFor(2);
        expect(addressedTo(mailbox.messages, body.email)).toHaveLength(1);
        expect(addressedTo(mailbox.messages, RESTAURANT_EMAIL)).toHaveLength(1);
      } finally {
        await later.close();
      }
    } finally {
      await t.close();
      await mailbox.close();
      await stalled.close();
    }
  });
});
