// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DailyMenuWeekPage } from '#web/admin/pages/daily-menus/daily-menu-week-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [{ path: '/admin/napi-menuk', element: <DailyMenuWeekPage /> }];
const weekUrl = (monday: string, sunday: string) =>
  `GET /api/dailyMenus?from=${monday}&to=${sunday}`;
const THIS_WEEK = weekUrl('2026-11-23', '2026-11-29');
const NEXT_WEEK = weekUrl('2026-11-30', '2026-12-06');

const item = (id: number, hu: string, price: number) => ({
  id,
  dailyMenuId: 1,
  name: { hu, en: hu, de: hu },
  description: null,
  price,
  allergens: [],
  sortOrder: id,
});
const MONDAY = { id: 1, date: '2026-11-23', items: [item(1, 'Gulyásleves', 1290)] };
const WEDNESDAY = { id: 3, date: '2026-11-25', items: [item(2, 'Lecsó', 2490)] };

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('li')!;
/** The page keeps several dialogs, closed ones hidden; this finds one by its title. */
const dialogTitled = (title: string) =>
  screen
    .getAllByRole('dialog', { hidden: true })
    .find((element) => within(element).queryByRole('heading', { name: title, hidden: true }))!;
const dialog = () => dialogTitled('Napi menü másolása');

