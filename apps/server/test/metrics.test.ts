import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupPath } from '#src/db/backup-schedule.ts';
import { adminClient } from './dated-fixtures.ts';
import { DATABASE_KINDS, createTestApp, type TestApp } from './helpers.ts';
import { dayAhead, guestBooking, openForBooking } from './reservation-fixtures.ts';

const TOKEN = 'scrape-token-0123456789';

const open: TestApp[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
});

async function start(kind: (typeof DATABASE_KINDS)[number], env: Record<string, string> = {}) {
  const t = await createTestApp(kind, { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000', ...env });
  open.push(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const scrape = async () => {
    const answer = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.text();
  };
  return { t, base, scrape };
}

/** The value of one sample of the text format, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(DATABASE_KINDS)('the metrics on %s', (kind) => {
  it('are not there without METRICS_TOKEN, and answer 404 without its bearer token', async () => {
    const off = await start(kind);
    expect((await fetch(`${off.base}/metrics`)).status).toBe(404);
    expect(
      (await fetch(`${off.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } }))
        .status,
    ).toBe(404);

    const on = await start(kind, { METRICS_TOKEN: TOKEN });
    expect((await fetch(`${on.base}/metrics`)).status).toBe(404);
    const wrong = await fetch(`${on.base}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(404);
    expect(await on.scrape()).toContain('# TYPE http_requests_total counter');
  });

  it('count requests and their latency by route, page-cache hits, refused logins and bookings', async () => {
    const { t, base, scrape } = await start(kind, { METRICS_TOKEN: TOKEN });
    const admin = adminClient(t);
    await openForBooking(admin);
    for (let i = 0; i < 3; i++) await fetch(`${base}/api/allergens`);
    await fetch(`${base}/api/foods/424242`);
    const wrong = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'chef',
        password: 'not the password',
        twoFactorCode: '000000',
      }),
    });
    expect(wrong.status).toBe(401);
    const booked = await fetch(`${base}/api/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(guestBooking(dayAhead(t))),
    });
    expect(booked.status).toBe(201);

    const text = await scrape();
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/allergens",status="200"}'),
    ).toBe(3);
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/foods/:id",status="404"}'),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/allergens"}'),
    ).toBe(3);
    expect(sample(text, 'restaurant_page_cache_hits_total')).toBe(2);
    expect(sample(text, 'restaurant_login_refusals_total{status="401"}')).toBe(1);
    expect(sample(text, 'restaurant_bookings_made_total')).toBe(1);
  });

  it('tell the bytes each in-process cache holds, within its part of CACHE_MAX_MB', async () => {
    const { t, base, scrape } = await start(kind, { METRICS_TOKEN: TOKEN });
    await openForBooking(adminClient(t));
    const empty = await scrape();
    expect(sample(empty, 'restaurant_cache_bytes{cache="answers"}')).toBe(0);
    await fetch(`${base}/api/foods`);
    await fetch(`${base}/api/reservations/availability?date=${dayAhead(t)}&partySize=2`);
    const text = await scrape();
    const answers = sample(text, 'restaurant_cache_bytes{cache="answers"}')!;
    expect(answers).toBeGreaterThan((await (await fetch(`${base}/api/foods`)).text()).length);
    expect(answers).toBeLessThanOrEqual(t.config.cache.answers);
    expect(sample(text, 'restaurant_cache_bytes{cache="availability"}')).toBeGreaterThan(0);
    expect(sample(text, 'restaurant_cache_bytes{cache="filtered"}')).toBe(0);
  });

  it("tell the outbox's backlog and its oldest message's age, the last backup's age and the pool's use", async () => {
    const { t, base, scrape } = await start(kind, { METRICS_TOKEN: TOKEN });
    await openForBooking(adminClient(t));
    const before = await scrape();
    expect(sample(before, 'restaurant_outbox_waiting')).toBe(0);
    expect(sample(before, 'restaurant_outbox_oldest_waiting_seconds')).toBe(0);
    expect(before).not.toContain('restaurant_backup_age_seconds{');

    const booked = await fetch(`${base}/api/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(guestBooking(dayAhead(t))),
    });
    expect(booked.status).toBe(201);
    // A backup file as the daily backup names it: the gauge reads its time from the name.
    const file = backupPath(
      { database: t.config.database, dir: t.config.backups.dir },
      t.clock.now - 5_000,
    );
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '');
    t.clock.now += 90_000;

    const after = await scrape();
    // No SMTP_URL: the guest's receipt and the restaurant's notice wait.
    expect(sample(after, 'restaurant_outbox_waiting')).toBe(2);
    expect(sample(after, 'restaurant_outbox_oldest_waiting_seconds')).toBe(90);
    expect(sample(after, 'restaurant_emails_failed')).toBe(0);
    expect(sample(after, 'restaurant_backup_age_seconds{automatic="true"}')).toBeGreaterThanOrEqual(
      95,
    );
    expect(sample(after, 'restaurant_backup_age_seconds{automatic="true"}')).toBeLessThan(97);
    if (kind === 'postgres') {
      expect(sample(after, 'restaurant_db_pool_connections{state="max"}')).toBe(10);
      expect(sample(after, 'restaurant_db_pool_connections{state="open"}')).toBeGreaterThan(0);
    } else {
      expect(after).not.toContain('restaurant_db_pool_connections{');
    }
  });
});
