import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import type { Invitation } from '@restaurant/contract/users.ts';
import { TextField } from '#web/admin/components/fields.tsx';
import { LoadingState } from '#web/admin/components/states.tsx';
import {
  invitationQuery,
  useAcceptInvitation,
} from '#web/admin/features/account/invitation-api.ts';
import {
  MISMATCH,
  NEW_PASSWORD_HINT,
  codeField,
  matchingPasswords,
  newPasswordFields,
  passwordRefusal,
} from '#web/admin/features/account/secret-schemas.ts';
import { TotpSetup } from '#web/admin/features/account/totp-setup.tsx';
import { restaurantQuery } from '#web/admin/features/restaurant/api.ts';
import { ApiError } from '#web/admin/lib/api-client.ts';
import { FORM_INVALID } from '#web/admin/lib/form-messages.ts';
import { paths } from '#web/admin/lib/paths.ts';

const EnrolSchema = z
  .object({ ...newPasswordFields, twoFactorCode: codeField() })
  .refine(matchingPasswords, MISMATCH);
type Enrol = z.infer<typeof EnrolSchema>;

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) {
    return 'A meghívó már nem érvényes. Kérjen újat a tulajdonostól.';
  }
  // The reason stands under the password field.
  if (passwordRefusal(error)) return FORM_INVALID;
  if (error instanceof ApiError && error.problem?.errors?.[0]?.path === 'twoFactorCode') {
    return 'A kód nem egyezik. Ellenőrizze, hogy a most beolvasott fiók kódját írta-e be.';
  }
  return 'Hiba történt a regisztráció közben. Kérjük, próbálja újra.';
}

function EnrolForm(props: { token: string; invitation: Invitation }) {
  const accept = useAcceptInvitation(props.token);
  const form = useForm<Enrol>({
    resolver: zodResolver(EnrolSchema),
    defaultValues: { newPassword: '', repeat: '', twoFactorCode: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    await accept
      .mutateAsync({ password: values.newPassword, twoFactorCode: values.twoFactorCode })
      .catch((error: unknown) => {
        const refused = passwordRefusal(error);
        if (refused) form.setError('newPassword', { message: refused }, { shouldFocus: true });
      });
  });
  if (accept.isSuccess) {
    return (
      <div className="enrol__done" role="status">
        <h2>Kész!</h2>
        <p>Fiókja elkészült. Mostantól a felhasználónevével, a jelszavával és a kóddal lép be.</p>
        <Link className="btn btn--primary btn--block" to={paths.login()}>
          Tovább a bejelentkezéshez
        </Link>
      </div>
    );
  }
  const { invitation } = props;
  return (
    <FormProvider {...form}>
      <form className="enrol__steps" onSubmit={(event) => void onSubmit(event)} noValidate>
        {accept.isError ? (
          <p className="form-error" role="alert">
            {failureMessage(accept.error)}
          </p>
        ) : null}
        <ol>
          <li>
            <h2>Hitelesítő alkalmazás</h2>
            <p>
              Telepítsen egy hitelesítő alkalmazást a telefonjára (például Google Authenticator,
              Microsoft Authenticator vagy 2FAS), majd adja hozzá ezt a fiókot:
            </p>
            <TotpSetup {...invitation} />
          </li>
          <li>
            <h2>Jelszó</h2>
            <p>
              Felhasználóneve: <strong>{invitation.username}</strong>
            </p>
            <TextField
              name="newPassword"
              label="Új jelszó"
              type="password"
              autoComplete="new-password"
              hint={NEW_PASSWORD_HINT}
            />
            <TextField
              name="repeat"
              label="Jelszó még egyszer"
              type="password"
              autoComplete="new-password"
            />
          </li>
          <li>
            <h2>Kód</h2>
            <TextField
              name="twoFactorCode"
              label="A hitelesítő alkalmazásban látható hatjegyű kód"
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </li>
        </ol>
        <button type="submit" className="btn btn--primary btn--block" disabled={accept.isPending}>
          Fiók aktiválása
        </button>
      </form>
    </FormProvider>
  );
}

/** Where an invited person sets up their account, on their phone. */
export function InvitationPage() {
  const token = useParams().token ?? '';
  const invitation = useQuery({ ...invitationQuery(token), retry: false });
  const restaurant = useQuery(restaurantQuery()).data?.name;
  return (
    <main className="login enrol">
      <div className="login__card enrol__card">
        <h1>Meghívó</h1>
        <p className="login__subtitle">
          {restaurant ? `${restaurant} · adminisztráció` : 'Adminisztráció'}
        </p>
        {invitation.isPending ? <LoadingState text="Meghívó betöltése..." /> : null}
        {invitation.isError ? (
          <p className="form-error" role="alert">
            {failureMessage(invitation.error)}
          </p>
        ) : null}
        {invitation.data ? (
          <>
            <p>
              Üdvözöljük{invitation.data.name ? `, ${invitation.data.name}` : ''}! Három lépésben
              beállítja a belépését. A meghívó egyszer használható, és{' '}
              {new Date(invitation.data.expiresAt).toLocaleString('hu-HU', {
                month: 'long',
                day: 'numeric',
                hour: '2-digit',
                minute: '2-digit',
              })}
              -ig érvényes.
            </p>
            <EnrolForm token={token} invitation={invitation.data} />
          </>
        ) : null}
      </div>
    </main>
  );
}
