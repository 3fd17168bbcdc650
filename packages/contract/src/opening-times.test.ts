import { describe, expect, it } from 'vitest';
import { hoursOn, openStatus, upcomingExceptions, weeklyRows } from './opening-times.ts';

const range = (from: string, to: string) => ({ from, to });
const closedNote = { hu: 'Karácsony', en: 'Christmas', de: 'Weihnachten' };
// 2026-12-22 is a Tuesday.
const HOURS = {
  weekly: [
    { day: 2, restaurant: [range('11:30', '15:00'), range('18:00', '22:00')], kitchen: [] },
    { day: 3, restaurant: [range('11:30', '15:00'), range('18:00', '22:00')], kitchen: [] },
    { day: 5, restaurant: [range('17:00', '02:00')], kitchen: [] },
  ],
  exceptions: [
    {
      id: 1,
      from: '2026-12-24',
      to: '2026-12-26',
      closed: true,
      restaurant: [],
      kitchen: [],
      note: closedNote,
    },
  ],
};
const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describe('opening times', () => {
  it('says when a split-shift day opens, is open, reopens and is closed for the day', () => {
    expect(openStatus(HOURS, '2026-12-22', at('09:00'))).toEqual({ kind: 'opensAt', at: '11:30' });
    expect(openStatus(HOURS, '2026-12-22', at('11:30'))).toEqual({
      kind: 'open',
      until: '15:00',
      kitchen: null,
    });
    expect(openStatus(HOURS, '2026-12-22', at('15:00'))).toEqual({ kind: 'opensAt', at: '18:00' });
    expect(openStatus(HOURS, '2026-12-22', at('21:59'))).toMatchObject({ until: '22:00' });
    expect(openStatus(HOURS, '2026-12-22', at('22:00'))).toEqual({
      kind: 'closedNow',
      next: { date: '2026-12-23', at: '11:30' },
    });
  });

  it("counts last night's range past midnight as open until it ends", () => {
    // Friday 2026-12-18 17:00 to 02:00, so Saturday 01:30 is open and 02:00 is not.
    expect(openStatus(HOURS, '2026-12-19', at('01:30'))).toMatchObject({ until: '02:00' });
    expect(openStatus(HOURS, '2026-12-19', at('02:00'))).toEqual({
      kind: 'closedToday',
      note: null,
      next: { date: '2026-12-22', at: '11:30' },
    });
  });

  it('lets an exception close a day that is open every week', () => {
    // 2026-12-24 is a Thursday, 2026-12-23 a Wednesday; Christmas closes the 24th to the 26th.
    expect(hoursOn(HOURS, '2026-12-23').restaurant).toHaveLength(2);
    expect(hoursOn(HOURS, '2026-12-25')).toMatchObject({ restaurant: [], exception: { id: 1 } });
    // Closed for Christmas, with its note; the next opening skips the closed Friday to Tuesday.
    expect(openStatus(HOURS, '2026-12-25', at('19:00'))).toEqual({
      kind: 'closedToday',
      note: closedNote,
      next: { date: '2026-12-29', at: '11:30' },
    });
  });

  it('tells whether the kitchen is open while the restaurant is', () => {
    const hours = {
      weekly: [
        { day: 2, restaurant: [range('10:00', '22:00')], kitchen: [range('11:30', '21:00')] },
      ],
      exceptions: [],
    };
    expect(openStatus(hours, '2026-12-22', at('11:00'))).toEqual({
      kind: 'open',
      until: '22:00',
      kitchen: { kind: 'opensAt', at: '11:30' },
    });
    expect(openStatus(hours, '2026-12-22', at('12:00'))).toMatchObject({
      kitchen: { kind: 'open', until: '21:00' },
    });
    expect(openStatus(hours, '2026-12-22', at('21:30'))).toMatchObject({
      until: '22:00',
      kitchen: { kind: 'closed' },
    });
  });

  it('lists the exceptions of the coming 14 days, today included', () => {
    expect(upcomingExceptions(HOURS.exceptions, '2026-12-11')).toHaveLength(1);
    expect(upcomingExceptions(HOURS.exceptions, '2026-12-10')).toHaveLength(0);
    expect(upcomingExceptions(HOURS.exceptions, '2026-12-26')).toHaveLength(1);
    expect(upcomingExceptions(HOURS.exceptions, '2026-12-27')).toHaveLength(0);
  });

  it('groups neighbouring days of the same hours', () => {
    expect(weeklyRows(HOURS).map((row) => row.days)).toEqual([[2, 3], [5]]);
  });
});
