// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrinkListPage } from '#web/admin/pages/drinks/drink-list-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [
  { path: '/admin/italok', element: <DrinkListPage /> },
  { path: '/admin/italok/kategoria/:categoryId', element: <DrinkListPage /> },
];

const SOFT = { id: 4, name: { hu: 'Üdítők', en: 'Soft drinks', de: 'Limo' }, type: 'Drink' };
const drink = (id: number, name: [string, string, string], variants: unknown[] = []) => ({
  id,
  categoryId: 4,
  name: { hu: name[0], en: name[1], de: name[2] },
  description: null,
  sortOrder: 0,
  variants,
});
const LEMONADE = drink(
  21,
  ['Házi limonádé', 'Homemade lemonade', 'Hausgemachte Limonade'],
  [
    { id: 31, drinkId: 21, quantity: { hu: '0,4 l', en: '0.4 l', de: '0,4 l' }, price: 1390 },
    { id: 32, drinkId: 21, quantity: { hu: '1 kancsó', en: 'Jug', de: 'Karaffe' }, price: 3290 },
  ],
);
const WATER = drink(22, ['Ásványvíz', 'Mineral water', 'Mineralwasser']);
const COFFEE = drink(
  23,
  ['Kávé', 'Coffee', 'Kaffee'],
  [{ id: 33, drinkId: 23, quantity: { hu: 'dupla', en: 'double', de: 'doppelt' }, price: 890 }],
);

const names = () =>
  screen.queryAllByRole('row').flatMap((row) => {
    const cell = row.querySelector('td[data-label="Név (magyar)"]');
    return cell ? [cell.textContent] : [];
  });
const search = (text: string) =>
  fireEvent.change(screen.getByPlaceholderText('Keresés ital neve alapján...'), {
    target: { value: text },
  });

describe('DrinkListPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('searches the names in every language, case-insensitively, and counts what it shows', async () => {
    mockApi({ 'GET /api/drinks': [LEMONADE, WATER, COFFEE] });
    renderAdmin('/admin/italok', ROUTES);
    await screen.findByText('Házi limonádé');
    expect(screen.getByText('Összesen: 3 ital')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Italok kezelése');

    search('LIMON');
    expect(names()).toEqual(['Házi limonádé']);
    search('mineral');
    expect(names()).toEqual(['Ásványvíz']);
    search('kaffee');
    expect(names()).toEqual(['Kávé']);
    expect(screen.getByText('Összesen: 1 ital')).toBeTruthy();
    search('tea');
    expect(screen.getByText('Nincs találat a keresési feltételeknek megfelelően.')).toBeTruthy();
    expect(screen.getByText('Összesen: 0 ital')).toBeTruthy();
  });

  it('opens one row onto its variants at a time', async () => {
    mockApi({ 'GET /api/drinks': [LEMONADE, WATER, COFFEE] });
    renderAdmin('/admin/italok', ROUTES);
    const toggle = await screen.findByRole('button', { name: '2 variáns: Házi limonádé' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const variants = screen.getByRole('table', { name: 'Házi limonádé – variánsok' });
    const row = within(variants).getByText('1 kancsó').closest('tr')!;
    expect(within(row).getByText('3 290 Ft')).toBeTruthy();
    expect(within(row).getByText('Karaffe')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: 'Szerkesztés: Házi limonádé, 1 kancsó' })
        .getAttribute('href'),
    ).toBe('/admin/italok/21/variansok/32');
    expect(
      screen.getByRole('link', { name: 'Új variáns: Házi limonádé' }).getAttribute('href'),
    ).toBe('/admin/italok/21/variansok/uj');

    fireEvent.click(screen.getByRole('button', { name: '0 variáns: Ásványvíz' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: 'Házi limonádé – variánsok' })).toBeNull();
    expect(screen.getByText('Nincsenek variánsok ehhez az italhoz.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Új variáns: Ásványvíz' })).toBeTruthy();
  });

  it('deletes a variant on the server after asking', async () => {
    const api = mockApi({
      'GET /api/drinks': [LEMONADE],
      'DELETE /api/drink-variants/31': () => ({ status: 204 }),
    });
    renderAdmin('/admin/italok', ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: '2 variáns: Házi limonádé' }));
    fireEvent.click(screen.getByRole('button', { name: 'Törlés: Házi limonádé, 0,4 l' }));
    const dialog = screen.getByRole('dialog', { name: 'Variáns törlése', hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Törlés', hidden: true }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'DELETE', path: '/api/drink-variants/31', body: undefined },
      ]),
    );
  });

  it('keeps the drink listed when deleting it fails, and deletes it on Próbálja újra', async () => {
    let deleted = false;
    let attempts = 0;
    mockApi({
      'GET /api/drinks': () => ({ status: 200, body: deleted ? [] : [LEMONADE] }),
      'DELETE /api/drinks/21': () => {
        attempts += 1;
        if (attempts === 1) return { status: 500, body: { status: 500, title: 'Error' } };
        deleted = true;
        return { status: 204, body: undefined };
      },
    });
    renderAdmin('/admin/italok', ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: 'Törlés: Házi limonádé' }));
    const dialog = screen.getByRole('dialog', { name: 'Ital törlése', hidden: true });
    expect(within(dialog).getByText('Ital törlése')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Biztosan törölni szeretné ezt az italt? Ez a művelet nem visszavonható, és törli a kapcsolódó variánsokat is.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Törlés', hidden: true }));
    expect(await within(dialog).findByText('Hiba történt az ital törlése közben.')).toBeTruthy();
    expect(screen.getByText('Házi limonádé')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Próbálja újra', hidden: true }));
    expect(await screen.findByText('Nincsenek italok az adatbázisban.')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('names the category when filtered, and says when it has no drinks', async () => {
    mockApi({ 'GET /api/categories/4/drinks': [], 'GET /api/categories/4': SOFT });
    renderAdmin('/admin/italok/kategoria/4', ROUTES);
    expect(await screen.findByText('Nincsenek italok a "Üdítők" kategóriában.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Italok kezelése – Üdítők',
      ),
    );
    expect(screen.getByRole('link', { name: 'Új ital' }).getAttribute('href')).toBe(
      '/admin/italok/uj/4',
    );
    expect(screen.getByRole('link', { name: 'Vissza a kategóriákhoz' })).toBeTruthy();
  });

  it('shows the loading, error and empty states', async () => {
    const api = mockApi({ 'GET /api/drinks': () => ({ status: 500, body: { status: 500 } }) });
    renderAdmin('/admin/italok', ROUTES);
    expect(screen.getByText('Italok betöltése...')).toBeTruthy();
    expect(await screen.findByText('Hiba történt az italok betöltése közben.')).toBeTruthy();
    cleanup();
    mockApi({ 'GET /api/drinks': [] });
    renderAdmin('/admin/italok', ROUTES);
    expect(await screen.findByText('Nincsenek italok az adatbázisban.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Vissza a kategóriákhoz' })).toBeNull();
    cleanup();
    mockApi({});
    renderAdmin('/admin/italok/kategoria/abc', ROUTES);
    expect(await screen.findByText('Érvénytelen kategória azonosító')).toBeTruthy();
    expect(api.calls.some((call) => call.path.includes('abc'))).toBe(false);
  });
});
