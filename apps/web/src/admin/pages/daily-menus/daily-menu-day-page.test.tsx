// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DailyMenuDayPage } from '#web/admin/pages/daily-menus/daily-menu-day-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [{ path: '/admin/napi-menuk/:date', element: <DailyMenuDayPage /> }];
const DAY = '2026-11-24';
const DAY_URL = `GET /api/dailyMenus?from=${DAY}&to=${DAY}`;

const item = (id: number, hu: string, sortOrder: number) => ({
  id,
  dailyMenuId: 5,
  name: { hu, en: `${hu} en`, de: `${hu} de` },
  description: null,
  price: 1000 + id,
  allergens: [{ id: 1, name: { hu: 'Glutén', en: 'Gluten', de: 'Gluten' } }],
  sortOrder,
});
const ITEMS = [item(1, 'Leves', 0), item(2, 'Főétel', 1), item(3, 'Desszert', 2)];
const MENU = { id: 5, date: DAY, items: ITEMS };

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('DailyMenuDayPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the items of the day in order with prices, allergens and a way back to the week', async () => {
    mockApi({ [DAY_URL]: [MENU] });
    renderAdmin(`/admin/napi-menuk/${DAY}`, ROUTES);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Napi menü – november 24., kedd' }),
    ).toBeTruthy();
    await screen.findByText('Leves');
    expect(rowNames()).toEqual(['Leves', 'Főétel', 'Desszert']);
    expect(screen.getByText('1 002 Ft')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vissza a héthez' }).getAttribute('href')).toBe(
      '/admin/napi-menuk?het=2026-11-23',
    );
    expect(screen.getByRole('link', { name: 'Új tétel' }).getAttribute('href')).toBe(
      `/admin/napi-menuk/${DAY}/tetelek/uj`,
    );
  });

  it('moves an item down at once and stores the whole new order in one call', async () => {
    let stored = ITEMS;
    const api = mockApi({
      [DAY_URL]: () => ({ status: 200, body: [{ ...MENU, items: stored }] }),
      'PUT /api/daily-menus/5/items/order': ({ body }) => {
        const { itemIds } = body as { itemIds: number[] };
        stored = itemIds.map((id, index) => ({
          ...ITEMS.find((entry) => entry.id === id)!,
          sortOrder: index,
        }));
        return { status: 200, body: stored };
      },
    });
    renderAdmin(`/admin/napi-menuk/${DAY}`, ROUTES);
    await screen.findByText('Leves');
    const up = screen.getByRole('button', { name: 'Feljebb: Leves' });
    expect(up.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(up);
    expect(api.writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Lejjebb: Leves' }));
    await waitFor(() => expect(rowNames()).toEqual(['Főétel', 'Leves', 'Desszert']));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'PUT', path: '/api/daily-menus/5/items/order', body: { itemIds: [2, 1, 3] } },
      ]),
    );
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'GET' && call.path.includes(DAY)),
      ).toHaveLength(2),
    );
    expect(rowNames()).toEqual(['Főétel', 'Leves', 'Desszert']);
    expect(
      screen.getByRole('button', { name: 'Lejjebb: Desszert' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('says the day has no menu yet and offers the first item', async () => {
    mockApi({ [DAY_URL]: [] });
    renderAdmin(`/admin/napi-menuk/${DAY}`, ROUTES);
    expect(
      await screen.findByText('Erre a napra még nincs napi menü. Az első tétellel jön létre.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Napi menü törlése' })).toBeNull();
  });

  it('shows a load failure with a retry', async () => {
    mockApi({ [DAY_URL]: () => ({ status: 500, body: { title: 'Error', status: 500 } }) });
    renderAdmin(`/admin/napi-menuk/${DAY}`, ROUTES);
    expect(await screen.findByText('Hiba történt a napi menü betöltése közben.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Próbálja újra' })).toBeTruthy();
  });

  it('shows the week with each day a link and its number of items', async () => {
    mockApi({
      [DAY_URL]: [MENU],
      'GET /api/dailyMenus?from=2026-11-23&to=2026-11-29': [
        MENU,
        { id: 6, date: '2026-11-26', items: [] },
      ],
    });
    renderAdmin(`/admin/napi-menuk/${DAY}`, ROUTES);
    const week = await screen.findByRole('navigation', { name: 'A hét napjai' });
    const days = within(week).getAllByRole('link');
    expect(days.map((day) => day.getAttribute('href'))).toEqual(
      ['23', '24', '25', '26', '27', '28', '29'].map((day) => `/admin/napi-menuk/2026-11-${day}`),
    );
    await waitFor(() => expect(days[1]!.textContent).toContain('3 tétel'));
    expect(days[1]!.getAttribute('aria-current')).toBe('page');
  });

  it('copies the same day of last week in one action onto a day without a menu', async () => {
    const lastWeek = { ...MENU, id: 2, date: '2026-11-17' };
    const api = mockApi({
      [DAY_URL]: [],
      'GET /api/dailyMenus?from=2026-11-17&to=2026-11-17': [lastWeek],
      'POST /api/dailyMenus/2/copy?date=2026-11-24': () => ({ status: 201, body: MENU }),
    });
    renderAdmin(`/admin/napi-menuk/${DAY}`, ROUTES);
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'A múlt heti menü átmásolása (november 17., kedd, 3 tétel)',
      }),
    );
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'POST', path: '/api/dailyMenus/2/copy?date=2026-11-24', body: undefined },
      ]),
    );
  });
});
