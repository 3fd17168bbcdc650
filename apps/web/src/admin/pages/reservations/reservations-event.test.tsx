// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { EventSheet } from '@restaurant/contract/event-sheet.ts';
import type { ListedReservation, ReservationList } from '@restaurant/contract/reservation.ts';
import type { WaitlistEntry } from '@restaurant/contract/waitlist.ts';
import { EventSheetPage } from '#web/admin/pages/events/event-sheet-page.tsx';
import { ReservationsPage } from '#web/admin/pages/reservations/reservations-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const DATE = '2026-12-05';
const MILK: Allergen = { id: 7, code: '7', name: { hu: 'Tej', en: 'Milk', de: 'Milch' } };
const EVENT = { title: 'Tokaji borvacsora', prepaymentRequired: true };

const booking = (id: number, name: string, change: Partial<ListedReservation>) =>
  ({
    id,
    reference: `R${id}AAAAA`,
    status: 'confirmed',
    date: DATE,
    time: '19:00',
    partySize: 2,
    name,
    email: null,
    phone: '+36 30 123 4567',
    note: null,
    language: 'hu',
    table: null,
    tableIds: [],
    staffNote: null,
    source: 'online',
    createdAt: '2026-12-01T10:00:00.000Z',
    reconfirmedAt: null,
    leftAt: null,
    endedFrom: null,
    eventId: null,
    paidAt: null,
    lastMail: null,
    tableWarnings: [],
    guest: null,
    event: null,
    ...change,
  }) as ListedReservation;

const DAY: ReservationList = {
  reservations: [
    booking(1, 'Asztal Aladár', { time: '12:00' }),
    booking(2, 'Kovács Anna', { eventId: 5, event: EVENT, note: 'Laktózérzékeny' }),
    booking(3, 'Lena Weber', {
      eventId: 5,
      event: EVENT,
      partySize: 3,
      paidAt: '2026-12-02T09:00:00.000Z',
    }),
    booking(4, 'Tom Brown', { eventId: 5, event: EVENT, partySize: 1 }),
  ],
  service: null,
  requested: 0,
  mailConfigured: true,
  mailWaiting: 0,
  mailFailing: false,
};

const SHEET: EventSheet = {
  event: {
    id: 5,
    title: 'Tokaji borvacsora',
    date: DATE,
    startTime: '19:00',
    endTime: '23:00',
    seats: 12,
    prepaymentRequired: true,
  },
  covers: 6,
  bookings: 3,
  unpaid: 2,
  guests: [
    {
      reservationId: 2,
      reference: 'R2AAAAA',
      name: 'Kovács Anna',
      partySize: 2,
      status: 'confirmed',
      paid: false,
      phone: '+36 30 123 4567',
      note: 'Laktózérzékeny',
      staffNote: null,
      allergens: [MILK],
    },
    {
      reservationId: 3,
      reference: 'R3AAAAA',
      name: 'Lena Weber',
      partySize: 3,
      status: 'confirmed',
      paid: true,
      phone: null,
      note: null,
      staffNote: null,
      allergens: [],
    },
    {
      reservationId: 4,
      reference: 'R4AAAAA',
      name: 'Tom Brown',
      partySize: 1,
      status: 'confirmed',
      paid: false,
      phone: null,
      note: null,
      staffNote: 'Ablak mellé',
      allergens: [],
    },
  ],
  courses: [
    {
      name: 'Túrós csusza',
      covers: 6,
      allergens: [MILK],
      warnings: [{ reservationId: 2, name: 'Kovács Anna', partySize: 2, allergens: [MILK] }],
    },
    { name: 'Libamáj', covers: 6, allergens: [], warnings: [] },
  ],
};

