import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, RoleSchema, TotpEnrolmentSchema, UserSchema } from './auth.ts';

export const UsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._@-]{3,64}$/, 'Use 3-64 letters, digits or . _ @ - characters');

const NameSchema = z.string().trim().min(1).max(200);

export const StaffMemberSchema = z
  .object({
    id: z.number(),
    username: z.string(),
    name: z.string().nullable(),
    role: RoleSchema,
    active: z.boolean(),
    /** False until the person has followed the invitation and set a password. */
    enrolled: z.boolean(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffCreateSchema = z.strictObject({
  username: UsernameSchema,
  name: NameSchema,
  role: RoleSchema,
});
export type StaffCreate = z.infer<typeof StaffCreateSchema>;

export const StaffUpdateSchema = z
  .strictObject({ name: NameSchema, role: RoleSchema, active: z.boolean() })
  .partial()
  .refine((update) => Object.keys(update).length > 0, {
    message: 'Send at least one of name, role and active',
  });
export type StaffUpdate = z.infer<typeof StaffUpdateSchema>;

/** A single-use enrolment link and its QR code (a data URL) for the new person's phone. */
export const InvitationLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  qrCode: z.string(),
});
export type InvitationLink = z.infer<typeof InvitationLinkSchema>;

export const StaffCreatedSchema = z.object({
  user: StaffMemberSchema,
  invitation: InvitationLinkSchema,
});
export type StaffCreated = z.infer<typeof StaffCreatedSchema>;

export const InvitationSchema = z.object({
  username: z.string(),
  name: z.string().nullable(),
  otpauthUrl: z.string(),
  secret: z.string(),
  qrCode: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationAcceptSchema = z.strictObject({
  password: z.string().max(PASSWORD_MAX_LENGTH),
  twoFactorCode: z.string().regex(/^[0-9]{6}$/, 'Must be exactly six digits'),
});
export type InvitationAccept = z.infer<typeof InvitationAcceptSchema>;

export const InvitationTokenParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not an invitation token'),
});

export { TotpEnrolmentSchema, UserSchema };

/** Where an invitation link leads: the admin's enrolment screen, followed by the token. */
export const INVITATION_PATH = '/admin/meghivo';
