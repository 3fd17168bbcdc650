import { describe, expect, it } from 'vitest';
import { addDays, dateIn, pickDailySpecial, weekOf, weekdayOf } from './calendar.ts';

const menu = (date: string, items = 2) => ({ date, items: Array.from({ length: items }) });

describe('pickDailySpecial', () => {
  const open = () => true;

  it("picks today's menu when there is one", () => {
    const menus = [menu('2026-11-20'), menu('2026-11-24'), menu('2026-11-23')];
    expect(pickDailySpecial(menus, '2026-11-23', open)).toEqual({
      menu: menus[2],
      daysAhead: 0,
    });
  });

  it('otherwise picks the nearest upcoming menu within a week, never a past one', () => {
    expect(pickDailySpecial([menu('2026-11-20'), menu('2026-11-26')], '2026-11-23', open)).toEqual({
      menu: menu('2026-11-26'),
      daysAhead: 3,
    });
    expect(
      pickDailySpecial([menu('2026-11-01'), menu('2026-11-22')], '2026-11-23', open),
    ).toBeNull();
    expect(pickDailySpecial([menu('2026-12-01')], '2026-11-23', open)).toBeNull();
    expect(pickDailySpecial([menu('2026-11-30')], '2026-11-23', open)?.daysAhead).toBe(7);
  });

  it('skips menus without items and menus on days the restaurant is closed', () => {
    const closedOnMonday = (date: string) => weekdayOf(date) !== 1;
    const menus = [menu('2026-11-23'), menu('2026-11-24', 0), menu('2026-11-25')];
    expect(pickDailySpecial(menus, '2026-11-23', closedOnMonday)?.menu.date).toBe('2026-11-25');
  });
});

describe('calendar helpers', () => {
  it('reckons the date in the given time zone, not the machine one', () => {
    const lateEveningUtc = Date.parse('2026-11-22T23:30:00Z');
    expect(dateIn('Europe/Budapest', lateEveningUtc)).toBe('2026-11-23');
    expect(dateIn('America/New_York', lateEveningUtc)).toBe('2026-11-22');
  });

  it('numbers the days of the week from Monday, 1, to Sunday, 7', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
  });

  it('finds Monday to Sunday of a week and counts days across month ends', () => {
    expect(weekOf('2026-11-22')).toEqual({ monday: '2026-11-16', sunday: '2026-11-22' });
    expect(weekOf('2026-11-23')).toEqual({ monday: '2026-11-23', sunday: '2026-11-29' });
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});
