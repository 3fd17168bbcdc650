import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@restaurant/contract/auth.ts';
import { requiredMessage } from '#web/admin/lib/form-messages.ts';

export const SIX_DIGITS = 'A kód hat számjegy';

export const codeField = () =>
  z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, SIX_DIGITS);

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
