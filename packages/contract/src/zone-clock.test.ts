import { describe, expect, it } from 'vitest';
import { wallClock, wallClockFrom, zoneOffsets } from './zone-clock.ts';

const ZONE = 'Europe/Budapest';
const HOUR_MS = 3_600_000;

describe('the wall clock of a time zone', () => {
  it("reads the restaurant's date and minute with Intl", () => {
    expect(wallClock(ZONE, Date.parse('2026-07-01T22:30:00Z'))).toEqual({
      date: '2026-07-02',
      minutes: 30,
    });
  });

  it('finds the instant summer time begins within the span', () => {
    const offsets = zoneOffsets(ZONE, Date.parse('2026-03-27T12:00:00Z'), 7);
    expect(offsets.steps).toEqual([
      { at: Date.parse('2026-03-26T12:00:00Z'), minutes: 60 },
      { at: Date.parse('2026-03-29T01:00:00Z'), minutes: 120 },
    ]);
  });

  it('has one step when the offset stays the same', () => {
    expect(zoneOffsets(ZONE, Date.parse('2026-07-01T12:00:00Z'), 7).steps).toHaveLength(1);
  });

  it('reads from the offsets what Intl reads, hour by hour across the change back to winter time', () => {
    const at = Date.parse('2026-10-23T12:00:00Z');
    const offsets = zoneOffsets(ZONE, at, 7);
    expect(offsets.steps).toHaveLength(2);
    for (let now = at; now < at + 7 * 24 * HOUR_MS; now += HOUR_MS + 61_000) {
      expect(wallClockFrom(offsets, now)).toEqual(wallClock(ZONE, now));
    }
  });

  it('answers null outside the span, where the offsets may no longer hold', () => {
    const at = Date.parse('2026-07-01T12:00:00Z');
    const offsets = zoneOffsets(ZONE, at, 7);
    expect(wallClockFrom(offsets, at + 7 * 24 * HOUR_MS)).toBeNull();
    expect(wallClockFrom(offsets, at - 25 * HOUR_MS)).toBeNull();
  });
});
