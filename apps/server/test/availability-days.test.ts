import { describe, expect, it } from 'vitest';
import { createDayCache, type DayAnswers } from '#src/modules/reservations/availability-days.ts';
import type { Rules } from '#src/modules/reservations/booking.service.ts';

const KB = 1024;
const rules = {} as Rules;

/** A day of 48 times with its guests by minute (2 × 4 bytes × 1,440 minutes: 11.25 KB). */
const day = (): DayAnswers => ({
  rules,
  times: Array.from({ length: 48 }, (_, index) => 600 + index * 15),
  version: 1,
  load: { arriving: new Int32Array(1_440), seated: new Int32Array(1_440) },
  answers: new Map(),
});

const date = (index: number) => `2027-01-${String(index + 1).padStart(2, '0')}`;

describe("the booking availability's days within their budget of bytes", () => {
  it('keeps days until their bytes fill the budget, then lets the least recently asked for go first', () => {
    const days = createDayCache(100 * KB);
    for (let index = 0; index < 8; index++) days.keep(date(index), day());
    expect(days.bytes()).toBeGreaterThan(90 * KB);
    expect(days.get(date(0))).toBeDefined();
    days.keep(date(8), day());
    days.keep(date(9), day());
    expect(days.get(date(0))).toBeDefined();
    expect(days.get(date(1))).toBeUndefined();
    expect(days.get(date(2))).toBeUndefined();
    expect(days.get(date(9))).toBeDefined();
    expect(days.bytes()).toBeLessThanOrEqual(100 * KB);
  });

  it("counts a day's answers as they are added, and makes room for them", () => {
    const days = createDayCache(100 * KB);
    for (let index = 0; index < 8; index++) days.keep(date(index), day());
    const grown = days.get(date(7))!;
    const json = JSON.stringify(Array.from({ length: 48 }, () => ({ time: '12:00', free: true })));
    for (let party = 1; party <= 10; party++) {
      grown.answers.set(`${party} 0`, { slots: [], json });
      days.grown(date(7), grown);
    }
    expect(days.bytes()).toBeLessThanOrEqual(100 * KB);
    expect(days.get(date(7))).toBe(grown);
    // Its answers (10 × 4 bytes a character of their JSON) took the room of the days asked for
    // least recently.
    expect(days.bytes()).toBeGreaterThan(10 * json.length * 4);
    const left = Array.from({ length: 7 }, (_, index) => days.get(date(index)));
    expect(left.filter(Boolean).length).toBeLessThan(4);
    expect(left[0]).toBeUndefined();
  });

  it('does not count again a day no longer kept', () => {
    const days = createDayCache(20 * KB);
    const first = day();
    days.keep(date(0), first);
    days.keep(date(1), day());
    expect(days.get(date(0))).toBeUndefined();
    first.answers.set('2 0', { slots: [], json: '[]' });
    days.grown(date(0), first);
    expect(days.get(date(0))).toBeUndefined();
    expect(days.get(date(1))).toBeDefined();
  });
});