/** A table's body rows, each as the texts of its cells. */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe("an event's bookings for staff", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-04T15:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("groups the event's bookings under its name and start with the covers, the unpaid ones, the dietary needs and the link to its sheet", async () => {
    mockApi({
      [`GET /api/reservations?date=${DATE}`]: DAY,
      [`GET /api/waitlist?date=${DATE}`]: { entries: [] },
      'GET /api/events/5/sheet': SHEET,
    });
    renderAdmin(`/admin/foglalasok?nap=${DATE}`, [
      { path: '/admin/foglalasok', element: <ReservationsPage /> },
    ]);
    const group = await screen.findByRole('region', { name: 'Tokaji borvacsora, 19:00' });
    const inGroup = within(group);
    expect(inGroup.getByRole('heading', { level: 3 }).textContent).toBe(
      'Tokaji borvacsora, 19:00: 3 foglalás, 6 fő',
    );
    expect(inGroup.getByText('Nincs fizetve: 2 foglalás')).toBeTruthy();
    await waitFor(() =>
      expect(inGroup.getByText(/Kovács Anna \(2 fő\): Tej – érinti: Túrós csusza/)).toBeTruthy(),
    );
    expect(
      inGroup
        .getByRole('link', { name: 'Nyomtatható lap: Tokaji borvacsora' })
        .getAttribute('href'),
    ).toBe('/admin/esemenyek/5/lap');
    expect(inGroup.getAllByText(/Kovács Anna|Lena Weber|Tom Brown/).length).toBeGreaterThanOrEqual(
      3,
    );
    expect(inGroup.queryByText('Asztal Aladár')).toBeNull();
    const arriving = screen.getByRole('region', { name: 'Érkezik' });
    expect(within(arriving).getByRole('heading', { level: 3 }).textContent).toBe(
      'Érkezik: 1 foglalás, 2 fő',
    );
  });

  it("shows the event's waiting list in its group, apart from the day's, and offers its seats by hand without a time", async () => {
    const waiting: WaitlistEntry = {
      id: 11,
      reference: 'W11AAAA',
      status: 'waiting',
      date: DATE,
      partySize: 2,
      from: '19:00',
      to: '19:00',
      language: 'de',
      offeredTime: null,
      holdUntil: null,
      eventId: 5,
      name: 'Szabó Márta',
      email: 'marta@example.test',
      phone: '+49 30 1234567',
      createdAt: '2026-12-01T10:00:00.000Z',
    };
    const api = mockApi({
      [`GET /api/reservations?date=${DATE}`]: DAY,
      [`GET /api/waitlist?date=${DATE}`]: { entries: [waiting] },
      'GET /api/events/5/sheet': SHEET,
      'POST /api/waitlist/11/offer': { ...waiting, status: 'offered', offeredTime: '19:00' },
    });
    renderAdmin(`/admin/foglalasok?nap=${DATE}`, [
      { path: '/admin/foglalasok', element: <ReservationsPage /> },
    ]);
    const group = await screen.findByRole('region', { name: 'Tokaji borvacsora, 19:00' });
    const fold = await within(group).findByRole('button', {
      name: /Várólista: 1 vár, 1 bejegyzés/,
    });
    // The day's own list holds only the tables' entries: there is none.
    expect(screen.getAllByRole('button', { name: /Várólista:/ })).toHaveLength(1);
    fireEvent.click(fold);
    const card = within(group).getByText('Szabó Márta').closest('li')!;
    expect(card.querySelector('.booking-card__head')!.textContent).toBe(
      '19:00Szabó Márta2 főVárakozik',
    );
    expect(within(card).queryByLabelText('Időpont')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Hely felajánlása' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([{ method: 'POST', path: '/api/waitlist/11/offer', body: {} }]),
    );
  });

  it("prints the event's guests with party, payment and notes, and the kitchen's count per course with the parties' allergens", async () => {
    mockApi({ 'GET /api/events/5/sheet': SHEET });
    renderAdmin('/admin/esemenyek/5/lap', [
      { path: '/admin/esemenyek/:id/lap', element: <EventSheetPage /> },
    ]);
    const guests = await screen.findByRole('table', { name: 'Vendégek' });
    const rows = cells(guests);
    expect(rows).toEqual([
      [
        '☐',
        'Kovács Anna',
        '2',
        'Nincs fizetve',
        'Visszaigazolva',
        '+36 30 123 4567',
        'Laktózérzékeny',
      ],
      ['☐', 'Lena Weber', '3', 'Fizetve', 'Visszaigazolva', '', ''],
      ['☐', 'Tom Brown', '1', 'Nincs fizetve', 'Visszaigazolva', '', 'Ablak mellé'],
    ]);
    const kitchen = screen.getByRole('table', { name: 'A konyha számai fogásonként' });
    const courses = cells(kitchen);
    expect(courses).toEqual([
      ['Túrós csusza', '6', '7 Tej', 'Kovács Anna (2 fő): Tej'],
      ['Libamáj', '6', '', ''],
    ]);
    expect(
      screen.getByText(/3 foglalás, 6 fő \(12 helyből\) · Nincs fizetve: 2 foglalás/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nyomtatás' })).toBeTruthy();
  });
});
