import { describe, expect, it } from 'vitest';
import { addDays, dateIn, pickDailyMenu, weekOf } from './calendar.ts';

const menu = (date: string, items = 2) => ({ date, items: Array.from({ length: items }) });

describe('pickDailyMenu', () => {
  it("picks today's menu when there is one", () => {
    const menus = [menu('2026-11-20'), menu('2026-11-22'), menu('2026-11-23')];
    expect(pickDailyMenu(menus, '2026-11-22')?.date).toBe('2026-11-22');
  });

  it('otherwise picks the nearest date, the later one on a tie', () => {
    expect(pickDailyMenu([menu('2026-11-18'), menu('2026-11-25')], '2026-11-22')?.date).toBe(
      '2026-11-25',
    );
    expect(pickDailyMenu([menu('2026-11-20'), menu('2026-11-24')], '2026-11-22')?.date).toBe(
      '2026-11-24',
    );
    expect(pickDailyMenu([menu('2026-11-21'), menu('2026-11-25')], '2026-11-22')?.date).toBe(
      '2026-11-21',
    );
  });

  it('shows nothing when the picked menu has no items, or there is no menu', () => {
    expect(pickDailyMenu([menu('2026-11-22', 0), menu('2026-11-23')], '2026-11-22')).toBeNull();
    expect(pickDailyMenu([], '2026-11-22')).toBeNull();
  });
});

describe('calendar helpers', () => {
  it('reckons the date in the given time zone, not the machine one', () => {
    const lateEveningUtc = Date.parse('2026-11-22T23:30:00Z');
    expect(dateIn('Europe/Budapest', lateEveningUtc)).toBe('2026-11-23');
    expect(dateIn('America/New_York', lateEveningUtc)).toBe('2026-11-22');
  });

  it('finds Monday to Sunday of a week and counts days across month ends', () => {
    expect(weekOf('2026-11-22')).toEqual({ monday: '2026-11-16', sunday: '2026-11-22' });
    expect(weekOf('2026-11-23')).toEqual({ monday: '2026-11-23', sunday: '2026-11-29' });
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});
