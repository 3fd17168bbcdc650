// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventFormPage } from '#web/admin/pages/events/event-form-page.tsx';
import { DISHES, FISH, MILK, WINE_DINNER } from '#web/admin/test/event-fixtures.ts';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [{ path: '/admin/esemenyek/:id', element: <EventFormPage /> }];
const CATALOGUE = { 'GET /api/foods': DISHES, 'GET /api/allergens': [FISH, MILK] };

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const typeIn = (label: string, [hu, en, de]: string[]) => {
  type(`${label} (Magyar)`, hu!);
  type(`${label} (Angol)`, en!);
  type(`${label} (Német)`, de!);
};
const pick = (course: number, dish: string) => {
  const select = screen.getByLabelText(`${course}. fogás: étel az étlapról`) as HTMLSelectElement;
  const option = [...select.options].find((entry) => entry.textContent === dish)!;
  fireEvent.change(select, { target: { value: option.value } });
};
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** The evening's own fields, as a wine dinner has them. */
function fillWineDinner() {
  typeIn('Cím', ['Borvacsora', 'Wine dinner', 'Weindinner']);
  type('Webcím', 'borvacsora');
  type('Dátum', '2026-12-04');
  type('Befejezés', '22:30');
  type('Helyek száma', '20');
  type('Ár / fő (Ft)', '18900');
  type('Legkisebb társaság (fő)', '2');
  type('Legnagyobb társaság (fő)', '6');
}

