import { createHmac, hkdfSync, randomInt } from 'node:crypto';

// Letters and digits that cannot be mistaken for one another when read from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

export const RECOVERY_CODE_COUNT = 10;

/** Ten fresh codes such as `k7m2p-x9hq4`, about 49 bits each. */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const half = () =>
    Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => `${half()}-${half()}`);
}

/** A key for hashing recovery codes, derived from the server's secret key. */
export function recoveryCodeKey(secretKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, '', 'recovery-codes', 32));
}

/**
 * A keyed hash of a code as typed (case and the hyphen do not matter). The codes are random, so a
 * keyed hash is as strong as a slow one and can be looked up directly.
 */
export function hashRecoveryCode(key: Buffer, code: string): string {
  const normalized = code.toLowerCase().replace(/-/g, '');
  return createHmac('sha256', key).update(normalized).digest('hex');
}
