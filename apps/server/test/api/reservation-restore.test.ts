import { describe, expect, it } from 'vitest';
import type { Reservation } from '@restaurant/contract/reservation.ts';
import { expectProblem } from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';
import { bookOnline, dayAhead, openForBooking } from '../reservation-fixtures.ts';

describe.each(DATABASE_KINDS)('taking back the end of a booking on %s', (kind) => {
  const { t, admin } = useAdminApp(kind, { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000' });

  /** A guest's online booking: its id, its e-mail address and its manage token. */
  const guestBooks = async (date: string, fields: Record<string, unknown> = {}) => {
    const { body, receipt, token } = await bookOnline(t, date, fields);
    const row = await t.db
      .selectFrom('reservations')
      .select('id')
      .where('reference', '=', receipt.reference)
      .executeTakeFirstOrThrow();
    return { id: row.id, email: body.email, token };
  };
  const decide = (id: number, payload: object) =>
    admin({ method: 'PUT', url: `/api/reservations/${id}`, payload });
  const restore = (id: number) => admin({ method: 'POST', url: `/api/reservations/${id}/restore` });
  /** The guest's messages still waiting in the outbox, with when each may leave. */
  const waitingFor = (email: string) =>
    t.db
      .selectFrom('outbox')
      .select(['nextAttemptAt', 'message'])
      .where('recipient', '=', email)
      .where('sentAt', 'is', null)
      .orderBy('id')
      .execute();

  it('records when a booking was cancelled, and a restore clears it so the numbers no longer count a cancellation', async () => {
    await openForBooking(admin);
    const booking = await guestBooks(dayAhead(t, 6));
    const cancelledAt = () =>
      t.db
        .selectFrom('reservations')
        .select('cancelledAt')
        .where('id', '=', booking.id)
        .executeTakeFirstOrThrow()
        .then((row) => (row.cancelledAt === null ? null : Number(row.cancelledAt)));
    expect((await decide(booking.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await cancelledAt()).toBe(t.clock.now);
    expect((await restore(booking.id)).statusCode).toBe(200);
    expect(await cancelledAt()).toBeNull();
  });

  it("holds the guest's e-mail about a cancel for 15 s, and a restore within it withdraws it unheard", async () => {
    await openForBooking(admin);
    const booking = await guestBooks(dayAhead(t, 5));
    // The confirmation has left (or is due): only the cancel's message is held.
    await t.db.updateTable('outbox').set({ sentAt: t.clock.now }).execute();
    const cancelled = await decide(booking.id, { status: 'cancelled' });
    expect(cancelled.json<Reservation>()).toMatchObject({
      status: 'cancelled',
      endedFrom: 'confirmed',
    });
    const held = await waitingFor(booking.email);
    expect(held).toHaveLength(1);
    expect(Number(held[0]!.nextAttemptAt)).toBe(t.clock.now + 15_000);

    t.clock.now += 9_000;
    const restored = await restore(booking.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<Reservation>()).toMatchObject({ status: 'confirmed', endedFrom: null });
    expect(await waitingFor(booking.email)).toEqual([]);
    t.clock.now = Date.now();
  });

  it('restores after the e-mail has left and tells the guest that the booking stands', async () => {
    await openForBooking(admin);
    const booking = await guestBooks(dayAhead(t, 5), { time: '19:15' });
    await t.db.updateTable('outbox').set({ sentAt: t.clock.now }).execute();
    await decide(booking.id, { status: 'cancelled' });
    t.clock.now += 16_000;
    expect((await restore(booking.id)).statusCode).toBe(200);
    const told = await waitingFor(booking.email);
    // The cancel still leaves (it was due), and the new confirmation follows it at once.
    expect(told.map((m) => (JSON.parse(m.message) as { subject: string }).subject)).toEqual([
      expect.stringMatching(/cancel/i),
      expect.stringMatching(/confirm/i),
    ]);
    t.clock.now = Date.now();
  });

  it('restores a declined request to requested, a no-show and a guest-cancelled booking to confirmed, and nothing that has not ended', async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 6);
    const request = await guestBooks(date, { partySize: 7 });
    await decide(request.id, { status: 'declined', message: 'Sorry' });
    expect((await restore(request.id)).json<Reservation>().status).toBe('requested');

    const noShow = await guestBooks(date, { time: '12:00' });
    await decide(noShow.id, { status: 'noShow' });
    expect((await restore(noShow.id)).json<Reservation>().status).toBe('confirmed');

    const guestCancelled = await guestBooks(date, { time: '12:15' });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/by-token/${guestCancelled.token}/cancel`,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await restore(guestCancelled.id)).json<Reservation>().status).toBe('confirmed');

    expectProblem(await restore(noShow.id), 409);
    expectProblem(await admin({ method: 'POST', url: '/api/reservations/999999/restore' }), 404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/${noShow.id}/restore`,
    });
    expectProblem(anonymous, 401);
  });

  it('restores only while the seats are free: of two parallel restores for the last two places one wins, the other is a 409', async () => {
    await openForBooking(admin, { coversPerSlot: 4 });
    const date = dayAhead(t, 7);
    const first = await guestBooks(date, { time: '20:00' });
    const second = await guestBooks(date, { time: '20:00' });
    await decide(first.id, { status: 'cancelled' });
    await decide(second.id, { status: 'cancelled' });
    await guestBooks(date, { time: '20:00' });

    const answers = await Promise.all([restore(first.id), restore(second.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json<{ seatsTaken: boolean }>().seatsTaken).toBe(true);
    const held = await t.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.sum<number>('partySize').as('guests'))
      .where('date', '=', date)
      .where('time', '=', '20:00')
      .where('status', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    expect(Number(held.guests)).toBe(4);
  });
});
