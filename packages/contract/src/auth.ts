import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

export const ROLES = ['owner', 'editor'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** A recovery code as handed out: ten letters or digits, a hyphen in the middle optional. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

/** Six digits from the authenticator app, or a one-time recovery code. */
export const TwoFactorCodeSchema = z
  .string()
  .refine(
    (code) => /^[0-9]{6}$/.test(code) || RECOVERY_CODE_PATTERN.test(code),
    'Must be six digits or a recovery code',
  );

export const PasswordSchema = z
  .string()
  .min(1)
  .max(PASSWORD_MAX_LENGTH)
  .refine((text) => !/\p{Cc}/u.test(text), 'Must not contain control characters');

export const LoginSchema = z.strictObject({
  username: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .refine((text) => !/\p{Cc}/u.test(text), 'Must not contain control characters'),
  password: PasswordSchema,
  twoFactorCode: TwoFactorCodeSchema,
});
export type Login = z.infer<typeof LoginSchema>;

export const UserSchema = z
  .object({ username: z.string(), name: z.string().nullable(), role: RoleSchema })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const LoginResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** What every self-service change needs: proof that the person at the keyboard owns the account. */
const Proof = { currentPassword: PasswordSchema, twoFactorCode: TwoFactorCodeSchema };

export const PasswordChangeSchema = z.strictObject({
  ...Proof,
  newPassword: z.string().max(PASSWORD_MAX_LENGTH),
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

export const ProofSchema = z.strictObject(Proof);
export type Proof = z.infer<typeof ProofSchema>;

export const TotpCodeSchema = z.strictObject({
  twoFactorCode: z.string().regex(/^[0-9]{6}$/, 'Must be exactly six digits'),
});
export type TotpCode = z.infer<typeof TotpCodeSchema>;

/** A new authenticator key waiting to be confirmed: the link, the key and its QR code (data URL). */
export const TotpEnrolmentSchema = z.object({
  otpauthUrl: z.string(),
  secret: z.string(),
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

export const RecoveryCodesSchema = z.object({ codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const SessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

export const SessionIdParams = z.strictObject({ id: z.string().min(1).max(64) });
