import { useId, type BaseSyntheticEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FieldIds, TextField } from '#web/admin/components/fields.tsx';
import { ApiError } from '#web/admin/lib/api-client.ts';

/** The current password and a code: what every change of the own account asks for. */
export function ProofFields() {
  return (
    <div className="field-row">
      <TextField
        name="currentPassword"
        label="Jelenlegi jelszó"
        type="password"
        autoComplete="current-password"
      />
      <TextField
        name="twoFactorCode"
        label="Hitelesítő kód"
        autoComplete="one-time-code"
        hint="Hat számjegy az alkalmazásból, vagy egy helyreállítási kód."
      />
    </div>
  );
}

/**
 * A change of the own account: the refusal on top, then the proof, then the change's own fields
 * and its button. Its fields' ids are its own, since the account page holds several.
 */
export function ProofForm<T extends FieldValues>(props: {
  form: UseFormReturn<T>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
}) {
  const refusal = props.form.formState.errors.root;
  const prefix = useId();
  return (
    <FieldIds prefix={prefix}>
      <FormProvider {...props.form}>
        <form className="admin-form" onSubmit={(event) => void props.onSubmit(event)} noValidate>
          {refusal ? (
            <p className="form-error" role="alert">
              {refusal.message}
            </p>
          ) : null}
          <ProofFields />
          {props.children}
        </form>
      </FormProvider>
    </FieldIds>
  );
}

/** A refused account change in words. */
export function accountFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) {
    return 'Hibás jelszó vagy kód. Túl sok hibás próbálkozás után a fiók átmenetileg zárolódik.';
  }
  if (error instanceof ApiError && error.status === 429) {
    return `Túl sok próbálkozás. Kérjük, várjon ${error.retryAfterSeconds ?? 60} másodpercet.`;
  }
  if (error instanceof ApiError && error.status === 400) {
    return 'A megadott adatok nem megfelelők. Ellenőrizze őket, és próbálja újra.';
  }
  return 'Hiba történt a mentés közben. Kérjük, próbálja újra.';
}
