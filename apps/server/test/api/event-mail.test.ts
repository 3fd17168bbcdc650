import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminClient, type Send } from '../dated-fixtures.ts';
import { bookEvent, createEvent } from '../event-fixtures.ts';
import { DATABASE_KINDS, createTestApp, type TestApp } from '../helpers.ts';
import { addressedTo, startMailbox, type Mailbox } from '../mailbox.ts';
import { calendarOf, expectRfc5545Lines } from '../mail-checks.ts';
import { dayAhead, openForBooking } from '../reservation-fixtures.ts';

describe.each(DATABASE_KINDS)("an event's booking e-mail on %s", (kind) => {
  let mailbox: Mailbox;
  let t: TestApp;
  let admin: Send;

  beforeEach(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(kind, {
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Paprika Bisztró <asztal@bistro.test>',
    });
    admin = adminClient(t);
    await openForBooking(admin);
  });
  afterEach(async () => {
    await t.close();
    await mailbox.close();
  });

  it('names the event, its menu and price, asks for the transfer with the reference as the payment note, and its calendar entry is the evening', async () => {
    const date = dayAhead(t, 12);
    const event = await createEvent(admin, date, {
      startTime: '19:00',
      endTime: '01:00',
      prepayment: {
        required: true,
        instructions: {
          hu: 'Utalás: 11111111-22222222',
          en: 'Transfer to 11111111-22222222',
          de: 'Überweisung an 11111111-22222222',
        },
      },
    });
    const receipt = await bookEvent(t, event.id, { partySize: 2, language: 'de' });
    const messages = await mailbox.waitFor(2);
    const [mail] = addressedTo(messages, receipt.email);
    expect(mail!.text).toContain('Veranstaltung: Weindinner');
    expect(mail!.text).toContain('Menü: Gänseleber');
    expect(mail!.text).toContain('Preis: 24.900 Ft / Person · 49.800 Ft');
    expect(mail!.text).toContain('Überweisung an 11111111-22222222');
    expect(mail!.text).toContain(`Verwendungszweck den Buchungscode an: ${receipt.reference}`);
    const calendar = calendarOf(mail!)!;
    expectRfc5545Lines(calendar.raw);
    expect(calendar.event.summary).toBe('Weindinner – Paprika Bisztró (2)');
    expect(calendar.event.startDate.toString()).toBe(`${date}T19:00:00`);
    expect(calendar.event.endDate.toString()).toMatch(/T01:00:00$/);
  });
});
