// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FoodListPage } from '#web/admin/pages/foods/food-list-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [
  { path: '/admin/etelek', element: <FoodListPage /> },
  { path: '/admin/etelek/kategoria/:categoryId', element: <FoodListPage /> },
];

const allergen = (id: number, hu: string) => ({ id, name: { hu, en: hu, de: hu } });
const CATEGORIES = [
  { id: 2, name: { hu: 'Levesek', en: 'Soups', de: 'Suppen' }, sortOrder: 1, type: 'Food' },
];
const GOULASH = {
  id: 11,
  categoryId: 2,
  name: { hu: 'Gulyásleves', en: 'Goulash soup', de: 'Gulaschsuppe' },
  description: null,
  price: 2490,
  allergens: [
    allergen(1, 'Glutén'),
    allergen(3, 'Tojás'),
    allergen(7, 'Tej'),
    allergen(9, 'Zeller'),
  ],
  sortOrder: 1,
};

describe('FoodListPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows every food with its category, a Hungarian price and its allergens', async () => {
    mockApi({ 'GET /api/foods': [GOULASH], 'GET /api/categories/type/Food': CATEGORIES });
    renderAdmin('/admin/etelek', ROUTES);
    const row = (await screen.findByText('Gulyásleves')).closest('tr')!;
    expect(within(row).getByText('Levesek')).toBeTruthy();
    expect(within(row).getByText('2 490 Ft')).toBeTruthy();
    expect(within(row).getByText('Glutén, Tojás, Tej és még 1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ételek kezelése');
    expect(screen.queryByRole('link', { name: 'Vissza a kategóriákhoz' })).toBeNull();
  });

  it('names the category in the heading when filtered and adds new foods to it', async () => {
    mockApi({ 'GET /api/categories/2/foods': [], 'GET /api/categories/type/Food': CATEGORIES });
    renderAdmin('/admin/etelek/kategoria/2', ROUTES);
    expect(await screen.findByText('Nincsenek ételek ebben a kategóriában.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ételek kezelése – Levesek');
    expect(screen.getByRole('link', { name: 'Új étel' }).getAttribute('href')).toBe(
      '/admin/etelek/uj/2',
    );
    expect(screen.getByRole('link', { name: 'Vissza a kategóriákhoz' }).getAttribute('href')).toBe(
      '/admin/kategoriak/etel',
    );
  });

  it('refuses a category id that is not a number instead of listing', async () => {
    const api = mockApi({ 'GET /api/categories/type/Food': CATEGORIES });
    renderAdmin('/admin/etelek/kategoria/levesek', ROUTES);
    expect(await screen.findByText('Érvénytelen kategória azonosító')).toBeTruthy();
    expect(api.calls.some((call) => call.path.includes('/foods'))).toBe(false);
  });
});
