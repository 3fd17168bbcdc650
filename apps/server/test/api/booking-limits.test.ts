import { describe, expect, it } from 'vitest';
import type {
  BookingReceipt,
  GuestReservation,
  Reservation,
} from '@restaurant/contract/reservation.ts';
import { errorPaths } from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';
import { dayAhead, guestBooking, openForBooking } from '../reservation-fixtures.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(DATABASE_KINDS)('who a booking may reach, on %s', (kind) => {
  describe('one mailbox', () => {
    const { t, admin } = useAdminApp(kind, {
      RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000',
      RESERVATIONS_PER_EMAIL_PER_DAY: '3',
    });
    const post = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/reservations', payload: body });

    it('counts +tags, case and Gmail dots as one mailbox, also for bookings sent at once', async () => {
      await openForBooking(admin);
      const date = dayAhead(t, 5);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          post(guestBooking(date, { email: `Victim+${i}@example.test`, time: '12:00' })),
        ),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
      const gmail = [
        'v.ictim@gmail.com',
        'victim+x@googlemail.com',
        'VICTIM@gmail.com',
        'vic.tim+y@gmail.com',
      ];
      const dotted = [];
      for (const email of gmail)
        dotted.push((await post(guestBooking(date, { email }))).statusCode);
      expect(dotted).toEqual([201, 201, 201, 429]);
    });

    it("refuses a name that breaks the line or carries a link, so the restaurant's mail cannot carry another's message", async () => {
      await openForBooking(admin);
      for (const name of [
        'Urgent\nverify at evil',
        'Urgent: your account is locked, verify at http://evil.example/x',
        'see www.evil.example',
        'mail me: a@evil.example',
      ]) {
        const response = await post(guestBooking(dayAhead(t), { name }));
        expect(response.statusCode, name).toBe(400);
        expect(errorPaths(response)).toEqual(['name']);
      }
      expect(
        (await post(guestBooking(dayAhead(t), { name: 'Dr. Kovács-Nagy Éva' }))).statusCode,
      ).toBe(201);
    });

    it("judges a guest's move as a new booking: above autoConfirmUpTo it waits for staff again, and staff are told", async () => {
      await openForBooking(admin);
      const date = dayAhead(t, 6);
      const booked = await post(guestBooking(date, { partySize: 2, email: 'mover@example.test' }));
      const receipt = booked.json<BookingReceipt>();
      expect(receipt.status).toBe('confirmed');
      const token = receipt.manageUrl.split('/').pop();
      const moved = await t.app.inject({
        method: 'PUT',
        url: `/api/reservations/by-token/${token}`,
        payload: { date, time: '19:00', partySize: 8 },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<GuestReservation>().status).toBe('requested');
      const list = await admin({ method: 'GET', url: `/api/reservations?date=${date}` });
      const staffView = list.json<{ reservations: Reservation[]; requested: number }>();
      expect(staffView.reservations.find((r) => r.reference === receipt.reference)?.status).toBe(
        'requested',
      );
      expect(staffView.requested).toBeGreaterThanOrEqual(1);
      const messages = (await t.db.selectFrom('outbox').select('message').orderBy('id').execute())
        .map(
          (row) =>
            JSON.parse(row.message) as {
              subject: string;
              text: string;
              attachments?: Array<{ content: string }>;
            },
        )
        .filter((m) => m.subject.includes(receipt.reference));
      const staffNotice = messages.find((m) => m.subject.startsWith('Egy vendég módosította'));
      expect(staffNotice?.text).toContain('Döntésre vár');
      const guestNotice = messages.find((m) => m.subject.startsWith('Your booking has changed'));
      expect(guestNotice?.text).toContain('We will confirm the changed booking shortly.');
      // The calendar entry stays, marked tentative, with the next SEQUENCE.
      expect(guestNotice?.attachments?.[0]?.content).toMatch(
        /SEQUENCE:1\r\n[\s\S]*STATUS:TENTATIVE/,
      );
    });
  });

  describe("one client's bookings", () => {
    const { t, admin } = useAdminApp(kind, {
      RESERVATIONS_PER_ADDRESS_PER_HOUR: '4',
      RESERVATIONS_PER_EMAIL_PER_DAY: '100',
    });

    it('share one per-address limit between the API and the booking form', async () => {
      await openForBooking(admin);
      const date = dayAhead(t, 7);
      const api = () =>
        t.app.inject({ method: 'POST', url: '/api/reservations', payload: guestBooking(date) });
      const page = () =>
        t.app.inject({
          method: 'POST',
          url: '/reservation?lang=en',
          headers: FORM,
          payload: new URLSearchParams({
            ...Object.fromEntries(
              Object.entries(guestBooking(date)).map(([k, v]) => [k, String(v)]),
            ),
          }).toString(),
        });
      expect((await api()).statusCode).toBe(201);
      expect((await page()).statusCode).not.toBe(429);
      expect((await api()).statusCode).toBe(201);
      expect((await page()).statusCode).not.toBe(429);
      expect((await api()).statusCode).toBe(429);
      const refused = await page();
      expect(refused.statusCode).toBe(429);
      // The form's refusal is a page in the guest's language, never a problem document.
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.body).toMatch(/<title>Error: Book a table/);
      expect(refused.body).toMatch(
        /<p class="notice notice--error" role="alert" tabindex="-1" autofocus="">Too many bookings;/,
      );
      expect(refused.body).toContain(`value="${date}"`);
    });
  });
});
