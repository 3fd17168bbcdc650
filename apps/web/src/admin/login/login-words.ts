/** The login screen's words, for the server's HTML and for the script that brings it to life. */
export const WORDS = {
  username: 'Felhasználónév',
  password: 'Jelszó',
  next: 'Tovább',
  submit: 'Bejelentkezés',
  back: 'Vissza',
  totp: {
    label: '2FA kód',
    hint: 'A hitelesítő alkalmazásban látható hatjegyű kód.',
    toggle: 'Elvesztettem a telefonom',
  },
  recovery: {
    label: 'Helyreállítási kód',
    hint: 'Az egyik elmentett helyreállítási kód, például abcde-fghjk. Mindegyik egyszer használható.',
    toggle: 'Inkább a hatjegyű kódot adom meg',
  },
  missing: {
    username: 'Kérjük, adja meg a felhasználónevét',
    password: 'Kérjük, adja meg a jelszavát',
    code: 'Kérjük, adja meg a 2FA kódot',
  },
};

/** What the staff member is told when the server refuses a login, by its status. */
export function loginFailure(status: number, retryAfterSeconds: number | undefined): string {
  // 400: the server refused the form itself, such as a code that is not six digits.
  if (status === 401 || status === 400) return 'Hibás bejelentkezési adatok!';
  if (status === 429) {
    const seconds = retryAfterSeconds ?? 60;
    return `Túl sok próbálkozás. Kérjük, várjon ${seconds} másodpercet, majd próbálja újra.`;
  }
  // 503: the server is turning away a flood of attempts; the staff member's own may follow soon.
  if (status === 503) {
    const seconds = retryAfterSeconds ?? 5;
    return `A bejelentkezés most túlterhelt. Kérjük, próbálja újra ${seconds} másodperc múlva.`;
  }
  return 'Bejelentkezési hiba! Kérjük próbálja újra később.';
}
