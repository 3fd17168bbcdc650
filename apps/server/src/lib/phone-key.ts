/** Digits of a phone number that name the line however it was written (+36 30…, 06 30…, 0036…). */
const KEPT_DIGITS = 9;

/**
 * The key a guest's phone number is matched by: its last nine digits, so that "+36 30 123 4567"
 * and "06 30 123 4567" are one guest; null for a number too short to tell.
 */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length < KEPT_DIGITS ? null : digits.slice(-KEPT_DIGITS);
}