describe('EventFormPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts a new event a week from today from seven to ten, open for booking, with one course', async () => {
    mockApi(CATALOGUE);
    renderAdmin('/admin/esemenyek/uj', ROUTES);
    await screen.findByRole('heading', { name: 'Új esemény hozzáadása' });
    expect(field('Dátum').value).toBe('2026-12-02');
    expect(field('Kezdés').value).toBe('19:00');
    expect(field('Befejezés').value).toBe('22:00');
    expect(field('Foglalható').checked).toBe(true);
    expect(field('Kizárólagos').checked).toBe(false);
    expect(screen.getByRole('heading', { name: '1. fogás' })).toBeTruthy();
    expect(screen.queryByLabelText('Fizetési útmutató (Magyar)')).toBeNull();
  });

  it('refuses an event without its title, address, seats, price or course names, under each field', async () => {
    const api = mockApi(CATALOGUE);
    renderAdmin('/admin/esemenyek/uj', ROUTES);
    await screen.findByRole('heading', { name: 'Új esemény hozzáadása' });
    press('Létrehozás');

    expect(await screen.findByText('Kérjük, javítsa a hibákat a folytatáshoz!')).toBeTruthy();
    expect(screen.getByText('A(z) Cím mező kitöltése magyarul kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Webcím mező kitöltése kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Helyek száma mező kitöltése kötelező')).toBeTruthy();
    expect(screen.getByText('A(z) Ár / fő mező kitöltése kötelező')).toBeTruthy();
    const courseName = screen.getByText('A(z) Fogás neve mező kitöltése magyarul kötelező');
    expect(courseName.id).toBe(field('1. fogás neve (Magyar)').getAttribute('aria-describedby'));
    expect(api.writes()).toEqual([]);
  });

  it('refuses a largest party bigger than the seats and asks how to pay when paying ahead', async () => {
    const api = mockApi(CATALOGUE);
    renderAdmin('/admin/esemenyek/uj', ROUTES);
    await screen.findByRole('heading', { name: 'Új esemény hozzáadása' });
    fillWineDinner();
    type('Legnagyobb társaság (fő)', '24');
    type('Webcím', 'Bor Vacsora');
    fireEvent.click(field('Előre fizetés szükséges'));
    pick(1, 'Halászlé');
    press('Létrehozás');

    expect(await screen.findByText('Nem lehet több a helyek számánál')).toBeTruthy();
    expect(screen.getByText('Csak kisbetűk, számok és egyszeres kötőjelek')).toBeTruthy();
    expect(screen.getByText('A fizetési útmutató kitöltése magyarul kötelező')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('creates a wine dinner from four dishes and a typed course, in the order arranged', async () => {
    const api = mockApi({
      ...CATALOGUE,
      'POST /api/events': () => ({ status: 201, body: { ...WINE_DINNER, id: 9 } }),
    });
    const { router } = renderAdmin('/admin/esemenyek/uj', ROUTES);
    await screen.findByRole('heading', { name: 'Új esemény hozzáadása' });
    fillWineDinner();
    fireEvent.click(field('Kizárólagos'));
    fireEvent.click(field('Előre fizetés szükséges'));
    typeIn('Fizetési útmutató', ['Átutalás', 'Transfer', 'Überweisung']);
    pick(1, 'Halászlé');
    expect(screen.getByText(/allergének: D Hal/)).toBeTruthy();
    for (const [course, dish] of [
      [2, 'Libamájpástétom'],
      [3, 'Libacomb'],
      [4, 'Somlói galuska'],
    ] as const) {
      press('Fogás hozzáadása');
      pick(course, dish);
    }
    press('Fogás hozzáadása');
    typeIn('5. fogás neve', ['Tokaji aszú', 'Tokaji aszú', 'Tokajer Aszú']);
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Vegán' }).at(-1)!);
    press('Feljebb: Libamájpástétom');
    press('Fogás hozzáadása');
    press('Törlés: 6. fogás');
    press('Létrehozás');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/esemenyek'));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/events',
        body: {
          slug: 'borvacsora',
          title: { hu: 'Borvacsora', en: 'Wine dinner', de: 'Weindinner' },
          description: { hu: '', en: '', de: '' },
          date: '2026-12-04',
          startTime: '19:00',
          endTime: '22:30',
          seats: 20,
          pricePerPerson: 18900,
          exclusive: true,
          bookingOpen: true,
          minPartySize: 2,
          maxPartySize: 6,
          pictureId: null,
          courses: [
            { foodId: 11 },
            { foodId: 12 },
            { foodId: 13 },
            { foodId: 14 },
            {
              foodId: null,
              name: { hu: 'Tokaji aszú', en: 'Tokaji aszú', de: 'Tokajer Aszú' },
              description: null,
              allergenIds: [],
              dietTags: ['vegan'],
            },
          ],
          prepayment: {
            required: true,
            instructions: { hu: 'Átutalás', en: 'Transfer', de: 'Überweisung' },
          },
        },
      },
    ]);
  });

  it('shows the server’s refusals in Hungarian under the fields they are about', async () => {
    mockApi({
      ...CATALOGUE,
      'POST /api/events': () => ({
        status: 400,
        body: {
          title: 'Bad Request',
          status: 400,
          errors: [
            { path: 'slug', message: 'Another event has this address' },
            { path: 'courses.0.foodId', message: 'No such dish' },
          ],
        },
      }),
    });
    renderAdmin('/admin/esemenyek/uj', ROUTES);
    await screen.findByRole('heading', { name: 'Új esemény hozzáadása' });
    fillWineDinner();
    pick(1, 'Libacomb');
    press('Létrehozás');

    const slug = await screen.findByText('Ez a webcím már egy másik eseményé');
    expect(slug.id).toBe(field('Webcím').getAttribute('aria-describedby'));
    const dish = screen.getByText('Ez az étel már nem létezik; válasszon másikat');
    expect(dish.id).toBe(field('1. fogás: étel az étlapról').getAttribute('aria-describedby'));
  });

  it('edits an event with its courses and says when its date is held by bookings', async () => {
    const api = mockApi({
      ...CATALOGUE,
      'GET /api/events/1': WINE_DINNER,
      'PUT /api/events/1': () => ({
        status: 409,
        body: { title: 'Conflict', status: 409, detail: 'The event has bookings' },
      }),
    });
    renderAdmin('/admin/esemenyek/1', ROUTES);
    await screen.findByRole('heading', { name: 'Esemény szerkesztése' });
    expect(field('Cím (Magyar)').value).toBe('Borvacsora');
    expect(field('2. fogás neve (Magyar)').value).toBe('Tokaji aszú');
    expect(screen.getByText('Libamájpástétom', { selector: 'strong' })).toBeTruthy();
    type('Dátum', '2026-12-05');
    press('Mentés');

    expect(
      await screen.findByText('Az esemény dátuma nem változhat, mert már van rá foglalás.'),
    ).toBeTruthy();
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/events/1',
      body: {
        date: '2026-12-05',
        courses: [{ foodId: 11 }, { foodId: null, dietTags: ['vegan'] }],
      },
    });
  });
});
