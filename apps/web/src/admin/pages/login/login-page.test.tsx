// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '#web/admin/pages/login/login-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [{ path: '/admin/login', element: <LoginPage /> }];
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Fills in both steps of the login form, the server answering the attempt with `reply`. */
async function attempt(reply: { status: number; headers?: Record<string, string> }) {
  mockApi({
    'GET /api/auth/me': () => ({ status: 401, body: { status: 401, title: 'Unauthorized' } }),
    'POST /api/auth/login': () => ({ ...reply, body: { status: reply.status, title: 'Refused' } }),
  });
  renderAdmin('/admin/login', ROUTES);
  type('Felhasználónév', 'anna');
  type('Jelszó', 'a long enough password');
  fireEvent.click(await screen.findByRole('button', { name: 'Tovább' }));
  type('2FA kód', '123456');
  fireEvent.click(screen.getByRole('button', { name: 'Bejelentkezés' }));
  return (await screen.findByRole('alert')).textContent;
}

describe('LoginPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the credentials are wrong when the server refuses them', async () => {
    expect(await attempt({ status: 401 })).toBe('Hibás bejelentkezési adatok!');
  });

  it('asks to wait as long as the server says after too many attempts', async () => {
    expect(await attempt({ status: 429, headers: { 'Retry-After': '30' } })).toBe(
      'Túl sok próbálkozás. Kérjük, várjon 30 másodpercet, majd próbálja újra.',
    );
  });

  it('says the login is overloaded, not that it failed, while the server turns away a flood', async () => {
    expect(await attempt({ status: 503, headers: { 'Retry-After': '2' } })).toBe(
      'A bejelentkezés most túlterhelt. Kérjük, próbálja újra 2 másodperc múlva.',
    );
  });

  it('gives the general error for anything else', async () => {
    expect(await attempt({ status: 500 })).toBe(
      'Bejelentkezési hiba! Kérjük próbálja újra később.',
    );
  });
});