describe('DailyMenuWeekPage', () => {
  beforeEach(() => {
    // Wednesday 25 November 2026, 11:00 in Budapest.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows Monday to Sunday of the current week, today marked, each day its items or an add action', async () => {
    mockApi({ [THIS_WEEK]: [MONDAY, WEDNESDAY] });
    renderAdmin('/admin/napi-menuk', ROUTES);
    await screen.findByText('Gulyásleves');

    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'november 23., hétfő',
      'november 24., kedd',
      'november 25., szerda',
      'november 26., csütörtök',
      'november 27., péntek',
      'november 28., szombat',
      'november 29., vasárnap',
    ]);
    const today = card('november 25., szerda');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(within(today).getByText('Ma')).toBeTruthy();
    expect(within(today).getByText('2 490 Ft')).toBeTruthy();
    expect(card('november 23., hétfő').getAttribute('aria-current')).toBeNull();
    expect(
      within(card('november 24., kedd'))
        .getByRole('link', { name: 'Tétel hozzáadása: november 24., kedd' })
        .getAttribute('href'),
    ).toBe('/admin/napi-menuk/2026-11-24/tetelek/uj');
    expect(
      screen.getByRole('link', { name: 'Szerkesztés: november 23., hétfő' }).getAttribute('href'),
    ).toBe('/admin/napi-menuk/2026-11-23');
  });

  it('marks the days the opening hours leave closed, and says a menu on one is not shown', async () => {
    const open = { restaurant: [{ from: '11:00', to: '22:00' }], kitchen: [] };
    mockApi({
      [THIS_WEEK]: [MONDAY, WEDNESDAY],
      // Closed on Mondays; Tuesday to Sunday open, but closed on Friday for a holiday.
      'GET /api/opening-hours': {
        weekly: [2, 3, 4, 5, 6, 7].map((day) => ({ day, ...open })),
        exceptions: [
          {
            id: 1,
            from: '2026-11-27',
            to: '2026-11-27',
            closed: true,
            restaurant: [],
            kitchen: [],
            note: { hu: 'Leltár', en: 'Stocktaking', de: 'Inventur' },
          },
        ],
      },
    });
    renderAdmin('/admin/napi-menuk', ROUTES);
    await screen.findByText('Gulyásleves');
    const monday = card('november 23., hétfő');
    expect(
      await within(monday).findByText('Zárva tartunk, ezért ez a menü nem jelenik meg a honlapon.'),
    ).toBeTruthy();
    expect(within(monday).getByText('Zárva')).toBeTruthy();
    const friday = card('november 27., péntek');
    expect(within(friday).getByText('Leltár – Zárva tartunk ezen a napon.')).toBeTruthy();
    for (const open of ['november 24., kedd', 'november 25., szerda', 'november 28., szombat']) {
      expect(within(card(open)).queryByText('Zárva')).toBeNull();
    }
  });

  it('moves between weeks through the address, from any day of the week asked for', async () => {
    mockApi({ [NEXT_WEEK]: [] });
    renderAdmin('/admin/napi-menuk?het=2026-12-03', ROUTES);
    expect(await screen.findByText('Erre a hétre még nincs napi menü.')).toBeTruthy();
    const weeks = screen.getByRole('navigation', { name: 'Hetek' });
    expect(within(weeks).getByText('2026. nov. 30. – 2026. dec. 6.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Előző hét/ }).getAttribute('href')).toBe(
      '/admin/napi-menuk?het=2026-11-23',
    );
    expect(screen.getByRole('link', { name: /Következő hét/ }).getAttribute('href')).toBe(
      '/admin/napi-menuk?het=2026-12-07',
    );
    expect(screen.getByRole('link', { name: 'Ugrás az aktuális hétre' })).toBeTruthy();
    expect(screen.queryByText('Ma')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hét másolása a következő hétre' })).toBeNull();
  });

  it('refuses a week address that is not a date', async () => {
    const api = mockApi({});
    renderAdmin('/admin/napi-menuk?het=2026-02-30', ROUTES);
    expect(await screen.findByText('Érvénytelen dátum: 2026-02-30')).toBeTruthy();
    expect(api.calls.some((call) => call.path.startsWith('/api/dailyMenus'))).toBe(false);
  });

  it('explains in Hungarian when the day a menu is copied to already has one', async () => {
    const api = mockApi({
      [THIS_WEEK]: [MONDAY, WEDNESDAY],
      'POST /api/dailyMenus/1/copy?date=2026-11-25': () => ({
        status: 409,
        body: { type: 'about:blank', title: 'Conflict', status: 409, detail: 'exists' },
      }),
    });
    renderAdmin('/admin/napi-menuk', ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: 'Másolás: november 23., hétfő' }));
    const date = within(dialog()).getByLabelText('Céldátum') as HTMLInputElement;
    expect(date.value).toBe('2026-11-24');
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Másolás', hidden: true }));
    expect(within(dialog()).getByText('A(z) Céldátum mező kitöltése kötelező')).toBeTruthy();
    expect(api.writes()).toEqual([]);

    fireEvent.change(date, { target: { value: '2026-11-25' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Másolás', hidden: true }));
    expect(
      await within(dialog()).findByText(
        'Erre a napra (november 25., szerda) már van napi menü, ezért a másolás nem történt meg. ' +
          'Válasszon másik napot, vagy előbb törölje azt a menüt.',
      ),
    ).toBeTruthy();
  });

  it('copies a day to the chosen date', async () => {
    const api = mockApi({
      [THIS_WEEK]: [MONDAY],
      'POST /api/dailyMenus/1/copy?date=2026-11-27': () => ({
        status: 201,
        body: { ...MONDAY, id: 8, date: '2026-11-27' },
      }),
    });
    renderAdmin('/admin/napi-menuk', ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: 'Másolás: november 23., hétfő' }));
    fireEvent.change(within(dialog()).getByLabelText('Céldátum'), {
      target: { value: '2026-11-27' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Másolás', hidden: true }));
    expect(await screen.findByText('Átmásolva: november 27., péntek')).toBeTruthy();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/dailyMenus/1/copy?date=2026-11-27', body: undefined },
    ]);
  });

  it('names the days of the next week that stop a week copy, and copies nothing', async () => {
    const api = mockApi({
      [THIS_WEEK]: [MONDAY, WEDNESDAY],
      [NEXT_WEEK]: [
        { id: 20, date: '2026-12-02', items: [] },
        { id: 21, date: '2026-12-03', items: [] },
      ],
      'POST /api/dailyMenus/copy-week?from=2026-11-23&to=2026-11-30': () => ({
        status: 409,
        body: { type: 'about:blank', title: 'Conflict', status: 409, detail: 'taken' },
      }),
    });
    renderAdmin('/admin/napi-menuk', ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: 'Hét másolása a következő hétre' }));
    const copyDialog = dialogTitled('Hét másolása');
    expect(within(copyDialog).getByText(/2026\. nov\. 30\. – 2026\. dec\. 6\./)).toBeTruthy();
    fireEvent.click(within(copyDialog).getByRole('button', { name: 'Másolás', hidden: true }));
    expect(
      await within(copyDialog).findByText(
        'A következő héten már van napi menü ezeken a napokon: december 2., szerda. ' +
          'Semmi sem lett átmásolva: előbb törölje azokat a menüket, vagy másolja a napokat egyenként.',
      ),
    ).toBeTruthy();
    expect(api.writes()).toHaveLength(1);
  });

  it('asks before deleting a day and deletes it only when confirmed', async () => {
    const api = mockApi({
      [THIS_WEEK]: [MONDAY],
      'DELETE /api/dailyMenus/1': () => ({ status: 204 }),
    });
    renderAdmin('/admin/napi-menuk', ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: 'Törlés: november 23., hétfő' }));
    const confirm = dialogTitled('Napi menü törlése');
    expect(within(confirm).getByText(/november 23\., hétfő/)).toBeTruthy();
    expect(api.writes()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Törlés', hidden: true }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'DELETE', path: '/api/dailyMenus/1', body: undefined },
      ]),
    );
  });
});
