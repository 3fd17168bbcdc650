import { useQuery } from '@tanstack/react-query';
import { PasswordSection } from '#web/admin/features/account/password-section.tsx';
import { RecoverySection } from '#web/admin/features/account/recovery-section.tsx';
import { restaurantQuery } from '#web/admin/features/restaurant/api.ts';
import { SessionsSection } from '#web/admin/features/account/sessions-section.tsx';
import { TotpSection } from '#web/admin/features/account/totp-section.tsx';
import { displayName, useAuth } from '#web/admin/lib/auth.tsx';

/** The signed-in person's own security: password, authenticator, recovery codes, sessions. */
export function AccountPage() {
  const { state } = useAuth();
  const user = state.status === 'authenticated' ? state.user : null;
  const restaurant = useQuery(restaurantQuery()).data?.name;
  return (
    <section className="admin-page account-page" aria-labelledby="page-title">
      <div className="admin-page__header">
        <h1 id="page-title">Fiókom</h1>
      </div>
      {user ? (
        <p>
          {displayName(user)} · {user.username} ·{' '}
          {user.role === 'owner' ? 'Tulajdonos' : 'Szerkesztő'}
        </p>
      ) : null}
      <PasswordSection />
      <TotpSection />
      <RecoverySection restaurant={restaurant} />
      <SessionsSection />
    </section>
  );
}
