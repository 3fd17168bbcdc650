import { TextField } from '#web/admin/components/fields.tsx';
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
