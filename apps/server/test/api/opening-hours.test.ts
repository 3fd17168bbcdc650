import { describe, expect, it } from 'vitest';
import type { OpeningHours, OpeningHoursInput } from '@restaurant/contract/opening-hours.ts';
import { errorPaths, expectProblem } from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';

const range = (from: string, to: string) => ({ from, to });
const note = (text: string) => ({ hu: `${text} hu`, en: `${text} en`, de: `${text} de` });

/** Tuesday with a split shift, Friday open past midnight, Sunday plain; the rest closed. */
const HOURS: OpeningHoursInput = {
  weekly: [
    {
      day: 2,
      restaurant: [range('11:00', '15:00'), range('18:00', '22:00')],
      kitchen: [range('11:30', '14:30'), range('18:00', '21:30')],
    },
    { day: 5, restaurant: [range('17:00', '02:00')], kitchen: [range('17:30', '23:30')] },
    { day: 7, restaurant: [range('10:00', '18:00')], kitchen: [] },
  ],
  exceptions: [
    {
      from: '2026-12-24',
      to: '2026-12-26',
      closed: true,
      restaurant: [],
      kitchen: [],
      note: note('Christmas'),
    },
    {
      from: '2026-12-31',
      to: '2026-12-31',
      closed: false,
      restaurant: [range('18:00', '03:00')],
      kitchen: [range('18:00', '23:00')],
      note: { hu: '', en: '', de: '' },
    },
  ],
};

describe.each(DATABASE_KINDS)('opening hours on %s', (kind) => {
  const { t, admin } = useAdminApp(kind);

  const put = (body: object) => admin({ method: 'PUT', url: '/api/opening-hours', payload: body });
  const read = async () => (await t.app.inject({ url: '/api/opening-hours' })).json<OpeningHours>();

  it('is closed every day until hours are stored', async () => {
    expect(await read()).toEqual({ weekly: [], exceptions: [] });
  });

  it('stores split shifts, ranges past midnight and exceptions, giving each exception an id', async () => {
    const response = await put(HOURS);
    expect(response.statusCode, response.body).toBe(200);
    const stored = response.json<OpeningHours>();
    expect(stored.weekly).toEqual(HOURS.weekly);
    expect(stored.exceptions.map(({ id: _id, ...rest }) => rest)).toEqual(HOURS.exceptions);
    expect(new Set(stored.exceptions.map((e) => e.id)).size).toBe(2);
    expect(await read()).toEqual(stored);
  });

  it('keeps the ids of exceptions sent back and never reuses a removed one', async () => {
    const first = (await put(HOURS)).json<OpeningHours>();
    const [christmas, newYear] = first.exceptions;
    const kept = (await put({ ...HOURS, exceptions: [christmas] })).json<OpeningHours>();
    expect(kept.exceptions.map((e) => e.id)).toEqual([christmas!.id]);
    const added = (
      await put({ ...HOURS, exceptions: [christmas, HOURS.exceptions[1]] })
    ).json<OpeningHours>();
    expect(added.exceptions[1]!.id).toBeGreaterThan(newYear!.id);
  });

  it('changes only the edited day in a read, edit, write round trip', async () => {
    await put(HOURS);
    const hours = await read();
    hours.weekly[2]!.restaurant = [range('09:00', '17:00')];
    expect((await put(hours)).statusCode).toBe(200);
    const after = await read();
    expect(after.weekly[0]).toEqual(HOURS.weekly[0]);
    expect(after.weekly[2]!.restaurant).toEqual([range('09:00', '17:00')]);
    expect(after.exceptions).toEqual(hours.exceptions);
  });

  const day = (fields: Record<string, unknown>) => ({
    weekly: [{ day: 3, restaurant: [range('10:00', '20:00')], kitchen: [], ...fields }],
    exceptions: [],
  });
  const exception = (fields: Record<string, unknown>) => ({
    weekly: [],
    exceptions: [{ ...HOURS.exceptions[1], ...fields }],
  });

  it.each([
    [
      'a time without a colon',
      day({ restaurant: [range('1000', '20:00')] }),
      'weekly.0.restaurant.0.from',
    ],
    ['an hour of 24', day({ restaurant: [range('10:00', '24:00')] }), 'weekly.0.restaurant.0.to'],
    [
      'a minute of 60',
      day({ restaurant: [range('10:60', '20:00')] }),
      'weekly.0.restaurant.0.from',
    ],
    [
      'a range that ends as it starts',
      day({ restaurant: [range('10:00', '10:00')] }),
      'weekly.0.restaurant.0.to',
    ],
    [
      'overlapping ranges of one day',
      day({ restaurant: [range('10:00', '15:00'), range('14:00', '20:00')] }),
      'weekly.0.restaurant.1',
    ],
    [
      'a range past midnight over a later one',
      day({ restaurant: [range('20:00', '02:00'), range('23:00', '23:30')] }),
      'weekly.0.restaurant.1',
    ],
    [
      'a kitchen range outside the restaurant',
      day({ kitchen: [range('09:30', '12:00')] }),
      'weekly.0.kitchen.0',
    ],
    ['a day number of 8', day({ day: 8 }), 'weekly.0.day'],
    ['an open day without ranges', day({ restaurant: [] }), 'weekly.0.restaurant'],
    [
      'a day twice',
      { weekly: [day({}).weekly[0], day({}).weekly[0]], exceptions: [] },
      'weekly.1.day',
    ],
    [
      'an exception ending before it starts',
      exception({ from: '2027-01-05', to: '2027-01-04' }),
      'exceptions.0.to',
    ],
    ['an exception on an impossible date', exception({ from: '2027-02-30' }), 'exceptions.0.from'],
    ['a closed exception with hours', exception({ closed: true }), 'exceptions.0.restaurant'],
    [
      'an open exception without hours',
      exception({ restaurant: [], kitchen: [] }),
      'exceptions.0.restaurant',
    ],
    ['an unknown field', { weekly: [], exceptions: [], holidays: [] }, 'holidays'],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_label, body, path) => {
    await put(HOURS);
    const before = await read();
    expect(errorPaths(await put(body))).toContain(path);
    expect(await read()).toEqual(before);
  });

  it('refuses a write without a session with 401', async () => {
    expectProblem(
      await t.app.inject({ method: 'PUT', url: '/api/opening-hours', payload: HOURS }),
      401,
    );
  });
});
