// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferListPage } from '#web/admin/pages/offers/offer-list-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [{ path: '/admin/ajanlatok', element: <OfferListPage /> }];

const offer = (id: number, hu: string, startDate: string, endDate: string, featured = false) => ({
  id,
  name: { hu, en: `${hu} en`, de: `${hu} de` },
  startDate,
  endDate,
  featured,
  items: [],
});
const ENDED = offer(1, 'Nyárbúcsú', '2026-08-20', '2026-11-24');
const RUNNING = offer(2, 'Libanapok', '2026-11-20', '2026-11-25', true);
const UPCOMING = offer(3, 'Adventi vásár', '2026-11-26', '2026-12-24');

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('OfferListPage', () => {
  beforeEach(() => {
    // 25 November 2026 in Budapest.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists the offers newest first with their period and whether they are upcoming, running or over', async () => {
    mockApi({ 'GET /api/offers': [ENDED, RUNNING, UPCOMING] });
    renderAdmin('/admin/ajanlatok', ROUTES);
    await screen.findByText('Libanapok');
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['Adventi vásár', 'Libanapok', 'Nyárbúcsú']);
    expect(within(rowOf('Adventi vásár')).getByText('Hamarosan')).toBeTruthy();
    expect(within(rowOf('Libanapok')).getByText('Fut')).toBeTruthy();
    expect(within(rowOf('Libanapok')).getByText('2026. nov. 20. – 2026. nov. 25.')).toBeTruthy();
    expect(within(rowOf('Nyárbúcsú')).getByText('Lejárt')).toBeTruthy();
  });

  it('says which offer the home page shows now and why', async () => {
    mockApi({ 'GET /api/offers': [ENDED, RUNNING, UPCOMING] });
    const view = renderAdmin('/admin/ajanlatok', ROUTES);
    expect((await screen.findByText(/^A kezdőlapon most/)).textContent).toContain(
      'A kezdőlapon most: „Libanapok” – ez a kiemelt ajánlat, és ma fut.',
    );
    view.unmount();
    const plain = { ...RUNNING, featured: false };
    mockApi({ 'GET /api/offers': [ENDED, plain, { ...UPCOMING, featured: true }] });
    renderAdmin('/admin/ajanlatok', ROUTES);
    expect((await screen.findByText(/^A kezdőlapon most/)).textContent).toContain(
      '„Libanapok” – nincs futó kiemelt ajánlat, ezért a legkorábban indult futó ajánlat látszik',
    );
  });

  it('turns the featured flag on with the rest of the offer unchanged', async () => {
    const api = mockApi({
      'GET /api/offers': [UPCOMING, RUNNING],
      'PUT /api/offers/3': () => ({ status: 200, body: { ...UPCOMING, featured: true } }),
    });
    renderAdmin('/admin/ajanlatok', ROUTES);
    const toggle = await screen.findByRole('button', { name: 'Kiemelt: Adventi vásár' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(
      screen.getByRole('button', { name: 'Kiemelt: Libanapok' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'PUT',
          path: '/api/offers/3',
          body: {
            name: UPCOMING.name,
            startDate: UPCOMING.startDate,
            endDate: UPCOMING.endDate,
            featured: true,
          },
        },
      ]),
    );
    expect(await screen.findByText('Kiemelve')).toBeTruthy();
  });

  it('says so when there are no offers, and when they cannot be loaded', async () => {
    mockApi({ 'GET /api/offers': [] });
    renderAdmin('/admin/ajanlatok', ROUTES);
    expect(await screen.findByText('Nincsenek ajánlatok az adatbázisban.')).toBeTruthy();
    cleanup();
    mockApi({ 'GET /api/offers': () => ({ status: 500, body: { title: 'Error', status: 500 } }) });
    renderAdmin('/admin/ajanlatok', ROUTES);
    expect(await screen.findByText('Hiba történt az ajánlatok betöltése közben.')).toBeTruthy();
  });
});
