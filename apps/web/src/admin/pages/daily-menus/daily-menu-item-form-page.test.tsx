// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DailyMenuItemFormPage } from '#web/admin/pages/daily-menus/daily-menu-item-form-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [
  { path: '/admin/napi-menuk/:date/tetelek/:itemId', element: <DailyMenuItemFormPage /> },
];
const DAY = '2026-11-24';
const DAY_URL = `/api/dailyMenus?from=${DAY}&to=${DAY}`;

const allergen = (id: number, hu: string) => ({ id, name: { hu, en: hu, de: hu } });
const ALLERGENS = { 'GET /api/allergens': [allergen(1, 'Glutén'), allergen(7, 'Tej')] };

const SOUP = {
  id: 31,
  dailyMenuId: 5,
  name: { hu: 'Gulyásleves', en: 'Goulash soup', de: 'Gulaschsuppe' },
  description: null,
  price: 1290,
  allergens: [allergen(1, 'Glutén')],
  sortOrder: 0,
};
const MENU = { id: 5, date: DAY, items: [SOUP] };

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const fillName = () => {
  type('Név (Magyar)', 'Lecsó');
  type('Név (Angol)', 'Lecsó stew');
  type('Név (Német)', 'Letscho');
};
const submit = (name = 'Létrehozás') => fireEvent.click(screen.getByRole('button', { name }));
const NEW_HEADING = 'Új tétel hozzáadása – november 24., kedd';

describe('DailyMenuItemFormPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses an empty item with the name in every language and the price asked for', async () => {
    const api = mockApi({ ...ALLERGENS, [`GET ${DAY_URL}`]: [] });
    renderAdmin(`/admin/napi-menuk/${DAY}/tetelek/uj`, ROUTES);
    await screen.findByRole('heading', { name: NEW_HEADING });
    submit();

    expect(await screen.findByText('Kérjük, javítsa a hibákat a folytatáshoz!')).toBeTruthy();
    expect(screen.getByText('A(z) Név mező kitöltése magyarul kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Név mező kitöltése angolul kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Név mező kitöltése németül kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Ár mező kitöltése kötelező')).toBeTruthy();
    expect(field('Leírás (Magyar)').getAttribute('aria-invalid')).toBeNull();
    expect(api.writes()).toEqual([]);
  });

  it('counts a name of spaces as empty', async () => {
    mockApi({ ...ALLERGENS, [`GET ${DAY_URL}`]: [] });
    renderAdmin(`/admin/napi-menuk/${DAY}/tetelek/uj`, ROUTES);
    await screen.findByRole('heading', { name: NEW_HEADING });
    fillName();
    type('Név (Német)', '   ');
    type('Ár (Ft)', '990');
    submit();
    expect(await screen.findByText('A(z) Név mező kitöltése németül kötelező')).toBeTruthy();
    expect(screen.queryByText('A(z) Név mező kitöltése magyarul kötelező')).toBeNull();
  });

  it.each([
    ['-1', 'Az érték nem lehet negatív'],
    ['12.5', 'Egész számot adjon meg'],
  ])('refuses the price %s with "%s"', async (price, message) => {
    const api = mockApi({ ...ALLERGENS, [`GET ${DAY_URL}`]: [] });
    renderAdmin(`/admin/napi-menuk/${DAY}/tetelek/uj`, ROUTES);
    await screen.findByRole('heading', { name: NEW_HEADING });
    fillName();
    type('Ár (Ft)', price);
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('creates the menu of the day with the first item, allowing a price of 0 and no allergen', async () => {
    const api = mockApi({
      ...ALLERGENS,
      [`GET ${DAY_URL}`]: [],
      [`POST /api/dailyMenus?date=${DAY}`]: () => ({
        status: 201,
        body: { id: 9, date: DAY, items: [] },
      }),
      'POST /api/daily-menus/9/items': () => ({ status: 201, body: { ...SOUP, id: 40 } }),
    });
    const { router } = renderAdmin(`/admin/napi-menuk/${DAY}/tetelek/uj`, ROUTES);
    await screen.findByRole('heading', { name: NEW_HEADING });
    fillName();
    type('Leírás (Angol)', 'Peppers and tomatoes');
    type('Ár (Ft)', '0');
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/napi-menuk/${DAY}`));
    expect(api.writes()).toEqual([
      { method: 'POST', path: `/api/dailyMenus?date=${DAY}`, body: undefined },
      {
        method: 'POST',
        path: '/api/daily-menus/9/items',
        body: {
          name: { hu: 'Lecsó', en: 'Lecsó stew', de: 'Letscho' },
          description: { hu: '', en: 'Peppers and tomatoes', de: '' },
          price: 0,
          allergenIds: [],
          dietTags: [],
          allergensDeclared: false,
          foodId: null,
          drinkVariantId: null,
        },
      },
    ]);
  });

  it('edits an item of the menu with PUT, keeping its place and replacing its allergens', async () => {
    const api = mockApi({
      ...ALLERGENS,
      [`GET ${DAY_URL}`]: [MENU],
      'PUT /api/daily-menus/5/items/31': () => ({ status: 200, body: SOUP }),
    });
    const { router } = renderAdmin(`/admin/napi-menuk/${DAY}/tetelek/31`, ROUTES);
    await screen.findByRole('heading', { name: 'Tétel szerkesztése – november 24., kedd' });
    expect(field('Név (Német)').value).toBe('Gulaschsuppe');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tej' }));
    type('Ár (Ft)', '1390');
    submit('Mentés');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/napi-menuk/${DAY}`));
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/daily-menus/5/items/31',
        body: {
          name: SOUP.name,
          description: null,
          price: 1390,
          allergenIds: [1, 7],
          dietTags: [],
          allergensDeclared: true,
          foodId: null,
          drinkVariantId: null,
        },
      },
    ]);
  });

  it('says so when the item is not on that day, and when the date is not a date', async () => {
    mockApi({ ...ALLERGENS, [`GET ${DAY_URL}`]: [MENU] });
    renderAdmin(`/admin/napi-menuk/${DAY}/tetelek/99`, ROUTES);
    expect(await screen.findByText('Ez a tétel nem található ezen a napon.')).toBeTruthy();
    cleanup();
    renderAdmin('/admin/napi-menuk/2026-02-30/tetelek/uj', ROUTES);
    expect(await screen.findByText('Érvénytelen dátum')).toBeTruthy();
  });
});

