import { describe, expect, it } from 'vitest';
import { passwordProblem } from '#src/lib/password.ts';

const context = { personal: ['kanna', 'Kovács Anna'], restaurant: 'Aranyszarvas Étterem' };

describe('a new password', () => {
  it.each(['aaaaaaaaaaaa', 'password1234', 'qwertyuiop12', 'iloveyou2024', '123456789012'])(
    'is refused when it is a common password or a simple pattern: %s',
    (password) => {
      expect(passwordProblem(password, context)).toMatch(/too common or too easy to guess/);
    },
  );

  it.each([
    'Jelszó1234!!',
    'Szeretlek123',
    'jelszo2026!!',
    'Kutyuska2024',
    'Passwort1234!',
    'Schatzi2024!',
  ])(
    'is refused when it is a common Hungarian or German word with digits or symbols: %s',
    (password) => {
      expect(passwordProblem(password, context)).toMatch(/too common or too easy to guess/);
    },
  );

  it('is refused when shorter than 12 characters, whatever else it is', () => {
    expect(passwordProblem('Zb8#kq2!Lm9', context)).toMatch(/at least 12 characters/);
  });

  it.each(['kanna-is-here-2026', 'KovacsAnna!2026xyz', 'my name is anna, ok?'])(
    "is refused when it contains the username or the person's name: %s",
    (password) => {
      expect(passwordProblem(password, context)).toMatch(/username or the person's name/);
    },
  );

  it("is refused when it contains the restaurant's name, accents or not", () => {
    for (const password of ['aranyszarvas 2026!', 'Az ÉTTEREM jelszava 7']) {
      expect(passwordProblem(password, context)).toMatch(/restaurant's name/);
    }
  });

  it('is accepted when long, uncommon and unrelated to the person and the place', () => {
    for (const password of ['correct horse battery', 'cumin-and-salt-2026', 'Zb8#kq2!Lm9w']) {
      expect(passwordProblem(password, context)).toBeNull();
    }
    expect(passwordProblem('egy hosszú jelszó', context)).toBeNull();
  });
});
