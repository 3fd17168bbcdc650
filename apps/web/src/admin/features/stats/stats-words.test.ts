import { describe, expect, it } from 'vitest';
import type { ReservationStats } from '@restaurant/contract/reservation-stats.ts';
import { percent, periodLabel } from '#web/admin/features/stats/stats-words.ts';

type Period = ReservationStats['periods'][number];
const span = (from: string, to: string) => ({ period: from, from, to }) as Period;

describe("the numbers' words", () => {
  it('name a day, a week and a month in Hungarian', () => {
    expect(periodLabel('day', span('2026-11-28', '2026-11-28'))).toBe('nov. 28., Szo');
    expect(periodLabel('week', span('2026-11-23', '2026-11-29'))).toBe('nov. 23. – nov. 29.');
    expect(periodLabel('month', span('2026-11-01', '2026-11-30'))).toBe('2026. november');
  });

  it('write a rate as a percentage with a decimal comma, and a dash for none', () => {
    expect(percent(0.3333)).toBe('33,3%');
    expect(percent(0.5)).toBe('50%');
    expect(percent(null)).toBe('–');
  });
});