describe('the item picker', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const LECSO_FOOD = {
    id: 8,
    categoryId: 2,
    name: { hu: 'Lecsó', en: 'Lecsó stew', de: 'Letscho' },
    description: { hu: 'Kolbásszal', en: 'With sausage', de: 'Mit Wurst' },
    price: 2190,
    allergens: [allergen(7, 'Tej')],
    dietTags: [],
    sortOrder: 0,
  };
  const LEMONADE = {
    id: 21,
    categoryId: 4,
    name: { hu: 'Limonádé', en: 'Lemonade', de: 'Limonade' },
    description: null,
    sortOrder: 0,
    allergens: [],
    allergensDeclared: false,
    dietTags: [],
    variants: [{ id: 31, quantity: { hu: '0,5 l', en: '0.5 l', de: '0,5 l' }, price: 990 }],
  };
  const EARLIER = {
    kind: 'daily',
    name: { hu: 'Lencsefőzelék', en: 'Lentil stew', de: 'Linseneintopf' },
    description: null,
    price: 1690,
    allergens: [allergen(1, 'Glutén')],
  };

  it('fills a new item from a dish found in any language, ready to be edited and saved', async () => {
    const api = mockApi({
      ...ALLERGENS,
      [`GET ${DAY_URL}`]: [MENU],
      'GET /api/foods': [LECSO_FOOD],
      'GET /api/drinks': [LEMONADE],
      'GET /api/menu-items/suggestions?q=le': [EARLIER],
      'POST /api/daily-menus/5/items': (call) => ({
        status: 201,
        body: { ...SOUP, id: 32, ...(call.body as object) },
      }),
    });
    renderAdmin(`/admin/napi-menuk/${DAY}/tetelek/uj`, ROUTES);
    await screen.findByRole('heading', { name: NEW_HEADING });
    const search = screen.getByRole('searchbox', {
      name: 'Kitöltés meglévő ételből, italból vagy korábbi tételből',
    });
    fireEvent.change(search, { target: { value: 'le' } });

    const results = await screen.findByRole('list', { name: 'Találatok' });
    await waitFor(() => expect(results.textContent).toContain('Lencsefőzelék'));
    expect(results.textContent).toContain('Lecsó');
    expect(results.textContent).toContain('Limonádé (0,5 l)');
    fireEvent.click(screen.getByRole('button', { name: /^Lecsó/ }));

    // The dish's texts and allergens are shown as the dish's; only the price is the item's own.
    const dish = screen.getByRole('region', { name: 'Kapcsolt étel' });
    expect(dish.textContent).toContain('Lecsó');
    expect(dish.textContent).toContain('Tej');
    expect(screen.queryByLabelText('Név (Német)')).toBeNull();
    expect(field('Ár (Ft)').value).toBe('2190');
    expect(screen.queryByText(/Eltér az étel árától/)).toBeNull();
    type('Ár (Ft)', '1990');
    expect(screen.getByText('Eltér az étel árától: 2 190 Ft')).toBeTruthy();
    submit();
    await screen.findByText(`Máshol: /admin/napi-menuk/${DAY}`);
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/daily-menus/5/items',
        body: {
          name: LECSO_FOOD.name,
          description: LECSO_FOOD.description,
          price: 1990,
          allergenIds: [7],
          dietTags: [],
          allergensDeclared: true,
          foodId: LECSO_FOOD.id,
          drinkVariantId: null,
        },
      },
    ]);
  });

  it("takes from a drink's size whether the drink is said to contain no allergens", async () => {
    const WATER = {
      ...LEMONADE,
      id: 22,
      name: { hu: 'Ásványvíz', en: 'Mineral water', de: 'Mineralwasser' },
      allergensDeclared: true,
      variants: [{ id: 41, quantity: { hu: '0,3 l', en: '0.3 l', de: '0,3 l' }, price: 690 }],
    };
    const api = mockApi({
      ...ALLERGENS,
      [`GET ${DAY_URL}`]: [MENU],
      'GET /api/foods': [],
      'GET /api/drinks': [LEMONADE, WATER],
      'POST /api/daily-menus/5/items': () => ({ status: 201, body: SOUP }),
    });
    renderAdmin(`/admin/napi-menuk/${DAY}/tetelek/uj`, ROUTES);
    await screen.findByRole('heading', { name: NEW_HEADING });
    const search = screen.getByRole('searchbox', {
      name: 'Kitöltés meglévő ételből, italból vagy korábbi tételből',
    });
    fireEvent.change(search, { target: { value: 'limon' } });
    fireEvent.click(await screen.findByRole('button', { name: /^Limonádé/ }));
    const dish = () => screen.getByRole('region', { name: 'Kapcsolt étel' });
    expect(dish().textContent).toContain('Allergének: nincs megadva');

    fireEvent.change(search, { target: { value: 'víz' } });
    fireEvent.click(await screen.findByRole('button', { name: /^Ásványvíz/ }));
    await waitFor(() => expect(dish().textContent).toContain('Allergének: nem tartalmaz'));
    submit();
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toMatchObject({
      drinkVariantId: 41,
      allergenIds: [],
      allergensDeclared: true,
    });
  });

  it('saves and starts the next item at once with "Mentés és új tétel"', async () => {
    const api = mockApi({
      ...ALLERGENS,
      [`GET ${DAY_URL}`]: [MENU],
      'GET /api/foods': [LECSO_FOOD],
      'GET /api/drinks': [],
      'POST /api/daily-menus/5/items': () => ({ status: 201, body: SOUP }),
    });
    renderAdmin(`/admin/napi-menuk/${DAY}/tetelek/uj`, ROUTES);
    await screen.findByRole('heading', { name: NEW_HEADING });
    const search = () =>
      screen.getByRole('searchbox', {
        name: 'Kitöltés meglévő ételből, italból vagy korábbi tételből',
      });
    fireEvent.change(search(), { target: { value: 'letscho' } });
    fireEvent.click(await screen.findByRole('button', { name: /^Lecsó/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Mentés és új tétel' }));

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    await waitFor(() => expect(field('Név (Magyar)').value).toBe(''));
    expect(screen.getByRole('heading', { name: NEW_HEADING })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(search()));
  });
});
