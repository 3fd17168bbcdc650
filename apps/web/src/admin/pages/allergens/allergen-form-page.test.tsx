// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AllergenFormPage } from '#web/admin/pages/allergens/allergen-form-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [{ path: '/admin/allergenek/:id', element: <AllergenFormPage /> }];

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('AllergenFormPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses an empty allergen, naming each missing language, and asks to fix the errors', async () => {
    const api = mockApi({});
    renderAdmin('/admin/allergenek/uj', ROUTES);
    fireEvent.change(field('Név (Angol)'), { target: { value: 'Milk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Létrehozás' }));

    expect(await screen.findByText('Kérjük, javítsa a hibákat a folytatáshoz!')).toBeTruthy();
    expect(screen.getByText('A(z) Név mező kitöltése magyarul kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Név mező kitöltése németül kötelező')).toBeTruthy();
    expect(screen.queryByText('A(z) Név mező kitöltése angolul kötelező')).toBeNull();
    expect(screen.getByText('A(z) Jelölés mező kitöltése kötelező')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('fills in the mark the English name suggests, so the three names alone save the allergen', async () => {
    const taken = [
      { id: 1, code: '7', name: { hu: 'Tej', en: 'Milk', de: 'Milch' } },
      { id: 2, code: '15', name: { hu: 'Kivi', en: 'Kiwi', de: 'Kiwi' } },
    ];
    const api = mockApi({
      'GET /api/allergens': taken,
      'POST /api/allergens': ({ body }) => ({ status: 201, body: { id: 3, ...(body as object) } }),
    });
    const { router } = renderAdmin('/admin/allergenek/uj', ROUTES);
    await waitFor(() => expect(field('Jelölés').value).toBe('16'));
    fireEvent.change(field('Név (Magyar)'), { target: { value: 'Csillagfürt' } });
    fireEvent.change(field('Név (Angol)'), { target: { value: 'Lupin' } });
    fireEvent.change(field('Név (Német)'), { target: { value: 'Lupinen' } });
    await waitFor(() => expect(field('Jelölés').value).toBe('13'));
    fireEvent.click(screen.getByRole('button', { name: 'Létrehozás' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/allergenek'));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/allergens',
        body: { code: '13', name: { hu: 'Csillagfürt', en: 'Lupin', de: 'Lupinen' } },
      },
    ]);
  });

  it('keeps a mark staff typed themselves when the English name changes', async () => {
    mockApi({ 'GET /api/allergens': [] });
    renderAdmin('/admin/allergenek/uj', ROUTES);
    await waitFor(() => expect(field('Jelölés').value).toBe('15'));
    fireEvent.change(field('Jelölés'), { target: { value: 'K' } });
    fireEvent.change(field('Név (Angol)'), { target: { value: 'Milk' } });
    await screen.findByDisplayValue('Milk');
    expect(field('Jelölés').value).toBe('K');
  });

  it('saves a changed allergen with PUT and returns to the list', async () => {
    const milk = { id: 7, code: '7', name: { hu: 'Tej', en: 'Milk', de: 'Milch' } };
    const api = mockApi({
      'GET /api/allergens/7': milk,
      'PUT /api/allergens/7': ({ body }) => ({ status: 200, body: { id: 7, ...(body as object) } }),
    });
    const { router } = renderAdmin('/admin/allergenek/7', ROUTES);
    await screen.findByRole('heading', { name: 'Allergén szerkesztése' });
    expect(field('Név (Magyar)').value).toBe('Tej');
    fireEvent.change(field('Név (Magyar)'), { target: { value: 'Tej és tejtermékek' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/allergenek'));
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/allergens/7',
        body: { code: '7', name: { hu: 'Tej és tejtermékek', en: 'Milk', de: 'Milch' } },
      },
    ]);
  });
});
