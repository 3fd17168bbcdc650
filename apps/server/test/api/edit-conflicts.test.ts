import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '@restaurant/contract/opening-hours.ts';
import { contentTag } from '#src/plugins/cached-answer.ts';
import { expectProblem } from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';

const SCRAPE_TOKEN = 'edit-conflicts-scrape-token';

const TUESDAY = { day: 2, restaurant: [{ from: '11:00', to: '22:00' }], kitchen: [] };
const NEW_YEAR = {
  from: '2027-01-01',
  to: '2027-01-01',
  closed: true,
  restaurant: [],
  kitchen: [],
  note: { hu: 'Újév', en: 'New Year', de: 'Neujahr' },
};

it('reads every form of a content (quick or best, Brotli or gzip) as the same content', () => {
  const tag = 'h_VTkHJu3vSCzrH_p-2LjKp1W8w';
  for (const suffix of ['', '-br', '-br-quick', '-gz', '-gz-quick']) {
    expect(contentTag(`"${tag}${suffix}"`)).toBe(`"${tag}"`);
    expect(contentTag(`W/"${tag}${suffix}"`)).toBe(`"${tag}"`);
  }
});

describe.each(DATABASE_KINDS)('two people editing the same thing on %s', (kind) => {
  const { t, admin } = useAdminApp(kind, { METRICS_TOKEN: SCRAPE_TOKEN });

  /** What an editor's form starts from: the hours and the tag of the read, as a browser gets it. */
  const read = async () => {
    const response = await t.app.inject({
      url: '/api/opening-hours',
      headers: { 'accept-encoding': 'br' },
    });
    const body = await t.app.inject({ url: '/api/opening-hours' });
    return { hours: body.json<OpeningHours>(), tag: response.headers.etag as string };
  };
  const save = (hours: object, tag?: string) =>
    admin({
      method: 'PUT',
      url: '/api/opening-hours',
      headers: tag ? { 'if-match': tag } : {},
      payload: hours,
    });

  it('saves a change based on what is stored, and answers the tag of what is stored now', async () => {
    const start = await read();
    const response = await save({ weekly: [TUESDAY], exceptions: [] }, start.tag);
    expect(response.statusCode, response.body).toBe(200);
    const after = await t.app.inject({ url: '/api/opening-hours' });
    expect(response.headers.etag).toBe(after.headers.etag);
    // The form that saved can save again with the tag it was answered.
    const again = await save(
      { weekly: [TUESDAY], exceptions: [NEW_YEAR] },
      response.headers.etag as string,
    );
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses with 412 a change based on what someone else has changed since, keeping their change', async () => {
    expect((await save({ weekly: [TUESDAY], exceptions: [] })).statusCode).toBe(200);
    const first = await read();
    const second = await read();
    const withHoliday = await save(
      { weekly: first.hours.weekly, exceptions: [NEW_YEAR] },
      first.tag,
    );
    expect(withHoliday.statusCode, withHoliday.body).toBe(200);
    const later = { ...TUESDAY, restaurant: [{ from: '11:00', to: '20:30' }] };
    const refused = await save({ weekly: [later], exceptions: [] }, second.tag);
    expect(expectProblem(refused, 412).detail).toMatch(/changed/);
    const stored = (await read()).hours;
    expect(stored.exceptions.map((exception) => exception.from)).toEqual(['2027-01-01']);
    expect(stored.weekly[0]!.restaurant).toEqual(TUESDAY.restaurant);
  });

  it('saves a change sent without a tag, as an API client that does not ask for the check', async () => {
    const response = await save({ weekly: [], exceptions: [] });
    expect(response.statusCode, response.body).toBe(200);
    expect((await read()).hours).toEqual({ weekly: [], exceptions: [] });
  });

  it('compares the tag inside the change, without a request of its own through the server', async () => {
    const gets = async () => {
      const metrics = await t.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${SCRAPE_TOKEN}` },
      });
      const line = metrics.body
        .split('\n')
        .find((l) => l.startsWith('http_requests_total{method="GET",route="/api/opening-hours"'));
      return line === undefined ? 0 : Number(line.split(' ').at(-1));
    };
    const start = await read();
    const before = await gets();
    const response = await save({ weekly: [TUESDAY], exceptions: [] }, start.tag);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe((await read()).tag.replace(/-br(-quick)?"$/, '"'));
    // The two reads `read` made, and none by the change.
    expect(await gets()).toBe(before + 2);
  });

  it('answers 404 to a conditional change of something that does not exist', async () => {
    const response = await admin({
      method: 'PUT',
      url: '/api/allergens/987654',
      headers: { 'if-match': '"h_VTkHJu3vSCzrH_p-2LjKp1W8w"' },
      payload: { name: { hu: 'Semmi', en: 'Nothing', de: 'Nichts' } },
    });
    expectProblem(response, 404);
  });
});
