import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '#web/admin/components/fields.tsx';
import { useToast } from '#web/admin/components/toast.tsx';
import { useChangePassword } from '#web/admin/features/account/api.ts';
import { ProofForm, accountFailure } from '#web/admin/features/account/proof-fields.tsx';
import {
  MISMATCH,
  NEW_PASSWORD_HINT,
  matchingPasswords,
  newPasswordFields,
  passwordRefusal,
  proofFields,
} from '#web/admin/features/account/secret-schemas.ts';

const PasswordSchema = z
  .object({ ...proofFields, ...newPasswordFields })
  .refine(matchingPasswords, MISMATCH);
type PasswordForm = z.infer<typeof PasswordSchema>;

export function PasswordSection() {
  const change = useChangePassword();
  const toast = useToast();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(PasswordSchema),
    defaultValues: { currentPassword: '', twoFactorCode: '', newPassword: '', repeat: '' },
  });
  const onSubmit = form.handleSubmit(async ({ repeat: _repeat, ...input }) => {
    try {
      await change.mutateAsync(input);
      form.reset();
      toast('Jelszó módosítva, a többi eszközön kijelentkeztettük');
    } catch (error) {
      const refused = passwordRefusal(error);
      if (refused) form.setError('newPassword', { message: refused }, { shouldFocus: true });
      else form.setError('root', { message: accountFailure(error) });
    }
  });
  return (
    <section className="account-section" aria-labelledby="password-title">
      <h2 id="password-title">Jelszó módosítása</h2>
      <ProofForm form={form} onSubmit={onSubmit}>
        <div className="field-row">
          <TextField
            name="newPassword"
            label="Új jelszó"
            type="password"
            autoComplete="new-password"
            hint={NEW_PASSWORD_HINT}
          />
          <TextField
            name="repeat"
            label="Új jelszó még egyszer"
            type="password"
            autoComplete="new-password"
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={change.isPending}>
            Jelszó módosítása
          </button>
        </div>
      </ProofForm>
    </section>
  );
}
