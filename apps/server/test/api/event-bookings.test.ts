import { describe, expect, it } from 'vitest';
import type { Event } from '@restaurant/contract/event.ts';
import type { AuditPage } from '@restaurant/contract/audit.ts';
import type {
  Availability,
  BookingReceipt,
  Reservation,
  ReservationList,
} from '@restaurant/contract/reservation.ts';
import { errorPaths, expectProblem, restaurantInstant } from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';
import {
  bookOnTwoInstances,
  dayAhead,
  guestBooking,
  openForBooking,
} from '../reservation-fixtures.ts';
import { bookEvent, createEvent, eventBooking } from '../event-fixtures.ts';

const LIMITS = { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000', RESERVATIONS_PER_EMAIL_PER_DAY: '3' };

describe.each(DATABASE_KINDS)('booking events on %s', (kind) => {
  const { t, admin } = useAdminApp(kind, LIMITS);

  const post = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/reservations', payload: body });
  const event = async (id: number) => {
    const response = await t.app.inject({ url: `/api/events/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Event>();
  };
  /** The times of a date a party may book, as regular tables. */
  const freeTimes = async (date: string, partySize: number) => {
    const response = await t.app.inject({
      url: `/api/reservations/availability?date=${date}&partySize=${partySize}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<Availability>()
      .slots.filter((slot) => slot.available)
      .map((slot) => slot.time);
  };

  it("books an event's own seats on its date and start until they are gone, then answers soldOut", async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 5);
    const { id } = await createEvent(admin, date, { seats: 6, maxPartySize: 4 });
    const receipt = await bookEvent(t, id, { partySize: 4 });
    expect(receipt).toMatchObject({ date, time: '18:00', partySize: 4, status: 'confirmed' });
    // The public read shows the seats left at once: an event's booking drops the cached answers.
    expect(await event(id)).toMatchObject({ seatsBooked: 4, seatsLeft: 2 });
    const tooMany = await post(eventBooking(id, { partySize: 3 }));
    expectProblem(tooMany, 409);
    expect(tooMany.json()).toMatchObject({ code: 'soldOut', seatsLeft: 2 });
    await bookEvent(t, id, { partySize: 2 });
    expect(await event(id)).toMatchObject({ seatsBooked: 6, seatsLeft: 0 });
    const list = (await t.app.inject({ url: '/api/events' })).json<Event[]>();
    expect(list.find((entry) => entry.id === id)).toMatchObject({ seatsBooked: 6, seatsLeft: 0 });
  });

  it("refuses a party outside the event's sizes, an event closed for booking, one begun, and an unknown one", async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 6);
    const open = await createEvent(admin, date, { minPartySize: 2, maxPartySize: 4 });
    expect(errorPaths(await post(eventBooking(open.id, { partySize: 1 })))).toEqual(['partySize']);
    expect(errorPaths(await post(eventBooking(open.id, { partySize: 5 })))).toEqual(['partySize']);
    const closed = await createEvent(admin, date, { bookingOpen: false });
    const refused = await post(eventBooking(closed.id));
    expectProblem(refused, 409);
    expect(refused.json()).toMatchObject({ code: 'bookingClosed' });
    expect(errorPaths(await post(eventBooking(2_000_000_000)))).toEqual(['eventId']);
    t.clock.now = restaurantInstant(date, '18:00');
    expect((await post(eventBooking(open.id))).json()).toMatchObject({ code: 'bookingClosed' });
  });

  it("takes a non-exclusive event's seats out of the restaurant's for its duration", async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 7);
    expect(await freeTimes(date, 8)).toContain('19:00');
    // 40 seats, the event holds 34 of them from 18:00 to 22:00: 6 are left for tables.
    await createEvent(admin, date, { seats: 34, maxPartySize: 8 });
    const evening = (times: string[]) => times.filter((time) => time >= '18:00');
    expect(evening(await freeTimes(date, 8))).toEqual([]);
    expect(evening(await freeTimes(date, 6))).toContain('19:00');
    expect(await freeTimes(date, 8)).toContain('12:00');
    expectProblem(await post(guestBooking(date, { time: '19:00', partySize: 7 })), 409);
  });

  it('closes the regular times an exclusive event overlaps, and leaves the others', async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 8);
    await createEvent(admin, date, {
      exclusive: true,
      startTime: '20:30',
      endTime: '23:30',
      seats: 10,
    });
    const times = await freeTimes(date, 2);
    // A two-hour stay from 18:30 ends as the event begins; from 18:45 it would meet it.
    expect(times).toContain('12:00');
    expect(times).toContain('18:30');
    expect(times).not.toContain('18:45');
    expect(times).not.toContain('21:00');
    expectProblem(await post(guestBooking(date, { time: '19:00' })), 409);
    expect((await post(guestBooking(date, { time: '18:00' }))).statusCode).toBe(201);
  });

  it('never oversells an event: 50 parallel bookings of 2 for 12 seats on two instances give 6 bookings and 44 × 409', async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 9);
    const { id } = await createEvent(admin, date, { seats: 12 });
    const responses = await bookOnTwoInstances(t, 50, () => eventBooking(id));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(6);
    expect(statuses.filter((status) => status === 409)).toHaveLength(44);
    const booked = responses
      .filter((response) => response.statusCode === 201)
      .map((response) => response.json<BookingReceipt>().partySize);
    expect(booked.reduce((sum, size) => sum + size, 0)).toBe(12);
    expect(await event(id)).toMatchObject({ seatsBooked: 12, seatsLeft: 0 });
  });

  it('keeps the seats of an event with bookings: no fewer seats than booked, no other date, no deleting', async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 10);
    const created = await createEvent(admin, date, { seats: 10, maxPartySize: 4 });
    await bookEvent(t, created.id, { partySize: 4 });
    const { id, seatsBooked: _b, seatsLeft: _l, courses: _c, ...fields } = created;
    const put = (changes: object) =>
      admin({
        method: 'PUT',
        url: `/api/events/${id}`,
        payload: { ...fields, courses: [], ...changes },
      });
    expect(errorPaths(await put({ seats: 3, maxPartySize: 2 }))).toEqual(['seats']);
    expectProblem(await put({ date: dayAhead(t, 11) }), 409);
    expect((await put({ seats: 4 })).json()).toMatchObject({ seats: 4, seatsLeft: 0 });
    expectProblem(await admin({ method: 'DELETE', url: `/api/events/${id}` }), 409);
  });

  it("refuses staff a larger party than the event's seats left, unless they go over the limits on purpose", async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 13);
    const { id: eventId } = await createEvent(admin, date, { seats: 6, maxPartySize: 4 });
    const { reference } = await bookEvent(t, eventId, { partySize: 2 });
    await bookEvent(t, eventId, { partySize: 2 });
    const list = await admin({ method: 'GET', url: `/api/reservations?date=${date}` });
    const { id } = list
      .json<ReservationList>()
      .reservations.find((entry) => entry.reference === reference)!;
    // Guests see the seats a staff edit frees or takes within a second, on every instance.
    const put = async (payload: object) => {
      const response = await admin({ method: 'PUT', url: `/api/reservations/${id}`, payload });
      t.clock.now += 1_000;
      return response;
    };

    const tooMany = await put({ partySize: 5 });
    expectProblem(tooMany, 409);
    expect(tooMany.json()).toMatchObject({ code: 'soldOut', seatsLeft: 2 });
    expect(await event(eventId)).toMatchObject({ seatsBooked: 4, seatsLeft: 2 });
    expect((await put({ partySize: 4 })).statusCode).toBe(200);
    expect(await event(eventId)).toMatchObject({ seatsBooked: 6, seatsLeft: 0 });
    const over = await put({ partySize: 5, overLimit: true });
    expect(over.statusCode, over.body).toBe(200);
    expect(await event(eventId)).toMatchObject({ seatsBooked: 7, seatsLeft: 0 });
  });

  it('gives the last seats of an event once when two staff edits and a guest ask for them at the same moment', async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 14);
    const { id: eventId } = await createEvent(admin, date, { seats: 6, maxPartySize: 4 });
    const references = [
      (await bookEvent(t, eventId, { partySize: 2 })).reference,
      (await bookEvent(t, eventId, { partySize: 2 })).reference,
    ];
    const list = await admin({ method: 'GET', url: `/api/reservations?date=${date}` });
    const ids = list
      .json<ReservationList>()
      .reservations.filter((entry) => references.includes(entry.reference))
      .map((entry) => entry.id);
    expect(ids).toHaveLength(2);

    const answers = await Promise.all([
      ...ids.map((id) =>
        admin({ method: 'PUT', url: `/api/reservations/${id}`, payload: { partySize: 4 } }),
      ),
      post(eventBooking(eventId, { partySize: 2 })),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    expect(statuses.filter((status) => status < 300)).toHaveLength(1);
    t.clock.now += 1_000;
    expect(await event(eventId)).toMatchObject({ seatsBooked: 6, seatsLeft: 0 });
  });

  it("lets staff mark an event booking paid and take it back, in the day list and the audit log in Hungarian words, never a table's", async () => {
    await openForBooking(admin);
    const date = dayAhead(t, 12);
    const required = {
      required: true,
      instructions: { hu: 'Utalás', en: 'Transfer', de: 'Überweisung' },
    };
    const { id: eventId } = await createEvent(admin, date, { prepayment: required });
    const { reference } = await bookEvent(t, eventId, { partySize: 2 });
    const day = async () =>
      (
        await admin({ method: 'GET', url: `/api/reservations?date=${date}` })
      ).json<ReservationList>().reservations;
    const listed = (await day()).find((entry) => entry.reference === reference)!;
    expect(listed).toMatchObject({
      eventId,
      paidAt: null,
      event: { title: 'Borvacsora', prepaymentRequired: true },
    });
    const put = (id: number, payload: object) =>
      admin({ method: 'PUT', url: `/api/reservations/${id}`, payload });
    const paid = await put(listed.id, { paid: true });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<Reservation>().paidAt).toBe(new Date(t.clock.now).toISOString());
    expect((await day()).find((entry) => entry.id === listed.id)!.paidAt).not.toBeNull();
    const unpaid = await put(listed.id, { paid: false });
    expect(unpaid.json<Reservation>().paidAt).toBeNull();
    const log = await admin({
      method: 'GET',
      url: `/api/audit-log?entity=reservation&entityId=${listed.id}`,
    });
    const changes = log.json<AuditPage>().entries.flatMap((entry) => entry.changes);
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'paid', before: false, after: true }),
        expect.objectContaining({ field: 'paid', before: true, after: false }),
      ]),
    );
    const table = await post(guestBooking(date));
    expect(table.statusCode, table.body).toBe(201);
    const tableRow = (await day()).find((entry) => entry.eventId === null)!;
    expect(errorPaths(await put(tableRow.id, { paid: true }))).toEqual(['paid']);
  });
});
