import { describe, expect, it } from 'vitest';
import type { AuditPage } from '@restaurant/contract/audit.ts';
import type { ListedReservation, ReservationList } from '@restaurant/contract/reservation.ts';
import { errorPaths } from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';
import { bookOnline, dayAhead, openForBooking, bookingIdOf } from '../reservation-fixtures.ts';

describe.each(DATABASE_KINDS)("the guest's history on %s", (kind) => {
  const { t, admin } = useAdminApp(kind, { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000' });

  const idOf = (reference: string) => bookingIdOf(t, reference);
  const books = async (days: number, fields: Record<string, unknown>) =>
    idOf((await bookOnline(t, dayAhead(t, days), fields)).receipt.reference);
  const change = async (id: number, payload: object) => {
    const response = await admin({ method: 'PUT', url: `/api/reservations/${id}`, payload });
    expect(response.statusCode, response.body).toBe(200);
  };
  const listed = async (days: number, id: number): Promise<ListedReservation> =>
    (await admin({ method: 'GET', url: `/api/reservations?date=${dayAhead(t, days)}` }))
      .json<ReservationList>()
      .reservations.find((entry) => entry.id === id)!;

  it('counts the earlier visits and no-shows of a guest known by e-mail or by phone', async () => {
    await openForBooking(admin);
    const email = 'kiss.anna@example.test';
    const visited = await books(10, { email, phone: '+36 20 111 2233' });
    const left = await books(11, { email: 'anna.kiss@example.test', phone: '06 20 111 2233' });
    const missed = await books(12, { email, phone: '+36 70 999 8877' });
    const stranger = await books(12, { email: 'other@example.test', phone: '+36 1 555 6666' });
    const next = await books(14, { email, phone: '+36 20 111 2233' });
    await change(visited, { status: 'arrived' });
    await change(left, { status: 'arrived' });
    await change(left, { status: 'finished' });
    await change(missed, { status: 'noShow' });
    await change(stranger, { status: 'noShow' });

    expect((await listed(14, next)).guest).toEqual({ visits: 2, noShows: 1, note: null });
    // Only what came before a booking counts: the first visit has no history.
    expect((await listed(10, visited)).guest).toEqual({ visits: 0, noShows: 0, note: null });
    const walkIn = await admin({
      method: 'POST',
      url: '/api/reservations',
      payload: { source: 'walkIn', partySize: 2 },
    });
    const today = (
      await admin({
        method: 'GET',
        url: '/api/reservations?date=' + walkIn.json<{ date: string }>().date,
      })
    ).json<ReservationList>();
    expect(today.reservations.find((entry) => entry.source === 'walkIn')!.guest).toBeNull();
  });

  it("keeps the staff's note with the guest for the next booking, audits it, and erases it with the guest's data", async () => {
    await openForBooking(admin);
    const email = 'toth.bela@example.test';
    const first = await books(20, { email, phone: '+36 30 777 1122' });
    const byPhone = await books(21, { email: 'bela@example.test', phone: '06 30 777 1122' });
    await change(first, { guestNote: 'Gluténérzékeny, ablak mellé kéri' });
    expect((await listed(21, byPhone)).guest!.note).toBe('Gluténérzékeny, ablak mellé kéri');
    await change(byPhone, { guestNote: 'Gluténérzékeny' });
    expect((await listed(20, first)).guest!.note).toBe('Gluténérzékeny');
    expect(await t.db.selectFrom('guestNotes').select('note').execute()).toHaveLength(1);
    const audit = (
      await admin({ method: 'GET', url: `/api/audit-log?entity=reservation&entityId=${byPhone}` })
    ).json<AuditPage>();
    expect(audit.entries[0]!.changes).toEqual([
      { field: 'guestNote', before: 'Gluténérzékeny, ablak mellé kéri', after: 'Gluténérzékeny' },
    ]);

    // Erasing the e-mail's bookings leaves the phone's booking, and the note with it.
    const erase = (address: string) =>
      admin({ method: 'POST', url: '/api/reservations/erase', payload: { email: address } });
    expect((await erase(email)).statusCode).toBe(200);
    expect((await listed(21, byPhone)).guest!.note).toBe('Gluténérzékeny');
    expect((await erase('bela@example.test')).statusCode).toBe(200);
    expect(await t.db.selectFrom('guestNotes').select('note').execute()).toEqual([]);
    const log = JSON.stringify(await t.db.selectFrom('auditLog').select('changes').execute());
    expect(log).not.toContain('Gluténérzékeny');
  });

  it('refuses a note about a guest the booking does not name', async () => {
    await openForBooking(admin);
    const walkIn = await admin({
      method: 'POST',
      url: '/api/reservations',
      payload: { source: 'walkIn', partySize: 3 },
    });
    const id = walkIn.json<{ id: number }>().id;
    const response = await admin({
      method: 'PUT',
      url: `/api/reservations/${id}`,
      payload: { guestNote: 'Törzsvendég' },
    });
    expect(errorPaths(response)).toEqual(['guestNote']);
  });
});
