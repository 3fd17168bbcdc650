// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvitationPage } from '#web/admin/pages/invitation/invitation-page.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const TOKEN = 'A'.repeat(43);
const ROUTES = [{ path: '/admin/meghivo/:token', element: <InvitationPage /> }];
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('InvitationPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("names the restaurant from its profile above the invitation, and says only 'Adminisztráció' without one", async () => {
    const invitation = {
      username: 'peter',
      name: 'Szabó Péter',
      otpauthUrl: 'otpauth://totp/Kis%20Kert:peter?secret=JBSWY3DPEHPK3PXP&issuer=Kis%20Kert',
      secret: 'JBSWY3DPEHPK3PXP',
      qrCode: 'data:image/png;base64,iVBORw0KGgo=',
      expiresAt: '2030-01-01T00:00:00.000Z',
    };
    mockApi({
      [`GET /api/invitations/${TOKEN}`]: invitation,
      'GET /api/restaurant': { name: 'Kis Kert Vendéglő' },
    });
    renderAdmin(`/admin/meghivo/${TOKEN}`, ROUTES);
    expect(await screen.findByText('Kis Kert Vendéglő · adminisztráció')).toBeTruthy();
    cleanup();
    mockApi({
      [`GET /api/invitations/${TOKEN}`]: invitation,
      'GET /api/restaurant': () => ({ status: 404, body: { status: 404, title: 'Not Found' } }),
    });
    renderAdmin(`/admin/meghivo/${TOKEN}`, ROUTES);
    await screen.findByLabelText('Új jelszó');
    expect(screen.getByText('Adminisztráció')).toBeTruthy();
    expect(screen.queryByText(/Paprika/)).toBeNull();
  });

  it("says under the password why the server refused it: it holds the restaurant's name", async () => {
    mockApi({
      [`GET /api/invitations/${TOKEN}`]: {
        username: 'peter',
        name: 'Szabó Péter',
        otpauthUrl: 'otpauth://totp/Paprika:peter?secret=JBSWY3DPEHPK3PXP',
        secret: 'JBSWY3DPEHPK3PXP',
        qrCode: 'data:image/png;base64,iVBORw0KGgo=',
        expiresAt: '2030-01-01T00:00:00.000Z',
      },
      [`POST /api/invitations/${TOKEN}`]: () => ({
        status: 400,
        body: {
          status: 400,
          title: 'Bad Request',
          errors: [
            { path: 'password', message: "Password must not contain the restaurant's name" },
          ],
        },
      }),
    });
    renderAdmin(`/admin/meghivo/${TOKEN}`, ROUTES);
    await screen.findByLabelText('Új jelszó');
    type('Új jelszó', 'paprika bisztró titka');
    type('Jelszó még egyszer', 'paprika bisztró titka');
    type('A hitelesítő alkalmazásban látható hatjegyű kód', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Fiók aktiválása' }));

    const message = await screen.findByText('A jelszó nem tartalmazhatja az étterem nevét.');
    const field = screen.getByLabelText('Új jelszó');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByText('Kérjük, javítsa a hibákat a folytatáshoz!')).toBeTruthy();
  });
});
