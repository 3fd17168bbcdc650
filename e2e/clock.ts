import type { BrowserContext } from '@playwright/test';
import { timeIn } from '@restaurant/contract/calendar.ts';

/**
 * The journeys' clock. Without `E2E_DATE` it is the real one. `E2E_DATE=YYYY-MM-DD` (or
 * `YYYY-MM-DDTHH:MM`, noon when no time is given) is the restaurant's wall-clock time (Budapest)
 * at which the journeys start: the worker's process (dates, TOTP codes), its test server and its
 * browser pages all read their clocks moved by one offset, and time moves on from there, so that
 * a run shows what happens on a Saturday, a Sunday or a Monday. The worker works the offset out
 * once and hands it to its server in `E2E_CLOCK_OFFSET_MS`.
 */

const ZONE = 'Europe/Budapest';

/** The instant Budapest's clock shows `wall` (YYYY-MM-DDTHH:MM). */
function budapestInstant(wall: string): number {
  const asUtc = Date.parse(`${wall}:00Z`);
  const zoned = timeIn(ZONE, asUtc);
  const shownAsUtc = Date.parse(`${zoned.replace(' ', 'T')}:00Z`);
  return asUtc - (shownAsUtc - asUtc);
}

function offsetFromEnvironment(): number {
  const handed = process.env.E2E_CLOCK_OFFSET_MS;
  if (handed) return Number(handed);
  const date = process.env.E2E_DATE;
  if (!date) return 0;
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(date)) {
    throw new Error(`E2E_DATE must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not ${date}`);
  }
  return budapestInstant(date.includes('T') ? date : `${date}T12:00`) - Date.now();
}

/**
 * Moves `Date` of the realm it runs in by `offset` milliseconds: `Date.now()`, `new Date()` and
 * `Date()`; everything else of `Date` stays. Self-contained, since the browser runs it as well.
 */
export function shiftClock(offset: number): void {
  const Real = globalThis.Date;
  const now = () => Real.now() + offset;
  globalThis.Date = new Proxy(Real, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    apply: () => new Real(now()).toString(),
    get: (target, key, receiver) =>
      key === 'now' ? now : (Reflect.get(target, key, receiver) as unknown),
  });
}

/** The offset of this process's clock from the real one (0 without `E2E_DATE`). */
export const CLOCK_OFFSET_MS = offsetFromEnvironment();

if (CLOCK_OFFSET_MS !== 0) {
  shiftClock(CLOCK_OFFSET_MS);
  process.env.E2E_CLOCK_OFFSET_MS = String(CLOCK_OFFSET_MS);
}

/** Gives the pages of a browser context the journeys' clock. */
export async function useTestClock(context: BrowserContext): Promise<void> {
  if (CLOCK_OFFSET_MS !== 0) await context.addInitScript(shiftClock, CLOCK_OFFSET_MS);
}
