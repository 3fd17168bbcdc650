// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventListPage } from '#web/admin/pages/events/event-list-page.tsx';
import { WINE_DINNER } from '#web/admin/test/event-fixtures.ts';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [{ path: '/admin/esemenyek', element: <EventListPage /> }];

const NEW_YEAR = {
  ...WINE_DINNER,
  id: 2,
  slug: 'szilveszter',
  title: { hu: 'Szilveszter', en: 'New Year’s Eve', de: 'Silvester' },
  date: '2026-12-31',
  startTime: '20:00',
  endTime: '02:00',
  seats: 40,
  seatsBooked: 40,
  seatsLeft: 0,
  pricePerPerson: 39900,
  bookingOpen: false,
};

const rowOf = (title: string) => screen.getByRole('cell', { name: title }).closest('tr')!;

describe('EventListPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the events in their order with the time, the seats booked and left, booking and price', async () => {
    mockApi({ 'GET /api/events': [NEW_YEAR, WINE_DINNER] });
    renderAdmin('/admin/esemenyek', ROUTES);
    await screen.findByText('Borvacsora');
    const titles = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(titles).toEqual(['Borvacsora', 'Szilveszter']);

    const wine = within(rowOf('Borvacsora'));
    expect(wine.getByText('2026. dec. 4.')).toBeTruthy();
    expect(wine.getByText('19:00–22:30')).toBeTruthy();
    expect(wine.getByText('12 / 8 szabad')).toBeTruthy();
    expect(wine.getByText('Nyitva')).toBeTruthy();
    expect(wine.getByText('18 900 Ft')).toBeTruthy();
    const party = within(rowOf('Szilveszter'));
    expect(party.getByText('40 / 0 szabad')).toBeTruthy();
    expect(party.getByText('Lezárva')).toBeTruthy();
  });

  it('invites the first event when there is none', async () => {
    mockApi({ 'GET /api/events': [] });
    renderAdmin('/admin/esemenyek', ROUTES);
    expect(
      await screen.findByText('Még nincs esemény. Kattintson az „Új esemény” gombra.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Új esemény' }).getAttribute('href')).toBe(
      '/admin/esemenyek/uj',
    );
  });

  it('deletes an event once confirmed', async () => {
    let events = [WINE_DINNER, NEW_YEAR];
    const api = mockApi({
      'GET /api/events': () => ({ status: 200, body: events }),
      'DELETE /api/events/1': () => {
        events = [NEW_YEAR];
        return { status: 204 };
      },
    });
    renderAdmin('/admin/esemenyek', ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: 'Törlés: Borvacsora' }));
    const dialog = screen.getByRole('dialog', { name: 'Esemény törlése', hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Törlés', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Borvacsora')).toBeNull());
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/events/1', body: undefined }]);
  });

  it('says that an event with bookings cannot be deleted, and keeps it', async () => {
    mockApi({
      'GET /api/events': [WINE_DINNER],
      'DELETE /api/events/1': () => ({
        status: 409,
        body: {
          title: 'Conflict',
          status: 409,
          detail: 'The event has bookings; cancel them first.',
        },
      }),
    });
    renderAdmin('/admin/esemenyek', ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: 'Törlés: Borvacsora' }));
    const dialog = screen.getByRole('dialog', { name: 'Esemény törlése', hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Törlés', hidden: true }));
    expect(
      await within(dialog).findByText(
        'Ez az esemény nem törölhető, mert már van rá foglalás. Előbb mondja le a foglalásokat, vagy zárja le a foglalást.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Borvacsora' })).toBeTruthy();
  });
});
