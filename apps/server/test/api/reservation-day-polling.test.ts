import { describe, expect, it } from 'vitest';
import type { ReservationList } from '@restaurant/contract/reservation.ts';
import { buildApp } from '#src/app.ts';
import { moveClockTo, restaurantInstant } from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';
import { bookOnline, bookingIdOf, dayAhead, openForBooking } from '../reservation-fixtures.ts';

const LIMITS = { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000' };

describe.each(DATABASE_KINDS)("the staff's day asked again on %s", (kind) => {
  const { t, admin } = useAdminApp(kind, LIMITS);

  const url = (date: string) => `/api/reservations?date=${date}`;
  const read = (date: string, tag?: string) =>
    admin({ method: 'GET', url: url(date), headers: tag ? { 'if-none-match': tag } : {} });
  /** Reads the day, expecting a full answer; answers it with its tag. */
  const fresh = async (date: string, tag?: string) => {
    const response = await read(date, tag);
    expect(response.statusCode, response.body).toBe(200);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    return { list: response.json<ReservationList>(), tag: etag };
  };

  it('answers 304 without a body while nothing the day shows has changed, on every instance', async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 2);
    await bookOnline(t, date, { time: '19:00' });
    const { tag } = await fresh(date);

    const again = await read(date, tag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-length']).toBeUndefined();
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['cache-control']).toBe('no-store');

    const second = await buildApp(t.config, { now: () => t.clock.now });
    try {
      const there = await second.inject({
        method: 'GET',
        url: url(date),
        headers: { authorization: `Bearer ${await t.login()}`, 'if-none-match': tag },
      });
      expect(there.statusCode).toBe(304);
    } finally {
      await second.close();
    }
    // The tag opens nothing: without a session the answer is 401, as before.
    const anonymous = await t.app.inject({ url: url(date), headers: { 'if-none-match': tag } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers the new day in full after a booking made through another instance', async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 3);
    await bookOnline(t, date, { time: '18:00' });
    const before = await fresh(date);

    const second = await buildApp(t.config, { now: () => t.clock.now });
    try {
      const { receipt } = await bookOnline(t, date, { time: '20:00' }, second);
      const after = await fresh(date, before.tag);
      expect(after.tag).not.toBe(before.tag);
      expect(after.list.reservations.map((r) => r.reference)).toEqual([
        before.list.reservations[0]!.reference,
        receipt.reference,
      ]);
      expect((await read(date, after.tag)).statusCode).toBe(304);
    } finally {
      await second.close();
    }
  });

  it("answers in full when what the day shows changed elsewhere: a guest's earlier visit, an e-mail sent, a reminder answered, an erasure", async () => {
    await openForBooking(admin);
    const earlier = dayAhead(t, 4);
    const date = dayAhead(t, 5);
    const regular = 'regular.polled@example.test';
    const first = await bookOnline(t, earlier, { email: regular, time: '19:00' });
    const later = await bookOnline(t, date, { email: regular, time: '19:00' });
    let { list, tag } = await fresh(date);
    expect(list.reservations[0]!.guest).toMatchObject({ visits: 0 });

    // The guest's earlier booking, on another day, is marked as a visit.
    moveClockTo(t, restaurantInstant(earlier, '19:05'));
    const id = await bookingIdOf(t, first.receipt.reference);
    expect(
      (
        await admin({
          method: 'PUT',
          url: `/api/reservations/${id}`,
          payload: { status: 'arrived' },
        })
      ).statusCode,
    ).toBe(200);
    ({ list, tag } = await fresh(date, tag));
    expect(list.reservations[0]!.guest).toMatchObject({ visits: 1 });

    // The messages leave the outbox (another instance's worker, as far as this one knows).
    expect(list.reservations[0]!.lastMail).toBe('waiting');
    await t.db.updateTable('outbox').set({ sentAt: t.clock.now }).execute();
    ({ list, tag } = await fresh(date, tag));
    expect(list.reservations[0]!.lastMail).toBe('sent');
    expect(list.mailWaiting).toBe(0);

    // The guest answers the reminder.
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/by-token/${later.token}/reconfirm`,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    ({ list, tag } = await fresh(date, tag));
    expect(list.reservations[0]!.reconfirmedAt).not.toBeNull();

    // The guest's data is erased on request.
    const erased = await admin({
      method: 'POST',
      url: '/api/reservations/erase',
      payload: { email: regular },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    ({ list, tag } = await fresh(date, tag));
    expect(list.reservations[0]).toMatchObject({ name: null, email: null, phone: null });
    expect((await read(date, tag)).statusCode).toBe(304);
  });

  it('answers screens asking at one moment with one and the same day, and a screen asking after a change with the change', async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 7);
    const { receipt } = await bookOnline(t, date, { time: '19:00' });
    const id = await bookingIdOf(t, receipt.reference);
    const screens = await Promise.all(Array.from({ length: 10 }, () => read(date)));
    expect(screens.map((screen) => screen.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(screens.map((screen) => screen.headers.etag)).size).toBe(1);
    expect(new Set(screens.map((screen) => screen.body)).size).toBe(1);

    // Screens asking while a member of staff cancels the booking: each answer is the day before
    // or after the change, and one asked once the change is answered shows it.
    const decline = admin({
      method: 'PUT',
      url: `/api/reservations/${id}`,
      payload: { status: 'cancelled' },
    });
    const meanwhile = await Promise.all(Array.from({ length: 5 }, () => read(date)));
    expect((await decline).statusCode).toBe(200);
    for (const screen of meanwhile) {
      expect(['requested', 'confirmed', 'cancelled']).toContain(
        screen.json<ReservationList>().reservations[0]!.status,
      );
    }
    const after = await Promise.all(Array.from({ length: 5 }, () => read(date)));
    for (const screen of after) {
      expect(screen.json<ReservationList>().reservations[0]!.status).toBe('cancelled');
    }
  });

  it("answers in full at each new minute of today's room, and for another moment asked for", async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 6);
    await bookOnline(t, date, { time: '19:00' });
    moveClockTo(t, restaurantInstant(date, '18:59'));
    const now = await fresh(date);
    expect(now.list.service).toMatchObject({ at: '18:59' });
    expect((await read(date, now.tag)).statusCode).toBe(304);

    t.clock.now += 60_000;
    const next = await fresh(date, now.tag);
    expect(next.list.service).toMatchObject({ at: '19:00' });

    const at = await admin({
      method: 'GET',
      url: `${url(date)}&at=21:00`,
      headers: { 'if-none-match': next.tag },
    });
    expect(at.statusCode).toBe(200);
    expect(at.json<ReservationList>().service).toMatchObject({ at: '21:00' });
  });
});
