import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@restaurant/contract/calendar.ts';
import type { GuestReservation, Reservation } from '@restaurant/contract/reservation.ts';
import { queueReminders } from '#src/modules/reservations/reservation-jobs.ts';
import { adminClient, restaurantInstant } from './dated-fixtures.ts';
import { DATABASE_KINDS, createTestApp, type TestApp } from './helpers.ts';
import { addressedTo, startMailbox, type Mailbox } from './mailbox.ts';
import { calendarOf, expectMessageFrame } from './mail-checks.ts';
import {
  RESTAURANT_EMAIL,
  bookOnline,
  dayAhead,
  guestBooking,
  openForBooking,
} from './reservation-fixtures.ts';

// These tests need the built web app (npm run build), as `npm test` does before running them.

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(DATABASE_KINDS)(
  "a guest's answers and refusals without JavaScript, on %s",
  (kind) => {
    let mailbox: Mailbox;
    let t: TestApp;
    beforeEach(async () => {
      mailbox = await startMailbox();
      t = await createTestApp(kind, {
        RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000',
        SMTP_URL: mailbox.url,
        PUBLIC_URL: 'https://paprika.example',
      });
      await openForBooking(adminClient(t));
    });
    afterEach(async () => {
      await t.close();
      await mailbox.close();
    });

    const book = (fields: Record<string, unknown>) => bookOnline(t, dayAhead(t, 8), fields);
    const guestView = async (token: string) =>
      (await t.app.inject({ url: `/api/reservations/by-token/${token}` })).json<GuestReservation>();
    const remind = async (date: string) => {
      t.clock.now = restaurantInstant(addDays(date, -1), '19:30');
      const ctx = {
        config: t.config,
        db: t.db,
        secrets: t.ctx.secrets,
        now: () => t.clock.now,
        restaurantName: async () => null,
      };
      expect(await queueReminders(ctx)).toBe(1);
      // The outbox's next look, a second on.
      await t.timers.advance(1_000);
    };

    it('answers the reminder "still coming" through its link: the page asks, one press notes it, and staff see it', async () => {
      const { body, receipt, token } = await book({ language: 'de' });
      await mailbox.waitFor(2);
      await remind(body.date);
      const messages = await mailbox.waitFor(3);
      const [, reminder] = addressedTo(messages, body.email);
      expectMessageFrame(reminder!, 'de', 'Paprika Bisztró');
      expect(reminder!.subject).toMatch(/^Erinnerung an Ihre Reservierung: /);
      expect(calendarOf(reminder!)).toBeUndefined();
      const links = [...(reminder!.html as string).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
      const manageUrl = `https://paprika.example${receipt.manageUrl}`;
      expect(links).toEqual([`${manageUrl}?do=coming`, `${manageUrl}?do=cancel`, manageUrl]);
      expect(reminder!.text).toContain(`Ja, wir kommen: ${manageUrl}?do=coming`);

      const asked = await t.app.inject({ url: `${receipt.manageUrl}?do=coming` });
      expect(asked.statusCode).toBe(200);
      expect(asked.body).toContain('<html lang="de"');
      expect(asked.body).toMatch(
        /<button(?=[^>]*name="action")[^>]*value="coming"[^>]*>Ja, wir kommen</,
      );
      // Opening the link (a mail scanner does too) notes nothing.
      expect((await guestView(token)).reconfirmedAt).toBeNull();
      const answered = await t.app.inject({
        method: 'POST',
        url: `${receipt.manageUrl}?lang=de`,
        headers: FORM,
        payload: form({ action: 'coming' }),
      });
      expect(answered.statusCode).toBe(200);
      expect(answered.body).toMatch(/role="status">Danke, wir freuen uns auf Sie!</);
      const answeredAt = new Date(t.clock.now).toISOString();
      expect((await guestView(token)).reconfirmedAt).toBe(answeredAt);
      const day = await adminClient(t)({
        method: 'GET',
        url: `/api/reservations?date=${body.date}`,
      });
      const staffView = day
        .json<{ reservations: Reservation[] }>()
        .reservations.find((r) => r.reference === receipt.reference)!;
      expect(staffView.reconfirmedAt).toBe(answeredAt);
    });

    it('answers the reminder "cancel" through its link: the page asks first, and only the press cancels', async () => {
      const { body, receipt, token } = await book({ language: 'en' });
      await mailbox.waitFor(2);
      await remind(body.date);
      await mailbox.waitFor(3);
      const asked = await t.app.inject({ url: `${receipt.manageUrl}?do=cancel` });
      expect(asked.body).toMatch(
        /<h3 id="guest-question">Do you really want to cancel this booking\?</,
      );
      expect(asked.body).toMatch(
        /<button(?=[^>]*name="action")[^>]*value="cancel"[^>]*>Yes, cancel it</,
      );
      expect((await guestView(token)).status).toBe('confirmed');
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `${receipt.manageUrl}?lang=en`,
        headers: FORM,
        payload: form({ action: 'cancel' }),
      });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.body).toMatch(/role="status">Your booking is cancelled\.</);
      expect((await guestView(token)).status).toBe('cancelled');
      const messages = await mailbox.waitFor(5);
      const last = addressedTo(messages, body.email).at(-1)!;
      expect(calendarOf(last)!.method).toBe('CANCEL');
      expect(addressedTo(messages, RESTAURANT_EMAIL).at(-1)!.subject).toMatch(
        /^Egy vendég lemondta/,
      );
    });

    it('shows the address the messages go to, and a corrected one gets the confirmation again', async () => {
      const { body, receipt, token } = await book({ language: 'hu' });
      await mailbox.waitFor(2);
      const page = await t.app.inject({ url: receipt.manageUrl });
      expect(page.body).toContain(body.email);
      expect(page.body).toMatch(/do=email">Nem jó\? Javítsa ki</);
      const changed = await t.app.inject({
        method: 'POST',
        url: receipt.manageUrl,
        headers: FORM,
        payload: form({ action: 'email', email: 'anna.right@example.test' }),
      });
      expect(changed.statusCode).toBe(200);
      expect((await guestView(token)).email).toBe('anna.right@example.test');
      const messages = await mailbox.waitFor(3);
      expect(addressedTo(messages, 'anna.right@example.test')[0]!.subject).toMatch(
        /^Foglalását visszaigazoltuk: /,
      );
    });

    it('offers the address meant on the receipt when its domain looks mistyped, taken with one press', async () => {
      const fields = guestBooking(dayAhead(t, 10), { email: 'anna.kovacs@gmial.com' });
      const booked = await t.app.inject({
        method: 'POST',
        url: '/reservation?lang=en',
        headers: FORM,
        payload: form(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]))),
      });
      expect(booked.statusCode).toBe(303);
      const receipt = await t.app.inject({ url: booked.headers.location! });
      expect(receipt.body).toMatch(/<strong>anna\.kovacs@gmial\.com<\/strong>/);
      expect(receipt.body).toMatch(
        /<input type="hidden" name="email" value="anna\.kovacs@gmail\.com"/,
      );
      expect(receipt.body).toMatch(/Did you mean anna\.kovacs@gmail\.com\?/);
      const link = /href="(\/reservation\/[\w-]+)\?do=email/.exec(receipt.body)![1]!;
      const fixed = await t.app.inject({
        method: 'POST',
        url: `${link}?lang=en`,
        headers: FORM,
        payload: form({ action: 'email', email: 'anna.kovacs@gmail.com' }),
      });
      expect(fixed.statusCode).toBe(200);
      expect(fixed.body).toMatch(/role="status">We have sent the booking to the new address\.</);
      const messages = await mailbox.waitFor(3);
      expect(addressedTo(messages, 'anna.kovacs@gmail.com')).toHaveLength(1);
    });

    it('answers a form for a full evening with why, the next evenings as buttons, and no "filled meanwhile"', async () => {
      await openForBooking(adminClient(t), { seats: 4, coversPerSlot: 4 });
      const date = dayAhead(t, 9);
      for (const time of ['18:00', '20:00']) {
        const filled = await t.app.inject({
          method: 'POST',
          url: '/api/reservations',
          payload: guestBooking(date, { time, partySize: 4 }),
        });
        expect(filled.statusCode, filled.body).toBe(201);
      }
      const fields = guestBooking(date, { time: '19:00' });
      const refused = await t.app.inject({
        method: 'POST',
        url: '/reservation?lang=en',
        headers: FORM,
        payload: form({
          ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
          privacyAccepted: 'true',
        }),
      });
      expect(refused.statusCode).toBe(409);
      // (The page embeds its dictionary: the words are looked for in the markup.)
      expect(refused.body).toMatch(/<p>We are fully booked this evening for that many guests\./);
      expect(refused.body).toMatch(/id="time-error">Choose one of the times offered\./);
      expect(refused.body).not.toMatch(/>This time has just been fully booked/);
      for (const days of [1, 2, 3]) {
        expect(refused.body).toMatch(
          new RegExp(`<button(?=[^>]*name="pickDate")[^>]*value="${addDays(date, days)}"`),
        );
      }
      // The free lunch times of the day are offered to choose from, without JavaScript.
      expect(refused.body).toMatch(/<input(?=[^>]*name="time")[^>]*value="12:00"/);
      const picked = await t.app.inject({
        method: 'POST',
        url: '/reservation?lang=en',
        headers: FORM,
        payload: form({
          ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
          pickDate: addDays(date, 1),
        }),
      });
      expect(picked.statusCode).toBe(200);
      expect(picked.body).toMatch(new RegExp(`name="date"[^>]*value="${addDays(date, 1)}"`));
      expect(picked.body).toMatch(/<input(?=[^>]*name="time")[^>]*value="19:00"/);
      expect(await t.db.selectFrom('reservations').select('id').execute()).toHaveLength(2);
    });
  },
);
