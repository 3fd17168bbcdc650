// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLogin } from '#web/admin/login/login-form.ts';
import { LoginScreen } from '#web/admin/login/login-screen.tsx';

type Answer = { status: number; headers?: Record<string, string> };

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** The server's login screen with its script started; the API answers every login with `answer`. */
function open(answer: Answer = { status: 200 }) {
  const calls: unknown[] = [];
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
    calls.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ status: answer.status }), answer);
  });
  render(<LoginScreen />);
  const go = vi.fn();
  startLogin(document, { go });
  return { calls, go };
}

/** Both steps filled in and sent. */
function logIn(code = '123456') {
  type('Felhasználónév', ' anna ');
  type('Jelszó', 'a long enough password');
  click('Tovább');
  type('2FA kód', code);
  click('Bejelentkezés');
}

describe('the login screen', () => {
  beforeEach(() => window.history.replaceState(null, '', '/admin/login'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.head.replaceChildren();
  });

  it('cannot be sent before its script has started, so no password goes into an address', () => {
    render(<LoginScreen />);
    expect(screen.getByRole('button', { name: 'Tovább' })).toHaveProperty('disabled', true);
    startLogin(document, { go: vi.fn() });
    expect(screen.getByRole('button', { name: 'Tovább' })).toHaveProperty('disabled', false);
  });

  it('asks for each missing field under it, and for the code before sending anything', () => {
    const { calls } = open();
    click('Tovább');
    expect(screen.getByText('Kérjük, adja meg a felhasználónevét').id).toBe('username-error');
    expect(screen.getByLabelText('Jelszó').getAttribute('aria-describedby')).toBe('password-error');
    type('Felhasználónév', 'anna');
    type('Jelszó', 'a long enough password');
    click('Tovább');
    expect(screen.queryByRole('alert')).toBeNull();
    click('Bejelentkezés');
    expect(screen.getByRole('alert').textContent).toBe('Kérjük, adja meg a 2FA kódot');
    expect(calls).toEqual([]);
  });

  it('sends the trimmed name, the password and the code, then opens the address it was asked from', async () => {
    window.history.replaceState(null, '', '/admin/login?from=%2Fadmin%2Fetelek%2F3');
    const { calls, go } = open();
    logIn();
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/admin/etelek/3'));
    expect(calls).toEqual([
      { username: 'anna', password: 'a long enough password', twoFactorCode: '123456' },
    ]);
  });

  it('opens the dashboard when it was asked from outside the admin', async () => {
    window.history.replaceState(null, '', '/admin/login?from=https%3A%2F%2Fexample.com');
    const { go } = open();
    logIn();
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/admin'));
  });

  it('takes only digits as the code, and a recovery code after "Elvesztettem a telefonom"', () => {
    open();
    type('Felhasználónév', 'anna');
    type('Jelszó', 'a long enough password');
    click('Tovább');
    type('2FA kód', '12a 34');
    expect(screen.getByLabelText('2FA kód')).toHaveProperty('value', '1234');
    expect(screen.getByLabelText('2FA kód').getAttribute('inputmode')).toBe('numeric');
    click('Elvesztettem a telefonom');
    const recovery = screen.getByLabelText('Helyreállítási kód');
    expect(recovery).toHaveProperty('value', '');
    expect(recovery.getAttribute('autocomplete')).toBe('off');
    type('Helyreállítási kód', 'abcde-fghjk!');
    expect(recovery).toHaveProperty('value', 'abcde-fghjk');
    click('Inkább a hatjegyű kódot adom meg');
    expect(screen.getByLabelText('2FA kód').getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('goes back to the credentials with Vissza, keeping what was typed', () => {
    open();
    type('Felhasználónév', 'anna');
    type('Jelszó', 'a long enough password');
    click('Tovább');
    click('Vissza');
    expect(screen.getByLabelText('Felhasználónév')).toHaveProperty('value', 'anna');
    expect(screen.getByRole('button', { name: 'Tovább' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bejelentkezés' })).toBeNull();
  });

  it("fetches the admin's code the document lists once the credentials are in", () => {
    open();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<template id="admin-code"><link rel="prefetch" href="/assets/entry-admin.js"></template>',
    );
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
    type('Felhasználónév', 'anna');
    type('Jelszó', 'a long enough password');
    click('Tovább');
    click('Vissza');
    click('Tovább');
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(1);
  });

  const refusals: Array<[string, Answer, string]> = [
    ['the credentials are wrong', { status: 401 }, 'Hibás bejelentkezési adatok!'],
    [
      'too many attempts were made, for as long as the server says',
      { status: 429, headers: { 'Retry-After': '30' } },
      'Túl sok próbálkozás. Kérjük, várjon 30 másodpercet, majd próbálja újra.',
    ],
    [
      'the login is overloaded (not that it failed) while the server turns away a flood',
      { status: 503, headers: { 'Retry-After': '2' } },
      'A bejelentkezés most túlterhelt. Kérjük, próbálja újra 2 másodperc múlva.',
    ],
    [
      'the login failed, for anything else',
      { status: 500 },
      'Bejelentkezési hiba! Kérjük próbálja újra később.',
    ],
  ];
  for (const [what, answer, message] of refusals) {
    it(`says ${what}, and empties the code`, async () => {
      const { go } = open(answer);
      logIn();
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(screen.getByLabelText('2FA kód')).toHaveProperty('value', '');
      expect(go).not.toHaveBeenCalled();
    });
  }
});
