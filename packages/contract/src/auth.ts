import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

export const LoginSchema = z.strictObject({
  username: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .refine((text) => !/\p{Cc}/u.test(text), 'Must not contain control characters'),
  password: z
    .string()
    .min(1)
    .max(PASSWORD_MAX_LENGTH)
    .refine((text) => !/\p{Cc}/u.test(text), 'Must not contain control characters'),
  twoFactorCode: z.string().regex(/^[0-9]{6}$/, 'Must be exactly six digits'),
});
export type Login = z.infer<typeof LoginSchema>;

export const UserSchema = z
  .object({ username: z.string(), name: z.string().nullable() })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const LoginResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
