// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryListPage } from '#web/admin/pages/categories/category-list-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [
  { path: '/admin/kategoriak', element: <CategoryListPage type="Food" /> },
  { path: '/admin/kategoriak/etel', element: <CategoryListPage type="Food" /> },
  { path: '/admin/kategoriak/ital', element: <CategoryListPage type="Drink" /> },
];

const SOUPS = {
  id: 4,
  name: { hu: 'Levesek', en: 'Soups', de: 'Suppen' },
  sortOrder: 1,
  type: 'Food',
};
const WINES = {
  id: 8,
  name: { hu: 'Borok', en: 'Wines', de: 'Weine' },
  sortOrder: 2,
  type: 'Drink',
};

describe('CategoryListPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on the food tab and links each category to its items', async () => {
    mockApi({ 'GET /api/categories/type/Food': [SOUPS] });
    renderAdmin('/admin/kategoriak', ROUTES);
    const food = screen.getByRole('tab', { name: 'Ételkategóriák' });
    expect(food.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Italkategóriák' }).getAttribute('aria-selected')).toBe(
      'false',
    );
    const row = (await screen.findByText('Suppen')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Ételek: Levesek' }).getAttribute('href')).toBe(
      '/admin/etelek/kategoria/4',
    );
    expect(screen.getByRole('link', { name: 'Új kategória' }).getAttribute('href')).toBe(
      '/admin/kategoriak/uj/etel',
    );
  });

  it('lists drink categories on the drink tab and offers a new one of that kind', async () => {
    mockApi({ 'GET /api/categories/type/Drink': [WINES] });
    renderAdmin('/admin/kategoriak/ital', ROUTES);
    expect(screen.getByRole('tab', { name: 'Italkategóriák' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByRole('link', { name: 'Italok: Borok' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Új kategória' }).getAttribute('href')).toBe(
      '/admin/kategoriak/uj/ital',
    );
  });

  it('says so when a group has no categories', async () => {
    mockApi({ 'GET /api/categories/type/Drink': [] });
    renderAdmin('/admin/kategoriak/ital', ROUTES);
    expect(await screen.findByText('Nincsenek kategóriák ebben a csoportban.')).toBeTruthy();
  });

  it('explains that a category still holding items cannot be deleted, and keeps it listed', async () => {
    mockApi({
      'GET /api/categories/type/Food': [SOUPS],
      'DELETE /api/categories/4': () => ({
        status: 409,
        body: { title: 'Conflict', status: 409, detail: 'The category still holds items.' },
      }),
    });
    renderAdmin('/admin/kategoriak/etel', ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: 'Törlés: Levesek' }));
    expect(
      screen.getByText(
        'Biztosan törölni szeretné ezt a kategóriát? Ez a művelet nem visszavonható.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Törlés' }));

    expect(
      await screen.findByText(
        'A kategória nem törölhető, mert még vannak benne tételek. Előbb helyezze át vagy törölje őket.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Levesek')).toBeTruthy();
  });

  it('offers a retry when the categories cannot be loaded', async () => {
    mockApi({
      'GET /api/categories/type/Food': () => ({
        status: 500,
        body: { title: 'Error', status: 500 },
      }),
    });
    renderAdmin('/admin/kategoriak/etel', ROUTES);
    expect(await screen.findByText('Hiba történt a kategóriák betöltése közben.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Próbálja újra' })).toBeTruthy();
  });
});
