// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FoodFormPage } from '#web/admin/pages/foods/food-form-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [
  { path: '/admin/etelek/uj/:categoryId', element: <FoodFormPage /> },
  { path: '/admin/etelek/:id', element: <FoodFormPage /> },
];

const category = (id: number, hu: string) => ({
  id,
  name: { hu, en: hu, de: hu },
  sortOrder: id,
  type: 'Food',
});
const allergen = (id: number, hu: string) => ({ id, name: { hu, en: hu, de: hu } });

const REFERENCE = {
  'GET /api/categories/type/Food': [category(2, 'Levesek'), category(3, 'Főételek')],
  'GET /api/allergens': [allergen(1, 'Glutén'), allergen(3, 'Tojás'), allergen(7, 'Tej')],
};

const GOULASH = {
  id: 11,
  categoryId: 2,
  name: { hu: 'Gulyásleves', en: 'Goulash soup', de: 'Gulaschsuppe' },
  description: null,
  price: 2490,
  allergens: [allergen(1, 'Glutén')],
  sortOrder: 1,
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const fillName = () => {
  type('Név (Magyar)', 'Rántott sajt');
  type('Név (Angol)', 'Fried cheese');
  type('Név (Német)', 'Gebackener Käse');
};
const submit = (name = 'Létrehozás') => fireEvent.click(screen.getByRole('button', { name }));

describe('FoodFormPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses an empty new food with a message under every required field', async () => {
    const api = mockApi(REFERENCE);
    renderAdmin('/admin/etelek/uj', ROUTES);
    await screen.findByRole('heading', { name: 'Új étel hozzáadása' });
    submit();

    expect(await screen.findByText('Kérjük, javítsa a hibákat a folytatáshoz!')).toBeTruthy();
    expect(screen.getByText('A kategória kiválasztása kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Név mező kitöltése magyarul kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Név mező kitöltése angolul kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Név mező kitöltése németül kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Ár mező kitöltése kötelező')).toBeTruthy();
    expect(screen.getByText('Legalább egy allergént ki kell választani')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('leaves the optional description without a message', async () => {
    mockApi(REFERENCE);
    renderAdmin('/admin/etelek/uj', ROUTES);
    await screen.findByRole('heading', { name: 'Új étel hozzáadása' });
    submit();
    await screen.findByText('Kérjük, javítsa a hibákat a folytatáshoz!');
    expect(field('Leírás (Magyar)').getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a price of zero or below as not positive', async () => {
    const api = mockApi(REFERENCE);
    renderAdmin('/admin/etelek/uj/2', ROUTES);
    await screen.findByRole('heading', { name: 'Új étel hozzáadása' });
    fillName();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Glutén' }));
    type('Ár', '0');
    submit();
    expect(await screen.findByText('Az értéknek pozitív számnak kell lennie')).toBeTruthy();
    expect(screen.queryByText('A(z) Ár mező kitöltése kötelező')).toBeNull();

    type('Ár', '-250');
    submit();
    expect(await screen.findByText('Az értéknek pozitív számnak kell lennie')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('asks for a category again when the choice is put back to none', async () => {
    mockApi(REFERENCE);
    renderAdmin('/admin/etelek/uj/3', ROUTES);
    const select = (await screen.findByLabelText('Kategória')) as HTMLSelectElement;
    expect(select.value).toBe('3');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Válasszon kategóriát...',
      'Főételek',
      'Levesek',
    ]);
    fireEvent.change(select, { target: { value: '0' } });
    submit();
    expect(await screen.findByText('A kategória kiválasztása kötelező')).toBeTruthy();
  });

  it('takes back the allergen message once an allergen is ticked', async () => {
    mockApi(REFERENCE);
    renderAdmin('/admin/etelek/uj/2', ROUTES);
    await screen.findByRole('heading', { name: 'Új étel hozzáadása' });
    submit();
    expect(await screen.findByText('Legalább egy allergént ki kell választani')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tej' }));
    await waitFor(() =>
      expect(screen.queryByText('Legalább egy allergént ki kell választani')).toBeNull(),
    );
  });

  it('creates the food in the category of the route, with no description when none is written', async () => {
    const api = mockApi({
      ...REFERENCE,
      'POST /api/categories/2/foods': () => ({ status: 201, body: { ...GOULASH, id: 12 } }),
    });
    const { router } = renderAdmin('/admin/etelek/uj/2', ROUTES);
    await screen.findByRole('heading', { name: 'Új étel hozzáadása' });
    fillName();
    type('Ár', '1990');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tej' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Glutén' }));
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/etelek'));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/categories/2/foods',
        body: {
          name: { hu: 'Rántott sajt', en: 'Fried cheese', de: 'Gebackener Käse' },
          description: null,
          price: 1990,
          sortOrder: 0,
          allergenIds: [1, 7],
          dietTags: [],
        },
      },
    ]);
  });

  it('saves an edited food with PUT, its category and a partly written description', async () => {
    const api = mockApi({
      ...REFERENCE,
      'GET /api/foods/11': GOULASH,
      'PUT /api/foods/11': () => ({ status: 200, body: { ...GOULASH, categoryId: 3 } }),
    });
    const { router } = renderAdmin('/admin/etelek/11', ROUTES);
    await screen.findByRole('heading', { name: 'Étel szerkesztése' });
    expect(field('Név (Angol)').value).toBe('Goulash soup');
    expect((screen.getByRole('checkbox', { name: 'Glutén' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText('Kategória'), { target: { value: '3' } });
    type('Leírás (Magyar)', 'Marhahúsból, csipetkével');
    submit('Mentés');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/etelek'));
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/foods/11',
        body: {
          categoryId: 3,
          name: GOULASH.name,
          description: { hu: 'Marhahúsból, csipetkével', en: '', de: '' },
          price: 2490,
          sortOrder: 1,
          allergenIds: [1],
          dietTags: [],
        },
      },
    ]);
  });

  it('says the address is wrong when the category in it is not a number', async () => {
    mockApi(REFERENCE);
    renderAdmin('/admin/etelek/uj/levesek', ROUTES);
    expect(await screen.findByText('Érvénytelen kategória azonosító')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Létrehozás' })).toBeNull();
  });
});
