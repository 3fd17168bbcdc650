// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTAINS_NONE } from '#web/admin/components/allergen-field.tsx';
import { DrinkFormPage } from '#web/admin/pages/drinks/drink-form-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [
  { path: '/admin/italok/uj/:categoryId', element: <DrinkFormPage /> },
  { path: '/admin/italok/:id', element: <DrinkFormPage /> },
  { path: '/admin/italok/:id/variansok/:variantId', element: <DrinkFormPage variantsOnly /> },
];

const category = (id: number, hu: string) => ({
  id,
  name: { hu, en: hu, de: hu },
  sortOrder: id,
  type: 'Drink',
});
const SOFT_DRINKS = category(4, 'Üdítők');
const WINES = category(5, 'Borok');
const CATEGORIES = [SOFT_DRINKS, WINES];
const variant = (id: number, hu: string, price: number) => ({
  id,
  drinkId: 21,
  quantity: { hu, en: hu.replace(',', '.'), de: hu },
  price,
});
const LEMONADE = {
  id: 21,
  categoryId: 4,
  name: { hu: 'Házi limonádé', en: 'Homemade lemonade', de: 'Hausgemachte Limonade' },
  description: null,
  sortOrder: 2,
  allergens: [],
  allergensDeclared: false,
  dietTags: [],
  variants: [variant(31, '0,4 l', 1390), variant(32, '1 l', 3290)],
};
const SULPHITES = {
  id: 12,
  code: '12',
  name: { hu: 'Szulfitok', en: 'Sulphites', de: 'Sulfite' },
};
const REFERENCE = {
  'GET /api/categories/type/Drink': CATEGORIES,
  'GET /api/categories/4': SOFT_DRINKS,
  'GET /api/drinks/21': LEMONADE,
  'GET /api/allergens': [],
};
const INVALID = 'Form validation failed: Please check the highlighted fields';
const NEW_VARIANTS_FAILED =
  'Nem sikerült létrehozni minden italváltozatot. Kérjük, ellenőrizze az adatokat, vagy adja hozzá a változatokat később.';

const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const field = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(label) as HTMLInputElement;
const group = (name: string) => screen.getByRole('group', { name });
const groups = (name: string) => screen.getAllByRole('group', { name });
const click = (name: string, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name }));
const fillVariant = (scope: HTMLElement, quantity: string, price: string) => {
  type(field('Mennyiség (Magyar)', scope), quantity);
  type(field('Mennyiség (Angol)', scope), quantity);
  type(field('Mennyiség (Német)', scope), quantity);
  type(field('Ár (Ft)', scope), price);
};
const fillName = () => {
  type(field('Név (Magyar)'), 'Szörp');
  type(field('Név (Angol)'), 'Syrup');
  type(field('Név (Német)'), 'Sirup');
};

