import { createHash, createHmac } from 'node:crypto';
import type { Secrets } from '#src/lib/secrets.ts';

/**
 * The guest's link token: 256 bits derived from the server's key and the booking's reference, so
 * that every later message can carry the link while the database holds only the token's hash
 * (docs/decisions/017-reservations.md).
 */
export function manageToken(secrets: Secrets, reference: string): string {
  return createHmac('sha256', secrets.totpKey)
    .update(`reservation-link:${reference}`)
    .digest('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const managePath = (token: string) => `/reservation/${token}`;
