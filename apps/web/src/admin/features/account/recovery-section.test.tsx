// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecoverySection } from '#web/admin/features/account/recovery-section.tsx';
import { mockApi, renderAdmin } from '#web/admin/test/admin-wrapper.tsx';

const ROUTES = [
  { path: '/admin/fiokom', element: <RecoverySection restaurant="Kis Kert Vendéglő" /> },
];
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('RecoverySection', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("downloads the codes in a file headed with the restaurant's name and the account's username", async () => {
    mockApi({
      'POST /api/auth/recovery-codes': { codes: ['aaaa-bbbb', 'cccc-dddd'] },
    });
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAdmin('/admin/fiokom', ROUTES);
    type('Jelenlegi jelszó', 'my current password');
    type('Hitelesítő kód', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Új kódok készítése' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Letöltés' }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(await files[0]!.text()).toBe(
      [
        'Kis Kert Vendéglő · adminisztráció – helyreállítási kódok',
        'Felhasználónév: anna',
        'Mindegyik egyszer használható.',
        '',
        'aaaa-bbbb',
        'cccc-dddd',
        '',
      ].join('\n'),
    );
  });
});