describe('DrinkFormPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses an empty new drink with the drink messages under its fields', async () => {
    const api = mockApi(REFERENCE);
    renderAdmin('/admin/italok/uj', ROUTES);
    await screen.findByRole('heading', { name: 'Új ital hozzáadása' });
    expect(
      screen.getByText(
        'Még nincsenek italváltozatok hozzáadva. Kattintson az "Új változat" gombra.',
      ),
    ).toBeTruthy();
    click('Létrehozás');

    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(screen.getByText('A kategória kiválasztása kötelező')).toBeTruthy();
    expect(screen.getByText('Az ital neve magyarul kötelező')).toBeTruthy();
    expect(screen.getByText('Az ital neve angolul kötelező')).toBeTruthy();
    expect(screen.getByText('Az ital neve németül kötelező')).toBeTruthy();
    expect(field('Leírás (Magyar)').getAttribute('aria-invalid')).toBeNull();
    expect(field('Sorrend').getAttribute('aria-invalid')).toBeNull();
    expect(api.writes()).toEqual([]);
  });

  it('counts names of only whitespace as empty', async () => {
    mockApi(REFERENCE);
    renderAdmin('/admin/italok/uj/4', ROUTES);
    await screen.findByRole('heading', { name: 'Új ital hozzáadása' });
    expect((screen.getByLabelText('Kategória') as HTMLSelectElement).value).toBe('4');
    type(field('Név (Magyar)'), '   ');
    type(field('Név (Angol)'), 'Syrup');
    type(field('Név (Német)'), ' \t ');
    click('Létrehozás');
    expect(await screen.findByText('Az ital neve magyarul kötelező')).toBeTruthy();
    expect(screen.getByText('Az ital neve németül kötelező')).toBeTruthy();
    expect(screen.queryByText('Az ital neve angolul kötelező')).toBeNull();
    expect(screen.queryByText('A kategória kiválasztása kötelező')).toBeNull();
  });

  it('asks to choose a category when there is no drink category to choose', async () => {
    mockApi({ ...REFERENCE, 'GET /api/categories/type/Drink': [] });
    renderAdmin('/admin/italok/uj', ROUTES);
    await screen.findByRole('heading', { name: 'Új ital hozzáadása' });
    fillName();
    click('Létrehozás');
    expect(await screen.findByText('Kérjük, válasszon kategóriát')).toBeTruthy();
    expect(screen.getByText(INVALID)).toBeTruthy();
  });

  it('checks every language of a new variant and its price, which must be positive', async () => {
    const api = mockApi(REFERENCE);
    renderAdmin('/admin/italok/uj/4', ROUTES);
    await screen.findByRole('heading', { name: 'Új ital hozzáadása' });
    fillName();
    click('Új változat');
    click('Létrehozás');

    expect(await screen.findByText(INVALID)).toBeTruthy();
    // Nothing was saved, so nothing says that creating the variants failed.
    expect(screen.queryByText(NEW_VARIANTS_FAILED)).toBeNull();
    const fresh = group('Új változat');
    for (const lang of ['magyarul', 'angolul', 'németül']) {
      expect(
        within(fresh).getByText(`A(z) Mennyiség mező kitöltése ${lang} kötelező`),
      ).toBeTruthy();
    }
    expect(within(fresh).getByText('A(z) Ár mező kitöltése kötelező')).toBeTruthy();

    fillVariant(fresh, '0,5 l', '0');
    click('Létrehozás');
    expect(await within(fresh).findByText('Az értéknek pozitív számnak kell lennie')).toBeTruthy();
    type(field('Ár (Ft)', fresh), '-90');
    click('Létrehozás');
    expect(await within(fresh).findByText('Az értéknek pozitív számnak kell lennie')).toBeTruthy();
    expect(within(fresh).queryByText(/Mennyiség mező/)).toBeNull();
    expect(api.writes()).toEqual([]);
  });

  it('adds a variant on every click, each without a message until it is typed in or saved', async () => {
    mockApi(REFERENCE);
    renderAdmin('/admin/italok/uj/4', ROUTES);
    await screen.findByRole('heading', { name: 'Új ital hozzáadása' });
    click('Új változat');
    click('Új változat');
    expect(groups('Új változat')).toHaveLength(2);
    expect(screen.queryAllByRole('alert')).toEqual([]);

    click('Létrehozás');
    expect(await screen.findByText(INVALID)).toBeTruthy();
    // One added after a refused save starts clean too.
    click('Új változat');
    const third = groups('Új változat')[2]!;
    await waitFor(() => expect(groups('Új változat')).toHaveLength(3));
    expect(within(third).queryAllByRole('alert')).toEqual([]);
  });

  it('creates the drink with its variants in one call and goes to its category', async () => {
    const api = mockApi({
      ...REFERENCE,
      'POST /api/categories/5/drinks/with-variants': () => ({
        status: 201,
        body: { ...LEMONADE, id: 22, categoryId: 5 },
      }),
    });
    const { router } = renderAdmin('/admin/italok/uj/4', ROUTES);
    await screen.findByRole('heading', { name: 'Új ital hozzáadása' });
    fireEvent.change(screen.getByLabelText('Kategória'), { target: { value: '5' } });
    fillName();
    type(field('Sorrend'), '');
    click('Új változat');
    click('Új változat');
    const [small, large] = groups('Új változat');
    fillVariant(small!, '0,2 l', '490');
    fillVariant(large!, '0,5 l ', '990');
    click('Létrehozás');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/italok/kategoria/5'));
    const text = (hu: string) => ({ hu, en: hu, de: hu });
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/categories/5/drinks/with-variants',
        body: {
          name: { hu: 'Szörp', en: 'Syrup', de: 'Sirup' },
          description: null,
          sortOrder: 0,
          allergenIds: [],
          allergensDeclared: false,
          dietTags: [],
          variants: [
            { quantity: text('0,2 l'), price: 490 },
            { quantity: text('0,5 l'), price: 990 },
          ],
        },
      },
    ]);
  });

  it('saves changed, removed and added variants of an edited drink together', async () => {
    const api = mockApi({
      ...REFERENCE,
      'PUT /api/drinks/21/with-variants': () => ({ status: 200, body: LEMONADE }),
    });
    const { router } = renderAdmin('/admin/italok/21', ROUTES);
    await screen.findByRole('heading', { name: 'Ital szerkesztése' });
    expect(screen.getByRole('button', { name: 'Mentés' })).toBeTruthy();
    type(field('Ár (Ft)', group('Változat #31')), '1490');
    click('Eltávolítás: Változat #32');

    const removed = screen.getByRole('heading', { name: 'Törölt változatok' }).parentElement!;
    expect(within(removed).getByText('Változat #32: 1 l, 3 290 Ft').tagName).toBe('DEL');
    expect(screen.queryByRole('group', { name: 'Változat #32' })).toBeNull();
    click('Új változat');
    fillVariant(group('Új változat'), '2 dl', '790');
    click('Mentés');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/italok/kategoria/4'));
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/drinks/21/with-variants',
        body: {
          categoryId: 4,
          name: LEMONADE.name,
          description: null,
          sortOrder: 2,
          allergenIds: [],
          allergensDeclared: false,
          dietTags: [],
          variants: [
            { id: 31, quantity: LEMONADE.variants[0]!.quantity, price: 1490 },
            { quantity: { hu: '2 dl', en: '2 dl', de: '2 dl' }, price: 790 },
          ],
        },
      },
    ]);
  });

  it('saves a new drink ticked as containing none of the allergens as declared, with no allergen', async () => {
    const api = mockApi({
      ...REFERENCE,
      'POST /api/categories/4/drinks/with-variants': () => ({ status: 201, body: LEMONADE }),
    });
    renderAdmin('/admin/italok/uj/4', ROUTES);
    await screen.findByRole('heading', { name: 'Új ital hozzáadása' });
    fillName();
    const none = screen.getByRole('checkbox', { name: CONTAINS_NONE }) as HTMLInputElement;
    expect(none.checked).toBe(false);
    fireEvent.click(none);
    click('Létrehozás');

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toMatchObject({ allergenIds: [], allergensDeclared: true });
  });

  it('offers "contains none" only while no allergen is ticked, and a drink with allergens is declared by them', async () => {
    const api = mockApi({
      ...REFERENCE,
      'GET /api/allergens': [SULPHITES],
      'PUT /api/drinks/21/with-variants': () => ({ status: 200, body: LEMONADE }),
    });
    renderAdmin('/admin/italok/21', ROUTES);
    await screen.findByRole('heading', { name: 'Ital szerkesztése' });
    fireEvent.click(screen.getByRole('checkbox', { name: CONTAINS_NONE }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Szulfitok' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: CONTAINS_NONE })).toBeNull());
    click('Mentés');

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toMatchObject({ allergenIds: [12], allergensDeclared: true });
  });

  it('opens a drink said to contain none with the box ticked, and saves it unticked as not said', async () => {
    const api = mockApi({
      ...REFERENCE,
      'GET /api/drinks/21': { ...LEMONADE, allergensDeclared: true },
      'PUT /api/drinks/21/with-variants': () => ({ status: 200, body: LEMONADE }),
    });
    renderAdmin('/admin/italok/21', ROUTES);
    await screen.findByRole('heading', { name: 'Ital szerkesztése' });
    const none = screen.getByRole('checkbox', { name: CONTAINS_NONE }) as HTMLInputElement;
    expect(none.checked).toBe(true);
    fireEvent.click(none);
    click('Mentés');

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toMatchObject({ allergenIds: [], allergensDeclared: false });
  });

  it('restores a removed variant with its values, and does not check removed ones', async () => {
    const api = mockApi({
      ...REFERENCE,
      'PUT /api/drinks/21/with-variants': () => ({ status: 200, body: LEMONADE }),
    });
    renderAdmin('/admin/italok/21', ROUTES);
    await screen.findByRole('heading', { name: 'Ital szerkesztése' });
    click('Új változat');
    click('Eltávolítás: Új változat');
    click('Eltávolítás: Változat #32');
    click('Visszaállítás: Változat #32');
    expect(field('Ár (Ft)', group('Változat #32')).value).toBe('3290');
    click('Mentés');

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(screen.queryByText(INVALID)).toBeNull();
    expect(api.writes()[0]?.body).toMatchObject({
      categoryId: 4,
      variants: [
        { id: 31, price: 1390 },
        { id: 32, price: 3290 },
      ],
    });
  });

  it('adds a variant in variant-only mode, showing only the variants, and goes back to the drink', async () => {
    const api = mockApi({
      ...REFERENCE,
      'PUT /api/drinks/21/with-variants': () => ({ status: 200, body: LEMONADE }),
    });
    const { router } = renderAdmin('/admin/italok/21/variansok/uj', ROUTES);
    await screen.findByRole('heading', { name: 'Új italváltozat hozzáadása' });
    expect(screen.queryByLabelText('Kategória')).toBeNull();
    expect(screen.queryByLabelText('Név (Magyar)')).toBeNull();
    expect(screen.getByRole('link', { name: 'Mégsem' }).getAttribute('href')).toBe(
      '/admin/italok/21',
    );
    const fresh = group('Új változat');
    await waitFor(() => expect(document.activeElement).toBe(fresh));
    click('Létrehozás');
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(screen.queryByText(NEW_VARIANTS_FAILED)).toBeNull();
    fillVariant(fresh, '3 dl', '990');
    click('Létrehozás');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/italok/21'));
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/drinks/21/with-variants',
        body: {
          categoryId: 4,
          name: LEMONADE.name,
          description: null,
          sortOrder: 2,
          allergenIds: [],
          allergensDeclared: false,
          dietTags: [],
          variants: [
            { id: 31, quantity: LEMONADE.variants[0]!.quantity, price: 1390 },
            { id: 32, quantity: LEMONADE.variants[1]!.quantity, price: 3290 },
            { quantity: { hu: '3 dl', en: '3 dl', de: '3 dl' }, price: 990 },
          ],
        },
      },
    ]);
  });

  it('edits one variant in variant-only mode, opening at it', async () => {
    mockApi(REFERENCE);
    renderAdmin('/admin/italok/21/variansok/32', ROUTES);
    await screen.findByRole('heading', { name: 'Italváltozat szerkesztése' });
    expect(screen.getByRole('button', { name: 'Mentés' })).toBeTruthy();
    const chosen = group('Változat #32');
    await waitFor(() => expect(document.activeElement).toBe(chosen));
    type(field('Mennyiség (Angol)', chosen), '');
    click('Mentés');
    expect(
      await within(chosen).findByText('A(z) Mennyiség mező kitöltése angolul kötelező'),
    ).toBeTruthy();
    // Only new variants that cannot be stored get the specification's words for them.
    expect(screen.queryByText(NEW_VARIANTS_FAILED)).toBeNull();
  });

  it('refuses a variant the drink does not have', async () => {
    mockApi(REFERENCE);
    renderAdmin('/admin/italok/21/variansok/99', ROUTES);
    expect(await screen.findByText('Érvénytelen változat azonosító')).toBeTruthy();
  });

  it('finds the category of a drink that does not name one among the categories', async () => {
    const { categoryId: _none, ...withoutCategory } = LEMONADE;
    const api = mockApi({
      ...REFERENCE,
      'GET /api/drinks/21': withoutCategory,
      'GET /api/categories/drinks': [
        { ...SOFT_DRINKS, drinks: [] },
        { ...WINES, drinks: [LEMONADE] },
      ],
    });
    renderAdmin('/admin/italok/21', ROUTES);
    const select = (await screen.findByLabelText('Kategória')) as HTMLSelectElement;
    expect(select.value).toBe('5');
    expect(api.calls.map((call) => call.path)).toContain('/api/categories/drinks');
  });

  it('falls back to the first category when no category holds the drink', async () => {
    mockApi({
      ...REFERENCE,
      'GET /api/drinks/21': { ...LEMONADE, categoryId: 77 },
      'GET /api/categories/drinks': [],
    });
    renderAdmin('/admin/italok/21', ROUTES);
    const select = (await screen.findByLabelText('Kategória')) as HTMLSelectElement;
    expect(select.value).toBe('4');
  });

  it('says which variant the server refused, and that the drink could not be saved', async () => {
    let answer = {
      status: 400,
      body: {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'The request is not valid.',
        errors: [{ path: 'variants.1.id', message: 'Variant 32 is not a variant of drink 21' }],
      },
    };
    mockApi({ ...REFERENCE, 'PUT /api/drinks/21/with-variants': () => answer });
    const { router } = renderAdmin('/admin/italok/21', ROUTES);
    await screen.findByRole('heading', { name: 'Ital szerkesztése' });
    type(field('Név (Angol)'), 'Lemonade');
    click('Mentés');
    expect(
      await screen.findByText(
        `${INVALID} Egy elem közben megváltozott vagy törölték. Töltse be újra az oldalt.`,
      ),
    ).toBeTruthy();

    answer = { status: 500, body: { ...answer.body, status: 500, errors: [] } };
    click('Mentés');
    expect(await screen.findByText('Hiba történt az ital mentése közben.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/italok/21');
  });

  it('says the address is wrong when the category in it is not a number', async () => {
    mockApi(REFERENCE);
    renderAdmin('/admin/italok/uj/borok', ROUTES);
    expect(await screen.findByText('Érvénytelen kategória azonosító')).toBeTruthy();
  });

  it('says when the drink, the category or the categories cannot be loaded', async () => {
    mockApi({ 'GET /api/categories/type/Drink': CATEGORIES });
    renderAdmin('/admin/italok/21', ROUTES);
    expect(await screen.findByText('Hiba történt az ital betöltése közben.')).toBeTruthy();
    cleanup();
    mockApi({ 'GET /api/categories/type/Drink': CATEGORIES });
    renderAdmin('/admin/italok/uj/9', ROUTES);
    expect(await screen.findByText('Hiba történt a kategória betöltése közben.')).toBeTruthy();
    cleanup();
    mockApi({});
    renderAdmin('/admin/italok/uj', ROUTES);
    expect(await screen.findByText('Hiba történt a kategóriák betöltése közben.')).toBeTruthy();
  });
});
