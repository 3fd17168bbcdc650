import { WORDS } from '#web/admin/login/login-words.ts';

/**
 * The login screen's two steps as the server sends them: the credentials, then the code (hidden
 * until the credentials are in). Its script (`login-form.ts`) enables the buttons and runs the
 * steps; until it has arrived nothing can be sent, so no password goes into an address.
 */
export function LoginScreen() {
  return (
    <main className="login">
      <div className="login__card">
        <h1>Bejelentkezés</h1>
        <p className="login__subtitle">Adminisztráció</p>
        <div id="login-failure" />
        <form id="login-credentials" noValidate>
          <div className="field">
            <label htmlFor="username">{WORDS.username}</label>
            <input id="username" autoComplete="username" />
          </div>
          <div className="field">
            <label htmlFor="password">{WORDS.password}</label>
            <input id="password" type="password" autoComplete="current-password" />
          </div>
          <button type="submit" className="btn btn--primary btn--block" disabled>
            {WORDS.next}
          </button>
        </form>
        <form id="login-code" noValidate hidden>
          <div className="field">
            <label htmlFor="code">{WORDS.totp.label}</label>
            <input
              id="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoCapitalize="none"
              maxLength={6}
            />
            <p className="field__hint">{WORDS.totp.hint}</p>
          </div>
          <button type="submit" className="btn btn--primary btn--block">
            {WORDS.submit}
          </button>
          <button type="button" className="btn btn--link" id="login-recovery">
            {WORDS.totp.toggle}
          </button>
          <button type="button" className="btn btn--secondary btn--block" id="login-back">
            {WORDS.back}
          </button>
        </form>
      </div>
    </main>
  );
}
