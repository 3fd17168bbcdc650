// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordSection } from '#web/admin/features/account/password-section.tsx';
import { useAuth } from '#web/admin/lib/auth.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

function Session() {
  return <p>Munkamenet: {useAuth().state.status}</p>;
}

const ROUTES = [
  {
    path: '/admin/fiokom',
    element: (
      <>
        <PasswordSection />
        <Session />
      </>
    ),
  },
];
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PasswordSection', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says a wrong current password is wrong, and the session goes on', async () => {
    const api = mockApi({
      'POST /api/auth/password': () => ({
        status: 401,
        body: { status: 401, title: 'Unauthorized' },
      }),
    });
    renderAdmin('/admin/fiokom', ROUTES);
    expect(await screen.findByText('Munkamenet: authenticated')).toBeTruthy();
    type('Jelenlegi jelszó', 'not my password');
    type('Hitelesítő kód', '123456');
    type('Új jelszó', 'a brand new password');
    type('Új jelszó még egyszer', 'a brand new password');
    fireEvent.click(screen.getByRole('button', { name: 'Jelszó módosítása' }));

    expect(await screen.findByText(/^Hibás jelszó vagy kód\./)).toBeTruthy();
    // The refusal made the app ask whether the session is over; it is not.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/auth/me')).toHaveLength(2),
    );
    expect(screen.getByText('Munkamenet: authenticated')).toBeTruthy();
  });

  it('says under the new password why the server refused it, in Hungarian', async () => {
    mockApi({
      'POST /api/auth/password': () => ({
        status: 400,
        body: {
          status: 400,
          title: 'Bad Request',
          errors: [
            {
              path: 'newPassword',
              message:
                'Password is too common or too easy to guess (a known password, a word with digits, a pattern)',
            },
          ],
        },
      }),
    });
    renderAdmin('/admin/fiokom', ROUTES);
    expect(await screen.findByText('Munkamenet: authenticated')).toBeTruthy();
    type('Jelenlegi jelszó', 'my current password');
    type('Hitelesítő kód', '123456');
    type('Új jelszó', 'password1234');
    type('Új jelszó még egyszer', 'password1234');
    fireEvent.click(screen.getByRole('button', { name: 'Jelszó módosítása' }));

    const message = await screen.findByText(/^Ez a jelszó túl gyakori vagy könnyen kitalálható/);
    const field = screen.getByLabelText('Új jelszó');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
  });
});
