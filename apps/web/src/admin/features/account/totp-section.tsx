import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { TotpEnrolment } from '@restaurant/contract/auth.ts';
import { TextField } from '#web/admin/components/fields.tsx';
import { useToast } from '#web/admin/components/toast.tsx';
import { useConfirmTotpMove, useStartTotpMove } from '#web/admin/features/account/api.ts';
import { ProofForm, accountFailure } from '#web/admin/features/account/proof-fields.tsx';
import { codeField, proofFields } from '#web/admin/features/account/secret-schemas.ts';
import { TotpSetup } from '#web/admin/features/account/totp-setup.tsx';

const StartSchema = z.object(proofFields);
const ConfirmSchema = z.object({ newCode: codeField() });

function ConfirmMove(props: { enrolment: TotpEnrolment; onDone: () => void }) {
  const confirm = useConfirmTotpMove();
  const form = useForm<z.infer<typeof ConfirmSchema>>({
    resolver: zodResolver(ConfirmSchema),
    defaultValues: { newCode: '' },
  });
  const onSubmit = form.handleSubmit(async ({ newCode }) => {
    try {
      await confirm.mutateAsync(newCode);
      props.onDone();
    } catch {
      form.setError('newCode', { message: 'A kód nem egyezik az új kulccsal' });
    }
  });
  return (
    <FormProvider {...form}>
      <form className="admin-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <p>Adja hozzá az új kulcsot az új telefon hitelesítő alkalmazásához:</p>
        <TotpSetup {...props.enrolment} />
        <TextField
          name="newCode"
          label="Az új alkalmazásban látható kód"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="Amíg ezt meg nem erősíti, a régi telefon kódjai működnek tovább."
        />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={confirm.isPending}>
            Áthelyezés megerősítése
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/** Moving the authenticator to a new phone: a new key, confirmed by a code from it. */
export function TotpSection() {
  const start = useStartTotpMove();
  const toast = useToast();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const form = useForm<z.infer<typeof StartSchema>>({
    resolver: zodResolver(StartSchema),
    defaultValues: { currentPassword: '', twoFactorCode: '' },
  });
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      setEnrolment(await start.mutateAsync(input));
      form.reset();
    } catch (error) {
      form.setError('root', { message: accountFailure(error) });
    }
  });
  return (
    <section className="account-section" aria-labelledby="totp-title">
      <h2 id="totp-title">Hitelesítő áthelyezése új telefonra</h2>
      {enrolment ? (
        <ConfirmMove
          enrolment={enrolment}
          onDone={() => {
            setEnrolment(null);
            toast('A hitelesítő áthelyezve; a régi telefon kódjai már nem érvényesek');
          }}
        />
      ) : (
        <ProofForm form={form} onSubmit={onSubmit}>
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" disabled={start.isPending}>
              Új kulcs kérése
            </button>
          </div>
        </ProofForm>
      )}
    </section>
  );
}
