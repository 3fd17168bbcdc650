import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';

/** Bodies no write accepts: wrong shapes, wrong types, odd values, broken or foreign encodings. */
const JSON_BODIES: unknown[] = [
  {},
  [],
  null,
  0,
  'text',
  true,
  { name: {} },
  { name: { hu: 1, en: null, de: [] } },
  { name: 'x'.repeat(5_000), price: -1, date: '2024-02-30', itemIds: [0, -1, 1.5] },
  { id: 1, featured: 'yes', startDate: '9999-99-99', weekly: [{ day: 8 }] },
  { alt: { hu: '\u0000', en: '\uD800', de: '' }, mediaIds: Array(100).fill(1) },
  { password: '', twoFactorCode: 'abcdef', role: 'root', active: 'false' },
  JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}'),
  Array.from({ length: 200 }, (_, n) => ({ n })),
];

const RAW_BODIES: Array<{ type: string; body: string }> = [
  { type: 'application/json', body: '{"name": ' },
  {
    type: 'application/json',
    body: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
  },
  { type: 'text/plain', body: 'name=x' },
  { type: 'application/x-www-form-urlencoded', body: 'name=x&price=1' },
  {
    type: 'multipart/form-data',
    body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nx',
  },
  { type: 'multipart/form-data; boundary=x', body: 'not multipart at all' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\n\r\n--x--' },
];

/** Ends the session whatever the body, which would leave the rest of the walk unauthenticated. */
const SKIPPED = new Set(['POST /api/auth/logout']);

const concrete = (url: string) =>
  url.replace(/:token/g, 'A'.repeat(43)).replace(/:[A-Za-z]+/g, '1');

describe.each(DATABASE_KINDS)('malformed writes on %s', (kind) => {
  const { t, admin } = useAdminApp(kind, { SEED_DEMO: 'true' });

  it('answers every malformed body of every write route without a 5xx', async () => {
    const writes = t.app.routeTable.filter(
      (route) =>
        ['POST', 'PUT', 'DELETE'].includes(route.method) &&
        !SKIPPED.has(`${route.method} ${route.url}`),
    );
    expect(writes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of writes) {
      const url = concrete(route.url);
      const method = route.method as 'POST' | 'PUT' | 'DELETE';
      const sends = [
        ...JSON_BODIES.map((body) => ({
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        })),
        ...RAW_BODIES.map(({ type, body }) => ({
          headers: { 'content-type': type },
          payload: body,
        })),
      ];
      for (const send of sends) {
        const response = await admin({ method, url, ...send });
        // A route that takes no body ignores one (a DELETE, ending the other sessions); every
        // other answer is a refusal.
        if (response.statusCode >= 500) {
          failures.push(`${method} ${url} ${send.payload.slice(0, 60)} → ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
