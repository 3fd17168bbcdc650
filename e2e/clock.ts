import type { BrowserContext } from '@playwright/test';
import { timeIn } from '@restaurant/contract/calendar.ts';

/**
 * The journeys' clock. Without `E2E_DATE` it is the real one. `E2E_DATE=YYYY-MM-DD` (or
 * `YYYY-MM-DDTHH:MM`, noon when no time is given) is the restaurant's wall-clock time (Budapest)
 * at which the journeys start: the worker's process (dates, TOTP codes), its test server and its
 * browser pages all read their clocks moved by one offset, and time moves on from there, so that
 * a run shows what happens on a Saturday, a Sunday or a Monday. The worker works the offset out
 * once and hands it to its server in `E2E_CLOCK_OFFSET_MS`. A journey may move the clocks of its
 * worker and server on together (`moveClock`); the pages opened after that follow.
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
 * `Date()`; everything else of `Date` stays. Answers a function that moves it on by more.
 * Self-contained, since the browser runs it as well.
 */
export function shiftClock(offset: number): (by: number) => void {
  const Real = globalThis.Date;
  let shift = offset;
  const now = () => Real.now() + shift;
  globalThis.Date = new Proxy(Real, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    apply: () => new Real(now()).toString(),
    get: (target, key, receiver) =>
      key === 'now' ? now : (Reflect.get(target, key, receiver) as unknown),
  });
  return (by) => {
    shift += by;
  };
}

let offset = offsetFromEnvironment();
if (offset !== 0) process.env.E2E_CLOCK_OFFSET_MS = String(offset);
const moveShift = shiftClock(offset);

/**
 * Moves this process's clock on by `ms`, as if that much time had passed: a journey that would
 * wait out a span of the server's (the outbox's hold, a TOTP step) moves the clocks of its worker
 * and of its server together (`moveClock` of e2e/server-fixture.ts) instead.
 */
export function moveClock(ms: number): void {
  offset += ms;
  moveShift(ms);
}

/** Gives the pages of a browser context the journeys' clock, as moved so far. */
export async function useTestClock(context: BrowserContext): Promise<void> {
  if (offset !== 0) await context.addInitScript(shiftClock, offset);
}
