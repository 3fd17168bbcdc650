import { z } from 'zod';
import { DateTimeSchema, IdParamSchema } from './common.ts';

export const AUDIT_ENTITIES = [
  'allergen',
  'category',
  'food',
  'drink',
  'drink-variant',
  'daily-menu',
  'daily-menu-item',
  'offer',
  'offer-item',
  'event',
  'restaurant',
  'opening-hours',
  'media',
  'gallery',
  'user',
  'account',
  'session',
  'reservation',
  'reservation-settings',
  'tables',
  'waitlist',
] as const;
export const AuditEntitySchema = z.enum(AUDIT_ENTITIES);
export type AuditEntity = z.infer<typeof AuditEntitySchema>;

export const AuditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditChange = z.infer<typeof AuditChangeSchema>;

export const AuditEntrySchema = z
  .object({
    id: z.number(),
    at: z.string(),
    userId: z.number().nullable(),
    username: z.string().nullable(),
    /** The acting person's display name, when the account still exists. */
    name: z.string().nullable(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    /** The item's Hungarian name (or the account's username) at the time of the change. */
    label: z.string().nullable(),
    changes: z.array(AuditChangeSchema),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = z.strictObject({
  entity: AuditEntitySchema.optional(),
  entityId: z.string().max(64).optional(),
  userId: IdParamSchema.optional(),
  from: DateTimeSchema.optional(),
  to: DateTimeSchema.optional(),
  cursor: IdParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Pass as `cursor` to get the next, older page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
