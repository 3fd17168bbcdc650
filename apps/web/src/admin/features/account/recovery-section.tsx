import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useNewRecoveryCodes } from '#web/admin/features/account/api.ts';
import { ProofForm, accountFailure } from '#web/admin/features/account/proof-fields.tsx';
import { proofFields } from '#web/admin/features/account/secret-schemas.ts';
import { useAuth } from '#web/admin/lib/auth.tsx';

const ProofSchema = z.object(proofFields);

/** The file names the restaurant and the account the codes open, since it outlives the screen. */
function download(codes: string[], restaurant: string | undefined, username: string | undefined) {
  const text = [
    `${restaurant ?? 'Étterem'} · adminisztráció – helyreállítási kódok`,
    ...(username ? [`Felhasználónév: ${username}`] : []),
    'Mindegyik egyszer használható.',
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'helyreallitasi-kodok.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** Ten one-time codes for a lost phone, shown only once; the file names the restaurant given. */
export function RecoverySection(props: { restaurant: string | undefined }) {
  const create = useNewRecoveryCodes();
  const { state } = useAuth();
  const username = state.status === 'authenticated' ? state.user.username : undefined;
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm<z.infer<typeof ProofSchema>>({
    resolver: zodResolver(ProofSchema),
    defaultValues: { currentPassword: '', twoFactorCode: '' },
  });
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      setCodes((await create.mutateAsync(input)).codes);
      form.reset();
    } catch (error) {
      form.setError('root', { message: accountFailure(error) });
    }
  });
  return (
    <section className="account-section" aria-labelledby="recovery-title">
      <h2 id="recovery-title">Helyreállítási kódok</h2>
      <p>
        Ha elveszíti a telefonját, ezekkel léphet be a hatjegyű kód helyett. Mindegyik egyszer
        használható. Új kódok kérésekor a régiek érvényüket vesztik.
      </p>
      {codes ? (
        <div className="recovery-codes">
          <p role="status">
            <strong>Most látja őket utoljára.</strong> Nyomtassa ki vagy töltse le, és tartsa biztos
            helyen.
          </p>
          <ol className="recovery-codes__list">
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <div className="form-actions">
            <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
              Nyomtatás
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => download(codes, props.restaurant, username)}
            >
              Letöltés
            </button>
            <button type="button" className="btn btn--primary" onClick={() => setCodes(null)}>
              Elmentettem
            </button>
          </div>
        </div>
      ) : (
        <ProofForm form={form} onSubmit={onSubmit}>
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" disabled={create.isPending}>
              Új kódok készítése
            </button>
          </div>
        </ProofForm>
      )}
    </section>
  );
}
