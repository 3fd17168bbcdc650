import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatLongDate } from '@restaurant/contract/format.ts';
import type { Language } from '@restaurant/contract/languages.ts';
import { adminClient, restaurantInstant } from '../dated-fixtures.ts';
import { DATABASE_KINDS, createTestApp, type TestApp } from '../helpers.ts';
import { addressedTo, startMailbox, type Mailbox } from '../mailbox.ts';
import { calendarOf, expectMessageFrame, expectRfc5545Lines, vnuProblems } from '../mail-checks.ts';
import { RESTAURANT_EMAIL, bookOnline, dayAhead, openForBooking } from '../reservation-fixtures.ts';

const RESTAURANT = 'Paprika Bisztró';
const LIMITS = { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000' };

/** What each language calls the parts the tests look for. */
const WORDS = {
  hu: {
    confirmed: 'Foglalását visszaigazoltuk',
    changed: 'Foglalása módosult',
    cancelled: 'Foglalását lemondtuk',
    bookingFor: 'Foglaló neve',
    bookAgain: 'Új foglalás',
  },
  en: {
    confirmed: 'Your booking is confirmed',
    changed: 'Your booking has changed',
    cancelled: 'Your booking is cancelled',
    bookingFor: 'Booking for',
    bookAgain: 'Book again',
  },
  de: {
    confirmed: 'Ihre Reservierung ist bestätigt',
    changed: 'Ihre Reservierung wurde geändert',
    cancelled: 'Ihre Reservierung ist storniert',
    bookingFor: 'Reservierung für',
    bookAgain: 'Erneut reservieren',
  },
} as const;

describe.each(DATABASE_KINDS)("a guest's messages on %s", (kind) => {
  let mailbox: Mailbox;
  let t: TestApp;

  beforeEach(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(kind, {
      ...LIMITS,
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Paprika Bisztró <asztal@bistro.test>',
    });
    await openForBooking(adminClient(t));
  });
  afterEach(async () => {
    await t.close();
    await mailbox.close();
  });

  it('follow the booking in its language: weekday dates, headers, valid HTML, and one calendar entry requested, updated and cancelled', async () => {
    const languages: Language[] = ['hu', 'en', 'de'];
    const documents: string[] = [];
    for (const [index, language] of languages.entries()) {
      const { body, receipt, token } = await bookOnline(t, dayAhead(t, 3 + index), {
        language,
        name: 'Kiss Éva',
      });
      expect(receipt.email).toBe(body.email);
      const moved = await t.app.inject({
        method: 'PUT',
        url: `/api/reservations/by-token/${token}`,
        payload: { date: body.date, time: '20:00', partySize: 2 },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/reservations/by-token/${token}/cancel`,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const messages = await mailbox.waitFor(6 * (index + 1));
      const words = WORDS[language];
      // In the order of the changes (the outbox may send one batch in another order).
      const guest = [words.confirmed, words.changed, words.cancelled].map((subject) =>
        addressedTo(messages, body.email).find((m) => m.subject!.startsWith(subject))!,
      );
      const day = formatLongDate(body.date, language);
      expect(guest.map((mail) => mail.subject)).toEqual([
        `${words.confirmed}: ${day}, 19:00 (${receipt.reference})`,
        `${words.changed}: ${day}, 20:00 (${receipt.reference})`,
        `${words.cancelled}: ${day}, 20:00 (${receipt.reference})`,
      ]);
      const manageUrl = `${t.config.publicUrl}${receipt.manageUrl}`;
      const bookUrl = `${t.config.publicUrl}/reservation${language === 'hu' ? '' : `?lang=${language}`}`;
      const calendars = guest.map((mail) => calendarOf(mail)!);
      for (const [step, mail] of guest.entries()) {
        expectMessageFrame(mail, language, RESTAURANT);
        expect(mail.replyTo?.text).toBe(RESTAURANT_EMAIL);
        // The guest's name is the restaurant's fact, after its words; never a line of its own.
        expect(mail.text).toContain(`${words.bookingFor}: Kiss Éva`);
        expect(mail.text!.split('\n')).not.toContain('Kiss Éva');
        expect(mail.text).toContain(day);
        expect(mail.html).toContain(day);
        // A cancelled booking offers booking again, not its own page.
        const links = [...(mail.html as string).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
        expect(links).toEqual([step < 2 ? manageUrl : bookUrl]);
        expect(mail.text).toContain(step < 2 ? manageUrl : words.bookAgain);
        documents.push(mail.html as string);
      }
      // One calendar entry: requested, updated with the next SEQUENCE, then cancelled.
      expect(calendars.map((c) => c.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
      expect(calendars.map((c) => c.event.sequence)).toEqual([0, 1, 2]);
      expect(new Set(calendars.map((c) => c.event.uid))).toEqual(
        new Set([`${receipt.reference}@${new URL(t.config.publicUrl).hostname}`]),
      );
      expect(calendars.map((c) => c.vevent.getFirstPropertyValue('status'))).toEqual([
        'CONFIRMED',
        'CONFIRMED',
        'CANCELLED',
      ]);
      for (const calendar of calendars) {
        expect(calendar.attachmentType).toBe('text/calendar');
        const lines = expectRfc5545Lines(calendar.raw);
        expect(lines).toContain(`URL:${manageUrl}`);
        expect(lines).toContain('ORGANIZER:mailto:asztal@bistro.test');
        expect(calendar.timezone?.getFirstPropertyValue('tzid')).toBe('Europe/Budapest');
        expect(calendar.event.startDate.zone?.tzid).toBe('Europe/Budapest');
        expect(calendar.event.description).toContain(day);
      }
      const [first, update] = calendars;
      expect(first!.event.startDate.toString()).toBe(`${body.date}T19:00:00`);
      expect(update!.event.startDate.toString()).toBe(`${body.date}T20:00:00`);
      // Two hours' stay (the demo's), read in the zone's own offset.
      expect(first!.event.endDate.toString()).toBe(`${body.date}T21:00:00`);
      // The zone block places it at the restaurant's 19:00, summer time or not.
      expect(first!.event.startDate.toJSDate().getTime()).toBe(
        restaurantInstant(body.date, '19:00'),
      );
      const notices = addressedTo(messages, RESTAURANT_EMAIL).slice(-3);
      for (const notice of notices) {
        expectMessageFrame(notice, 'hu', RESTAURANT);
        expect(notice.replyTo?.text).toBe(body.email);
        expect(notice.subject).toContain(formatLongDate(body.date, 'hu'));
        documents.push(notice.html as string);
      }
    }
    const ids = mailbox.messages.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await vnuProblems(documents)).toEqual([]);
    // The Nu checker starts a Java machine: slow on a busy host.
  }, 120_000);
});
