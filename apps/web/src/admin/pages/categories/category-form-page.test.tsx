// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryFormPage } from '#web/admin/pages/categories/category-form-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [
  { path: '/admin/kategoriak/uj/etel', element: <CategoryFormPage fixedType="Food" /> },
  { path: '/admin/kategoriak/uj/ital', element: <CategoryFormPage fixedType="Drink" /> },
  { path: '/admin/kategoriak/:id', element: <CategoryFormPage /> },
];

const SOUPS = {
  id: 4,
  name: { hu: 'Levesek', en: 'Soups', de: 'Suppen' },
  sortOrder: 1,
  type: 'Food',
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const fillNames = (hu: string, en: string, de: string) => {
  type('Név (Magyar)', hu);
  type('Név (Angol)', en);
  type('Név (Német)', de);
};

describe('CategoryFormPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses an empty new category, naming each missing language, and asks to fix the errors', async () => {
    const api = mockApi({});
    renderAdmin('/admin/kategoriak/uj', ROUTES);
    fireEvent.click(screen.getByRole('button', { name: 'Létrehozás' }));

    expect(await screen.findByText('Kérjük, javítsa a hibákat a folytatáshoz!')).toBeTruthy();
    expect(screen.getByText('A(z) Név mező kitöltése magyarul kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Név mező kitöltése angolul kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Név mező kitöltése németül kötelező')).toBeTruthy();
    expect(input('Név (Magyar)').getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);
  });

  it('counts a name of only spaces as missing and refuses a negative or fractional order', async () => {
    mockApi({});
    renderAdmin('/admin/kategoriak/uj', ROUTES);
    fillNames('   ', 'Soups', 'Suppen');
    type('Sorrend', '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Létrehozás' }));

    expect(await screen.findByText('A(z) Név mező kitöltése magyarul kötelező')).toBeTruthy();
    expect(screen.queryByText('A(z) Név mező kitöltése angolul kötelező')).toBeNull();
    expect(screen.getByText('Az érték nem lehet negatív')).toBeTruthy();

    type('Sorrend', '1.5');
    expect(await screen.findByText('Egész számot adjon meg')).toBeTruthy();
  });

  it('lets the kind be chosen on /uj, Étel first, and saves into the chosen kind', async () => {
    const api = mockApi({
      'POST /api/categories/type/Drink': () => ({
        status: 201,
        body: { ...SOUPS, id: 9, type: 'Drink' },
      }),
    });
    const { router } = renderAdmin('/admin/kategoriak/uj', ROUTES);
    const kind = screen.getByLabelText('Típus') as HTMLSelectElement;
    expect(kind.value).toBe('Food');
    fireEvent.change(kind, { target: { value: 'Drink' } });
    fillNames('Borok', 'Wines', 'Weine');
    fireEvent.click(screen.getByRole('button', { name: 'Létrehozás' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/kategoriak/ital'));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/categories/type/Drink',
        body: { name: { hu: 'Borok', en: 'Wines', de: 'Weine' }, sortOrder: 0 },
      },
    ]);
  });

  it('shows the kind from /uj/ital as text, not as a choice', () => {
    mockApi({});
    renderAdmin('/admin/kategoriak/uj/ital', ROUTES);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Típus').nextElementSibling?.textContent).toBe('Ital');
  });

  it('edits a category with PUT and returns to the tab of its kind', async () => {
    const api = mockApi({
      'GET /api/categories/4': SOUPS,
      'PUT /api/categories/4': () => ({ status: 200, body: { ...SOUPS, sortOrder: 3 } }),
    });
    const { router } = renderAdmin('/admin/kategoriak/4', ROUTES);
    expect(await screen.findByRole('heading', { name: 'Kategória szerkesztése' })).toBeTruthy();
    expect(input('Név (Német)').value).toBe('Suppen');
    expect(screen.queryByRole('combobox')).toBeNull();
    type('Sorrend', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/kategoriak/etel'));
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/categories/4',
        body: { name: SOUPS.name, sortOrder: 3 },
      },
    ]);
  });

  it('says the address is wrong when the category id is not a number', () => {
    const api = mockApi({});
    renderAdmin('/admin/kategoriak/levesek', ROUTES);
    expect(screen.getByText('Érvénytelen kategória azonosító')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/api/categories'))).toEqual([]);
  });
});
