import { LRUCache } from 'lru-cache';
import type { Slot } from '@restaurant/contract/reservation.ts';
import type { Load } from '#src/modules/reservations/availability.ts';
import type { Rules } from '#src/modules/reservations/booking.service.ts';

/** What a day kept costs beside its numbers and its answers' text: the objects holding them. */
const DAY_OVERHEAD_BYTES = 512;
/** What a kept answer costs per character of its JSON: the text and the slots it was made from. */
const ANSWER_BYTES_PER_CHARACTER = 4;

/**
 * One day's answers, valid while the rules are those they were made with (one content version)
 * and the day's version is the one read before its bookings were.
 */
export type DayAnswers = {
  rules: Rules;
  times: number[];
  version: number;
  load: Load;
  /** The slots, by party size and the count of times gone by. */
  answers: Map<string, Kept>;
};

type Kept = { slots: Slot[]; json: string };

/** The memory a day's answers hold, as the cache's budget counts it. */
function dayBytes(day: DayAnswers): number {
  let bytes = DAY_OVERHEAD_BYTES + day.load.arriving.byteLength + day.load.seated.byteLength;
  bytes += day.times.length * 8;
  for (const [key, kept] of day.answers) {
    bytes += key.length + kept.json.length * ANSWER_BYTES_PER_CHARACTER;
  }
  return bytes;
}

/**
 * The days' answers kept, within a budget of bytes: when one more does not fit, the days least
 * recently asked for go.
 */
export function createDayCache(maxBytes: number) {
  const days = new LRUCache<string, DayAnswers>({ maxSize: maxBytes, sizeCalculation: dayBytes });
  return {
    get: (date: string): DayAnswers | undefined => days.get(date),
    keep(date: string, day: DayAnswers): void {
      days.set(date, day);
    },
    /** A kept day has gained an answer: it is counted anew. */
    grown(date: string, day: DayAnswers): void {
      if (days.peek(date) !== day) return;
      // Set again, as the library counts an entry's size only when it is set.
      days.delete(date);
      days.set(date, day);
    },
    /** The bytes the days hold. */
    bytes: (): number => days.calculatedSize,
  };
}
