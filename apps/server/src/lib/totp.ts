import { timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
/** The name an authenticator app lists the account under when the restaurant has none yet. */
const UNNAMED_ISSUER = 'Restaurant admin';

function totpFor(secretBase32: string, label = 'admin', issuer = UNNAMED_ISSUER) {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret in base32. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The key as an authenticator app reads it: listed under the restaurant's name, when it has one. */
export function totpUri(secretBase32: string, username: string, restaurant: string | null): string {
  return totpFor(secretBase32, username, restaurant ?? UNNAMED_ISSUER).toString();
}

function totpStep(now: number): number {
  return Math.floor(now / 1000 / PERIOD_SECONDS);
}

export function generateTotp(secretBase32: string, now: number): string {
  return totpFor(secretBase32).generate({ timestamp: now });
}

/**
 * The time step whose code matches, trying the current step and the one before it (a code typed
 * just as it changed), or null. The caller records the step so that no code is accepted twice.
 */
export function matchTotpStep(secretBase32: string, code: string, now: number): number | null {
  const current = totpStep(now);
  for (const step of [current, current - 1]) {
    const expected = Buffer.from(generateTotp(secretBase32, step * PERIOD_SECONDS * 1000));
    const given = Buffer.from(code);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return step;
  }
  return null;
}
