import { LRUCache } from 'lru-cache';
import type { Count, ReservationFigures } from '@restaurant/contract/reservation-stats.ts';

/**
 * The figures of some days added up, with what the rates divide by: the bookings expected and
 * those that could be cancelled (both of bookings made ahead).
 */
export type Tally = { figures: ReservationFigures; expected: number; cancellable: number };
/** A cancellation of a booking made ahead: when it came, and when the booking was to begin. */
export type Cancellation = { cancelledAt: number; startsAt: number };

/**
 * One day's counts as read, valid while the day's version is the one read before them: every
 * change to a day's bookings raises it (`lockDay`), on whichever instance it was made.
 */
export type StatsDay = {
  version: number;
  /** The day's figures but its late cancellations, which depend on the cancellation window. */
  tally: Tally;
  /** Covers and bookings taking place per booked time of day. */
  times: Array<{ time: string } & Count>;
  cancellations: Cancellation[];
};

/** What a kept day costs: the objects holding its figures, each time and each cancellation. */
const DAY_BYTES = 800;
const TIME_BYTES = 80;
const CANCELLATION_BYTES = 60;

const dayBytes = (day: StatsDay) =>
  DAY_BYTES + day.times.length * TIME_BYTES + day.cancellations.length * CANCELLATION_BYTES;

/**
 * An answer made, as JSON text, valid while the sum of its days' versions and the cancellation
 * window are those it was made under.
 */
export type StatsAnswer = { versionSum: number; cancelUntilMinutes: number; json: string };

/**
 * The days' counts and the answers kept, each within half the budget of bytes: when one more does
 * not fit, the days or answers least recently asked for go.
 */
export function createStatsCache(maxBytes: number) {
  return {
    days: new LRUCache<string, StatsDay>({
      maxSize: Math.floor(maxBytes / 2),
      sizeCalculation: dayBytes,
    }),
    answers: new LRUCache<string, StatsAnswer>({
      maxSize: Math.floor(maxBytes / 2),
      // A character of JSON text takes up to two bytes; the key and the object beside it.
      sizeCalculation: (answer, key) => 2 * (answer.json.length + key.length) + 100,
    }),
  };
}
