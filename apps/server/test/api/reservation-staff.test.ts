import { describe, expect, it } from 'vitest';
import type { AuditPage } from '@restaurant/contract/audit.ts';
import type {
  BookingReceipt,
  GuestReservation,
  Reservation,
  ReservationList,
} from '@restaurant/contract/reservation.ts';
import { eraseExpired, queueReminders } from '#src/modules/reservations/reservation-jobs.ts';
import { expectProblem, restaurantInstant } from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';
import { addMember } from '../staff-helpers.ts';
import { dayAhead, GUEST_FIELDS, guestBooking, openForBooking } from '../reservation-fixtures.ts';
import { addDays } from '@restaurant/contract/calendar.ts';

const LIMITS = { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000' };

describe.each(DATABASE_KINDS)('running the bookings on %s', (kind) => {
  const { t, admin } = useAdminApp(kind, LIMITS);

  const guestBooks = async (date: string, fields: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: guestBooking(date, fields),
    });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json<BookingReceipt>();
    return { ...receipt, token: receipt.manageUrl.split('/').pop()! };
  };
  const day = async (date: string) =>
    (await admin({ method: 'GET', url: `/api/reservations?date=${date}` })).json<ReservationList>();
  const idOf = async (date: string, reference: string) =>
    (await day(date)).reservations.find((r) => r.reference === reference)!.id;
  /** What the daily jobs run with, on the test clock. */
  const jobContext = () => ({
    config: t.config,
    db: t.db,
    secrets: t.ctx.secrets,
    now: () => t.clock.now,
    restaurantName: async () => null,
  });
  const put = (id: number, payload: object) =>
    admin({ method: 'PUT', url: `/api/reservations/${id}`, payload });

  it("lists a day's bookings in time order with the agreed fields and the count awaiting a decision", async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 2);
    await guestBooks(date, { time: '20:00' });
    await guestBooks(date, { time: '12:15', partySize: 7, note: 'Window please' });
    const list = await day(date);
    expect(list.reservations.map((r) => r.time)).toEqual(['12:15', '20:00']);
    expect(Object.keys(list.reservations[0]!)).toEqual(
      expect.arrayContaining(['id', 'reference', 'status', ...GUEST_FIELDS, 'language']),
    );
    expect(list.reservations[0]).toMatchObject({ status: 'requested', note: 'Window please' });
    expect(list.requested).toBeGreaterThanOrEqual(1);
    const anonymous = await t.app.inject({ url: `/api/reservations?date=${date}` });
    expectProblem(anonymous, 401);
  });

  it('confirms, seats and marks no-shows, refusing transitions that make no sense with 409', async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 3);
    const { reference } = await guestBooks(date, { partySize: 7, time: '12:00' });
    const id = await idOf(date, reference);
    expect((await put(id, { status: 'arrived' })).statusCode).toBe(409);
    expect((await put(id, { status: 'confirmed' })).json<Reservation>().status).toBe('confirmed');
    expect((await put(id, { status: 'arrived' })).json<Reservation>().status).toBe('arrived');
    expect((await put(id, { status: 'noShow' })).json<Reservation>().status).toBe('noShow');
    expect((await put(id, { status: 'requested' })).statusCode).toBe(409);
    const declined = await guestBooks(date, { partySize: 7, time: '12:15' });
    const other = await idOf(date, declined.reference);
    expect((await put(other, { status: 'declined', message: 'Full house' })).statusCode).toBe(200);
    expect((await put(other, { status: 'confirmed' })).statusCode).toBe(409);
    expectProblem(await put(2_147_483_647, { status: 'confirmed' }), 404);
    const read = await admin({ method: 'GET', url: `/api/reservations/${id}` });
    expect(read.json<Reservation>()).toMatchObject({ id, reference, status: 'noShow' });
  });

  it('edits the time, party size, table and staff note, and records it in the audit log by reference without e-mail or phone', async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 4);
    const { reference } = await guestBooks(date);
    const id = await idOf(date, reference);
    const edited = await put(id, {
      time: '19:30',
      partySize: 3,
      table: '12',
      staffNote: 'Birthday',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Reservation>()).toMatchObject({
      time: '19:30',
      partySize: 3,
      table: '12',
      staffNote: 'Birthday',
    });
    const log = await admin({
      method: 'GET',
      url: `/api/audit-log?entity=reservation&entityId=${id}`,
    });
    const entries = log.json<AuditPage>().entries;
    expect(entries[0]!.label).toBe(reference);
    const text = JSON.stringify(entries);
    expect(text).toContain('19:30');
    expect(text).not.toContain('@example.test');
    expect(text).not.toContain('123 4567');
  });

  it('takes a phone booking beyond the online limits only after a warning that says by how much', async () => {
    await openForBooking(admin, { coversPerSlot: 12 });
    const date = dayAhead(t, 5);
    const body = {
      date,
      time: '19:00',
      partySize: 14,
      name: 'Kovács Béla',
      phone: '+36 30 999 8888',
    };
    const warned = await admin({ method: 'POST', url: '/api/reservations', payload: body });
    expectProblem(warned, 409);
    expect(warned.json<{ overLimitBy: number }>().overLimitBy).toBe(6);
    expect(warned.json<{ detail: string }>().detail).toContain('6 fővel');
    const taken = await admin({
      method: 'POST',
      url: '/api/reservations',
      payload: { ...body, overLimit: true },
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json<Reservation>()).toMatchObject({
      status: 'confirmed',
      source: 'staff',
      email: null,
    });
  });

  it("shows the guest's booking through the link, not cached and not indexed, and 404 for an unknown token", async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 6);
    const { token, reference } = await guestBooks(date, { language: 'de' });
    const shown = await t.app.inject({ url: `/api/reservations/by-token/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    expect(shown.json<GuestReservation>()).toMatchObject({
      reference,
      language: 'de',
      status: 'confirmed',
    });
    const unknown = await t.app.inject({ url: `/api/reservations/by-token/${'x'.repeat(43)}` });
    expectProblem(unknown, 404);
  });

  it('lets the guest move the booking to an available time, and cancel it only until cancelUntilMinutes before', async () => {
    await openForBooking(admin, { coversPerSlot: 4 });
    const date = dayAhead(t, 7);
    const { token } = await guestBooks(date, { partySize: 2 });
    await guestBooks(date, { partySize: 4, time: '20:00' });
    const full = await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/by-token/${token}`,
      payload: { date, time: '20:00', partySize: 2 },
    });
    expectProblem(full, 409);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/by-token/${token}`,
      payload: { date, time: '20:15', partySize: 3 },
    });
    expect(moved.json<GuestReservation>()).toMatchObject({ time: '20:15', partySize: 3 });
    const other = await guestBooks(date, { partySize: 1, time: '21:00' });
    t.clock.now = restaurantInstant(date, '18:00');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/by-token/${token}/cancel`,
    });
    expect(cancelled.json<GuestReservation>()).toMatchObject({
      status: 'cancelled',
      changeableUntil: null,
    });
    // Two hours before 21:00 has passed.
    t.clock.now = restaurantInstant(date, '19:01');
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/by-token/${other.token}/cancel`,
    });
    expectProblem(late, 409);
  });

  it('queues each reminder once, reminderHours before a confirmed booking', async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 8);
    const { reference } = await guestBooks(date);
    const ctx = jobContext();
    const reminders = async (ref: string) =>
      (await t.db.selectFrom('outbox').select('message').execute()).filter(
        (row) =>
          row.message.includes(`A reminder of your booking: `) && row.message.includes(`(${ref})`),
      );
    t.clock.now = restaurantInstant(addDays(date, -1), '18:00');
    await queueReminders(ctx);
    expect(await reminders(reference)).toHaveLength(0);
    t.clock.now = restaurantInstant(addDays(date, -1), '19:00');
    await Promise.all([queueReminders(ctx), queueReminders(ctx)]);
    await queueReminders(ctx);
    expect(await reminders(reference)).toHaveLength(1);
  });

  it("erases personal data retentionDays after the date and on an owner's request, keeping the figures", async () => {
    await openForBooking(admin, { retentionDays: 30 });
    const date = dayAhead(t, 9);
    const { reference } = await guestBooks(date, { email: 'Erase.Me@example.test' });
    const second = await guestBooks(addDays(date, 1), { email: 'erase.me@example.test' });
    const erased = await admin({
      method: 'POST',
      url: '/api/reservations/erase',
      payload: { email: 'erase.me@EXAMPLE.test' },
    });
    expect(erased.json()).toEqual({ count: 2 });
    const after = (await day(date)).reservations.find((r) => r.reference === reference)!;
    expect(after).toMatchObject({
      name: null,
      email: null,
      phone: null,
      note: null,
      partySize: 2,
      status: 'confirmed',
    });
    expect(
      await t.db
        .selectFrom('outbox')
        .select('id')
        .where('topic', '=', `reservation:${after.id}`)
        .execute(),
    ).toEqual([]);
    expectProblem(await t.app.inject({ url: `/api/reservations/by-token/${second.token}` }), 404);

    const kept = await guestBooks(date, { time: '12:00' });
    const ctx = jobContext();
    t.clock.now = restaurantInstant(addDays(date, 30), '12:00');
    await eraseExpired(ctx);
    expect(
      (await day(date)).reservations.find((r) => r.reference === kept.reference)!.name,
    ).not.toBeNull();
    t.clock.now = restaurantInstant(addDays(date, 31), '12:00');
    expect(await eraseExpired(ctx)).toBeGreaterThanOrEqual(1);
    expect(
      (await day(date)).reservations.find((r) => r.reference === kept.reference),
    ).toMatchObject({ name: null, partySize: 2 });
  });

  it("lets only an owner erase a guest's data", async () => {
    const owner = await t.login();
    const editor = await addMember(t, owner, { username: `ed${kind}`, role: 'editor' });
    const response = await t.as(await editor.login(), {
      method: 'POST',
      url: '/api/reservations/erase',
      payload: { email: 'x@example.test' },
    });
    expectProblem(response, 403);
  });
});
