import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '#web/admin/lib/api-client.ts';
import { useAuth } from '#web/admin/lib/auth.tsx';
import { ROUTES, paths } from '#web/admin/lib/paths.ts';

const MESSAGES = {
  username: 'Kérjük, adja meg a felhasználónevét',
  password: 'Kérjük, adja meg a jelszavát',
  code: 'Kérjük, adja meg a 2FA kódot',
  wrong: 'Hibás bejelentkezési adatok!',
  failed: 'Bejelentkezési hiba! Kérjük próbálja újra később.',
};

function loginFailure(error: unknown): string {
  // 400: the server refused the form itself, such as a code that is not six digits.
  if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
    return MESSAGES.wrong;
  }
  if (error instanceof ApiError && error.status === 429) {
    const seconds = error.retryAfterSeconds ?? 60;
    return `Túl sok próbálkozás. Kérjük, várjon ${seconds} másodpercet, majd próbálja újra.`;
  }
  // 503: the server is turning away a flood of attempts; the staff member's own may follow soon.
  if (error instanceof ApiError && error.status === 503) {
    const seconds = error.retryAfterSeconds ?? 5;
    return `A bejelentkezés most túlterhelt. Kérjük, próbálja újra ${seconds} másodperc múlva.`;
  }
  return MESSAGES.failed;
}

/** Only paths inside the admin are followed after login. */
function safeReturnPath(from: string | null): string {
  return from && from.startsWith(ROUTES.dashboard) && !from.startsWith(ROUTES.login)
    ? from
    : paths.dashboard();
}

export function LoginPage() {
  const { state, login } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // A lost phone: a one-time recovery code goes in the same field.
  const [recovery, setRecovery] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (state.status === 'authenticated' && !busy) {
    return <Navigate to={safeReturnPath(params.get('from'))} replace />;
  }

  const onCredentials = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!username.trim()) next.username = MESSAGES.username;
    if (!password) next.password = MESSAGES.password;
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length === 0) setStep('code');
  };

  const onCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setErrors({ code: MESSAGES.code });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await login({ username: username.trim(), password, twoFactorCode: code.trim() });
      void navigate(safeReturnPath(params.get('from')), { replace: true });
    } catch (error) {
      setFailure(loginFailure(error));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const described = (field: string) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {};

  return (
    <main className="login">
      <div className="login__card">
        <h1>Bejelentkezés</h1>
        <p className="login__subtitle">Adminisztráció</p>
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        {step === 'credentials' ? (
          // Keyed so that React does not turn the Vissza button into this form's submit button mid-click.
          <form key="credentials" onSubmit={onCredentials} noValidate>
            <div className="field">
              <label htmlFor="username">Felhasználónév</label>
              <input
                id="username"
                autoComplete="username"
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                {...described('username')}
              />
              {errors.username ? (
                <p className="field__error" id="username-error" role="alert">
                  {errors.username}
                </p>
              ) : null}
            </div>
            <div className="field">
              <label htmlFor="password">Jelszó</label>
              <input
                id="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                {...described('password')}
              />
              {errors.password ? (
                <p className="field__error" id="password-error" role="alert">
                  {errors.password}
                </p>
              ) : null}
            </div>
            <button type="submit" className="btn btn--primary btn--block">
              Tovább
            </button>
          </form>
        ) : (
          <form key="code" onSubmit={(event) => void onCode(event)} noValidate>
            <div className="field">
              <label htmlFor="code">{recovery ? 'Helyreállítási kód' : '2FA kód'}</label>
              <input
                id="code"
                key={recovery ? 'recovery' : 'totp'}
                inputMode={recovery ? 'text' : 'numeric'}
                autoComplete={recovery ? 'off' : 'one-time-code'}
                autoCapitalize="none"
                maxLength={recovery ? 11 : 6}
                autoFocus
                value={code}
                onChange={(event) =>
                  setCode(
                    recovery
                      ? event.target.value.replace(/[^A-Za-z0-9-]/g, '')
                      : event.target.value.replace(/\D/g, ''),
                  )
                }
                {...described('code')}
              />
              <p className="field__hint">
                {recovery
                  ? 'Az egyik elmentett helyreállítási kód, például abcde-fghjk. Mindegyik egyszer használható.'
                  : 'A hitelesítő alkalmazásban látható hatjegyű kód.'}
              </p>
              {errors.code ? (
                <p className="field__error" id="code-error" role="alert">
                  {errors.code}
                </p>
              ) : null}
            </div>
            <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
              Bejelentkezés
            </button>
            <button
              type="button"
              className="btn btn--link"
              onClick={() => {
                setRecovery((current) => !current);
                setCode('');
              }}
            >
              {recovery ? 'Inkább a hatjegyű kódot adom meg' : 'Elvesztettem a telefonom'}
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--block"
              onClick={() => {
                setStep('credentials');
                setFailure(null);
                setCode('');
              }}
            >
              Vissza
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
