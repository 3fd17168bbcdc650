// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRICE_TOO_HIGH } from '#web/admin/lib/form-messages.ts';
import { FoodFormPage } from '#web/admin/pages/foods/food-form-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [{ path: '/admin/etelek/:id', element: <FoodFormPage /> }];
const allergen = (id: number, hu: string) => ({ id, name: { hu, en: hu, de: hu } });
const REFERENCE = {
  'GET /api/categories/type/Food': [
    { id: 2, name: { hu: 'Levesek', en: 'Soups', de: 'Suppen' }, sortOrder: 1, type: 'Food' },
  ],
  'GET /api/allergens': [allergen(1, 'Glutén')],
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
const INVALID = 'Kérjük, javítsa a hibákat a folytatáshoz!';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
const problem = (errors: Array<{ path: string; message: string }>) => ({
  status: 400,
  body: {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail: 'The request is not valid.',
    errors,
  },
});

describe('the admin forms', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('say nothing when an invalid field is left, and everything at once on save, focusing the first', async () => {
    mockApi({ ...REFERENCE, 'GET /api/foods/11': GOULASH });
    renderAdmin('/admin/etelek/11', ROUTES);
    await screen.findByRole('heading', { name: 'Étel szerkesztése' });
    type('Név (Angol)', '');
    fireEvent.blur(field('Név (Angol)'));
    type('Ár', '');
    fireEvent.blur(field('Ár'));
    expect(screen.queryAllByRole('alert')).toEqual([]);

    save();
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(screen.getByText('A(z) Név mező kitöltése angolul kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Ár mező kitöltése kötelező')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Név (Angol)')));

    // While correcting, a message goes as soon as the field is right.
    type('Név (Angol)', 'Goulash');
    await waitFor(() =>
      expect(screen.queryByText('A(z) Név mező kitöltése angolul kötelező')).toBeNull(),
    );
  });

  it('send one request when save is clicked twice in a row', async () => {
    const api = mockApi({
      ...REFERENCE,
      'GET /api/foods/11': GOULASH,
      'PUT /api/foods/11': () => ({ status: 200, body: GOULASH }),
    });
    renderAdmin('/admin/etelek/11', ROUTES);
    await screen.findByRole('heading', { name: 'Étel szerkesztése' });
    type('Ár', '2590');
    save();
    save();
    await screen.findByText('Máshol: /admin/etelek');
    expect(api.writes()).toHaveLength(1);
  });

  it('refuse a price above the contract maximum before sending it', async () => {
    const api = mockApi({ ...REFERENCE, 'GET /api/foods/11': GOULASH });
    renderAdmin('/admin/etelek/11', ROUTES);
    await screen.findByRole('heading', { name: 'Étel szerkesztése' });
    type('Ár', '10000001');
    save();
    expect(await screen.findByText(PRICE_TOO_HIGH)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it("put the server's refusal under the fields it names, in Hungarian, and never say saved", async () => {
    mockApi({
      ...REFERENCE,
      'GET /api/foods/11': GOULASH,
      'PUT /api/foods/11': () =>
        problem([
          { path: 'price', message: 'Too big: expected number to be <=10000000' },
          { path: 'name.de', message: 'Must not be blank' },
          { path: 'sortOrder', message: 'Something new the admin does not know' },
        ]),
    });
    renderAdmin('/admin/etelek/11', ROUTES);
    await screen.findByRole('heading', { name: 'Étel szerkesztése' });
    type('Ár', '2590');
    save();
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(screen.getByText(PRICE_TOO_HIGH)).toBeTruthy();
    expect(field('Ár').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A(z) Név mező kitöltése németül kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Sorrend mező értéke nem megfelelő')).toBeTruthy();
    expect(screen.queryByText(/request|valid/i)).toBeNull();
    expect(screen.queryByText('Mentve')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('Ár')));
  });

  it('keep the unsaved values when the session ends, and bring them back on the same form', async () => {
    // The session ends on the server while the form is open: from then on every call is refused.
    const refused = { status: 401, body: { status: 401, title: 'Unauthorized' } };
    let ended = false;
    mockApi({
      ...REFERENCE,
      'GET /api/auth/me': () =>
        ended ? refused : { status: 200, body: { username: 'anna', name: 'Kovács Anna' } },
      'GET /api/foods/11': GOULASH,
      'PUT /api/foods/11': () => {
        ended = true;
        return refused;
      },
    });
    renderAdmin('/admin/etelek/11', ROUTES);
    await screen.findByRole('heading', { name: 'Étel szerkesztése' });
    type('Név (Angol)', 'Goulash, the real one');
    type('Ár', '2790');
    save();
    await waitFor(() => expect(sessionStorage.length).toBe(1));
    cleanup();

    const api = mockApi({
      ...REFERENCE,
      'GET /api/foods/11': GOULASH,
      'PUT /api/foods/11': () => ({ status: 200, body: GOULASH }),
    });
    renderAdmin('/admin/etelek/11', ROUTES);
    expect(await screen.findByText('A nem mentett módosításait visszaállítottuk.')).toBeTruthy();
    await waitFor(() => expect(field('Név (Angol)').value).toBe('Goulash, the real one'));
    expect(field('Ár').value).toBe('2790');
    save();
    await screen.findByText('Máshol: /admin/etelek');
    expect(api.writes()).toMatchObject([
      { method: 'PUT', body: { name: { en: 'Goulash, the real one' }, price: 2790 } },
    ]);
    expect(sessionStorage.length).toBe(0);
  });
});
