import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@restaurant/contract/auth.ts';
import { ApiError } from '#web/admin/lib/api-client.ts';
import { requiredMessage } from '#web/admin/lib/form-messages.ts';

export const SIX_DIGITS = 'A kód hat számjegy';

export const codeField = () =>
  z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, SIX_DIGITS);

/** What the new-password fields say about the rules the server holds a password to. */
export const NEW_PASSWORD_HINT =
  'Legalább 12 karakter; ne legyen gyakori jelszó, és ne szerepeljen benne a neve, a felhasználóneve vagy az étterem neve. Egy könnyen megjegyezhető mondat is jó.';

/** Why the server refused a new password, in Hungarian; undefined for any other refusal. */
export function passwordRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const refusal = error.problem?.errors?.find(
    (fieldError) => fieldError.path === 'password' || fieldError.path === 'newPassword',
  );
  if (!refusal) return undefined;
  const { message } = refusal;
  if (/too common|easy to guess/.test(message)) {
    return 'Ez a jelszó túl gyakori vagy könnyen kitalálható (ismert jelszó, szó számokkal, ismétlődő vagy billentyűzetminta). Válasszon egyedibbet, például több szóból álló mondatot.';
  }
  if (/username|person's name/.test(message)) {
    return 'A jelszó nem tartalmazhatja a felhasználónevét vagy a nevét.';
  }
  if (/restaurant's name/.test(message)) return 'A jelszó nem tartalmazhatja az étterem nevét.';
  if (/at least/.test(message)) return `A jelszó legalább ${PASSWORD_MIN_LENGTH} karakter legyen`;
  return 'A jelszó nem megfelelő.';
}

/** A new password typed twice, at least as long as the server asks. */
export const newPasswordFields = {
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `A jelszó legalább ${PASSWORD_MIN_LENGTH} karakter legyen`),
  repeat: z.string(),
};

export const matchingPasswords = (values: { newPassword: string; repeat: string }) =>
  values.newPassword === values.repeat;

export const MISMATCH = { message: 'A két jelszó nem egyezik', path: ['repeat'] };

/** The current password and a code, as every change of the own account needs. */
export const proofFields = {
  currentPassword: z.string().min(1, requiredMessage('Jelenlegi jelszó')),
  twoFactorCode: z.string().trim().min(6, 'Adja meg a hitelesítő kódját'),
};
