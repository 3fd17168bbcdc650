// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationList } from '@restaurant/contract/reservation.ts';
import type { WaitlistEntry } from '@restaurant/contract/waitlist.ts';
import { ReservationsPage } from '#web/admin/pages/reservations/reservations-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const DATE = '2026-12-05';
const PAGE = `/admin/foglalasok?nap=${DATE}`;
const ROUTES = [{ path: '/admin/foglalasok', element: <ReservationsPage /> }];

const DAY: ReservationList = {
  reservations: [],
  service: null,
  requested: 1,
  mailConfigured: true,
  mailWaiting: 0,
  mailFailing: false,
};

const entry = (id: number, name: string, change: Partial<WaitlistEntry>): WaitlistEntry => ({
  id,
  reference: `W${id}AAAA`,
  status: 'waiting',
  date: DATE,
  partySize: 2,
  from: '18:00',
  to: '20:00',
  language: 'hu',
  offeredTime: null,
  holdUntil: null,
  eventId: null,
  name,
  email: `${id}@example.test`,
  phone: '+36 30 123 4567',
  createdAt: '2026-12-01T10:00:00.000Z',
  ...change,
});

const WAITING = entry(7, 'Kiss Éva', { partySize: 4, from: '18:30', to: '19:30' });
// Held until 18:40 in Budapest (17:40 UTC in December).
const OFFERED = entry(8, 'Nagy Péter', {
  status: 'offered',
  offeredTime: '19:00',
  holdUntil: '2026-12-05T17:40:00.000Z',
});
const BOOKED = entry(9, 'Tóth Anna', { status: 'booked', offeredTime: '20:00' });

/** The figure of the header by its label. */
const figure = (label: string) => screen.getByText(label, { exact: true }).closest('div')!;

describe('the waiting list in the service view', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-04T15:00:00Z'));
    const zone = document.createElement('meta');
    zone.name = 'restaurant-time-zone';
    zone.content = 'Europe/Budapest';
    document.head.append(zone);
  });
  afterEach(() => {
    cleanup();
    document.head.querySelector('meta[name="restaurant-time-zone"]')?.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts the guests still waiting in the header and lists the day folded, each with name, party, window and where it stands', async () => {
    mockApi({
      [`GET /api/reservations?date=${DATE}`]: DAY,
      [`GET /api/waitlist?date=${DATE}`]: { entries: [WAITING, OFFERED, BOOKED] },
    });
    renderAdmin(PAGE, ROUTES);
    await waitFor(() => expect(figure('Várólistán').textContent).toBe('Várólistán2'));
    expect(figure('Döntésre vár').textContent).toBe('Döntésre vár1');

    const fold = screen.getByRole('button', { name: /Várólista: 2 vár, 3 bejegyzés/ });
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Kiss Éva')).toBeNull();
    fireEvent.click(fold);

    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('.booking-card__head')!.textContent)).toEqual([
      '18:30–19:30Kiss Éva4 főVárakozik',
      '18:00–20:00Nagy Péter2 főIdőpont felajánlva 18:40-ig: 19:00',
      '18:00–20:00Tóth Anna2 főLefoglalta: 20:00',
    ]);
    // Only a guest who waits can be offered a time; one still on the list can be taken off it.
    const buttons = (card: HTMLElement) =>
      within(card)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons(cards[0]!)).toEqual(['Időpont felajánlása', 'Levétel a listáról']);
    expect(buttons(cards[1]!)).toEqual(['Levétel a listáról']);
    expect(buttons(cards[2]!)).toEqual([]);
  });

  it('offers a time by hand, and beyond the limits only once staff press again after the warning', async () => {
    let offers = 0;
    const api = mockApi({
      [`GET /api/reservations?date=${DATE}`]: DAY,
      [`GET /api/waitlist?date=${DATE}`]: () => ({
        status: 200,
        body: {
          entries: [
            offers < 2
              ? WAITING
              : {
                  ...WAITING,
                  status: 'offered',
                  offeredTime: '19:15',
                  holdUntil: OFFERED.holdUntil,
                },
          ],
        },
      }),
      'POST /api/waitlist/7/offer': () => {
        offers += 1;
        return offers === 1
          ? { status: 409, body: { title: 'Conflict', status: 409, overLimitBy: 2 } }
          : { status: 200, body: { ...WAITING, status: 'offered', offeredTime: '19:15' } };
      },
    });
    renderAdmin(PAGE, ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: /Várólista: 1 vár/ }));
    fireEvent.change(screen.getByLabelText('Időpont'), { target: { value: '19:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Időpont felajánlása' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Az időpont 2 fővel túllépi a foglalási keretet. Ha mégis felajánlja, nyomja meg újra a gombot.',
    );
    expect(api.writes().map((call) => call.body)).toEqual([{ time: '19:15' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Felajánlás a keret túllépésével' }));

    await screen.findByText('Időpont felajánlva 18:40-ig: 19:15');
    expect(api.writes().map((call) => call.body)).toEqual([
      { time: '19:15' },
      { time: '19:15', overLimit: true },
    ]);
    expect(figure('Várólistán').textContent).toBe('Várólistán1');
    expect(screen.queryByRole('button', { name: /felajánlás/i })).toBeNull();
  });

  it('takes a guest off the list only after a question naming them, and sends nothing when staff say no', async () => {
    let left = false;
    const api = mockApi({
      [`GET /api/reservations?date=${DATE}`]: DAY,
      [`GET /api/waitlist?date=${DATE}`]: () => ({
        status: 200,
        body: { entries: [left ? { ...OFFERED, status: 'left' } : OFFERED] },
      }),
      'POST /api/waitlist/8/leave': () => {
        left = true;
        return { status: 200, body: { ...OFFERED, status: 'left' } };
      },
    });
    renderAdmin(PAGE, ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: /Várólista: 1 vár/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Levétel a listáról' }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain(
      'Biztosan leveszi Nagy Péter bejegyzését a várólistáról?',
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Mégsem' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Levétel a listáról' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Levétel' }),
    );
    await screen.findByText('Lemondott a várólistáról');
    expect(api.writes().map((call) => call.path)).toEqual(['/api/waitlist/8/leave']);
    expect(screen.queryByRole('button', { name: 'Levétel a listáról' })).toBeNull();
  });
});
