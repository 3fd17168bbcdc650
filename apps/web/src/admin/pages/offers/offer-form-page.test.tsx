// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferFormPage } from '#web/admin/pages/offers/offer-form-page.tsx';
import { OfferItemFormPage } from '#web/admin/pages/offers/offer-item-form-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [
  { path: '/admin/ajanlatok/:id', element: <OfferFormPage /> },
  { path: '/admin/ajanlatok/:id/tetelek/:itemId', element: <OfferItemFormPage /> },
];

const GOOSE = {
  id: 7,
  name: { hu: 'Libanapok', en: 'Goose days', de: 'Gänsetage' },
  startDate: '2026-11-20',
  endDate: '2026-12-03',
  featured: true,
  items: [
    {
      id: 70,
      offerId: 7,
      name: { hu: 'Libacomb', en: 'Goose leg', de: 'Gänsekeule' },
      description: null,
      price: 5490,
      sortOrder: 0,
    },
  ],
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const fillName = (names = ['Vadhét', 'Game week', 'Wildwoche']) => {
  type('Név (Magyar)', names[0]!);
  type('Név (Angol)', names[1]!);
  type('Név (Német)', names[2]!);
};
const submit = (name = 'Létrehozás') => fireEvent.click(screen.getByRole('button', { name }));

describe('OfferFormPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts a new offer today for a week, not featured', async () => {
    mockApi({});
    renderAdmin('/admin/ajanlatok/uj', ROUTES);
    await screen.findByRole('heading', { name: 'Új ajánlat hozzáadása' });
    expect(field('Kezdő dátum').value).toBe('2026-11-25');
    expect(field('Záró dátum').value).toBe('2026-12-01');
    expect(field('Kiemelt ajánlat').checked).toBe(false);
  });

  it('refuses an offer without names or dates with a message under each field', async () => {
    const api = mockApi({});
    renderAdmin('/admin/ajanlatok/uj', ROUTES);
    await screen.findByRole('heading', { name: 'Új ajánlat hozzáadása' });
    type('Kezdő dátum', '');
    type('Záró dátum', '');
    submit();

    expect(await screen.findByText('Kérjük, javítsa a hibákat a folytatáshoz!')).toBeTruthy();
    for (const lang of ['magyarul', 'angolul', 'németül']) {
      expect(screen.getByText(`A(z) Név mező kitöltése ${lang} kötelező`)).toBeTruthy();
    }
    expect(screen.getByText('A(z) Kezdő dátum mező kitöltése kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Záró dátum mező kitöltése kötelező')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('refuses an offer that ends before it starts, under the end date', async () => {
    const api = mockApi({});
    renderAdmin('/admin/ajanlatok/uj', ROUTES);
    await screen.findByRole('heading', { name: 'Új ajánlat hozzáadása' });
    fillName();
    type('Kezdő dátum', '2026-12-10');
    type('Záró dátum', '2026-12-09');
    submit();
    const message = await screen.findByText('A záró dátum nem lehet korábbi a kezdő dátumnál');
    expect(message.id).toBe(field('Záró dátum').getAttribute('aria-describedby'));
    expect(api.writes()).toEqual([]);

    type('Záró dátum', '2026-12-10');
    submit();
    await waitFor(() => expect(api.writes()).toHaveLength(1));
  });

  it('creates a featured offer and opens it to add its items', async () => {
    const api = mockApi({
      'POST /api/offers': () => ({ status: 201, body: { ...GOOSE, id: 12, items: [] } }),
      'GET /api/offers/12': { ...GOOSE, id: 12, items: [] },
    });
    const { router } = renderAdmin('/admin/ajanlatok/uj', ROUTES);
    await screen.findByRole('heading', { name: 'Új ajánlat hozzáadása' });
    fillName();
    type('Záró dátum', '2026-11-30');
    fireEvent.click(field('Kiemelt ajánlat'));
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/ajanlatok/12'));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/offers',
        body: {
          name: { hu: 'Vadhét', en: 'Game week', de: 'Wildwoche' },
          startDate: '2026-11-25',
          endDate: '2026-11-30',
          featured: true,
        },
      },
    ]);
    expect(
      await screen.findByText(
        'Még nincsenek tételek ebben az ajánlatban. Kattintson az "Új tétel" gombra.',
      ),
    ).toBeTruthy();
  });

  it('edits an offer with PUT and shows its items under the form', async () => {
    const api = mockApi({
      'GET /api/offers/7': GOOSE,
      'PUT /api/offers/7': () => ({ status: 200, body: GOOSE }),
    });
    const { router } = renderAdmin('/admin/ajanlatok/7', ROUTES);
    await screen.findByRole('heading', { name: 'Ajánlat szerkesztése' });
    expect(screen.getByText('Libacomb')).toBeTruthy();
    expect(screen.getByText('5 490 Ft')).toBeTruthy();
    type('Záró dátum', '2026-11-24');
    submit('Mentés');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/ajanlatok'));
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/offers/7',
        body: {
          name: GOOSE.name,
          startDate: '2026-11-20',
          endDate: '2026-11-24',
          featured: true,
        },
      },
    ]);
  });
});

describe('OfferItemFormPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses an item without names or price, and a negative price', async () => {
    const api = mockApi({ 'GET /api/offers/7': GOOSE, 'GET /api/allergens': [] });
    renderAdmin('/admin/ajanlatok/7/tetelek/uj', ROUTES);
    await screen.findByRole('heading', { name: 'Új tétel hozzáadása – Libanapok' });
    submit();
    expect(await screen.findByText('Kérjük, javítsa a hibákat a folytatáshoz!')).toBeTruthy();
    expect(screen.getByText('A(z) Név mező kitöltése angolul kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Ár mező kitöltése kötelező')).toBeTruthy();
    type('Ár (Ft)', '-100');
    submit();
    expect(await screen.findByText('Az érték nem lehet negatív')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('adds an item to the offer and goes back to it', async () => {
    const api = mockApi({
      'GET /api/offers/7': GOOSE,
      'GET /api/allergens': [],
      'POST /api/offers/7/items': () => ({ status: 201, body: GOOSE.items[0] }),
    });
    const { router } = renderAdmin('/admin/ajanlatok/7/tetelek/uj', ROUTES);
    await screen.findByRole('heading', { name: 'Új tétel hozzáadása – Libanapok' });
    fillName(['Libamáj', 'Goose liver', 'Gänseleber']);
    type('Ár (Ft)', '4490');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/ajanlatok/7'));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/offers/7/items',
        body: {
          name: { hu: 'Libamáj', en: 'Goose liver', de: 'Gänseleber' },
          description: null,
          price: 4490,
          allergenIds: [],
          dietTags: [],
        },
      },
    ]);
  });
});
