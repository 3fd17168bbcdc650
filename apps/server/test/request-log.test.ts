import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingReceipt } from '@restaurant/contract/reservation.ts';
import type { StaffCreated } from '@restaurant/contract/users.ts';
import { generateTotp } from '#src/lib/totp.ts';
import { adminClient } from './dated-fixtures.ts';
import { ADMIN, DATABASE_KINDS, createTestApp, type TestApp } from './helpers.ts';
import { dayAhead, guestBooking, openForBooking } from './reservation-fixtures.ts';
import { NEW_PASSWORD, STEP, invitedSecret, tokenOf } from './staff-helpers.ts';

type Line = {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; route?: string };
  res?: { statusCode: number };
  responseTime?: number;
  migrations?: Array<{ name: string; ms: number }>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const parse = (log: string[]) => log.map((line) => JSON.parse(line) as Line);
const requests = (log: string[]) => parse(log).filter((line) => line.msg === 'request');

const open: TestApp[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
});

async function start(kind: (typeof DATABASE_KINDS)[number], env: Record<string, string> = {}) {
  const log: string[] = [];
  const t = await createTestApp(
    kind,
    { RESERVATIONS_PER_ADDRESS_PER_HOUR: '1000', ...env },
    { log },
  );
  open.push(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return { t, log, base };
}

// The lines and their ids are the server's whatever the database: checked on SQLite alone.
describe('the request log', () => {
  const kind = 'sqlite';

  it('writes one line per request with method, route, status, duration and an id the answer carries', async () => {
    const { log, base } = await start(kind);
    log.length = 0;
    const answers = [
      await fetch(`${base}/api/allergens`),
      // The second read is answered from the public cache, past Fastify's reply.
      await fetch(`${base}/api/allergens`),
      await fetch(`${base}/api/foods/999999`),
      await fetch(`${base}/health`),
    ];
    const lines = requests(log);

    expect(lines.map((l) => [l.req?.method, l.req?.url, l.res?.statusCode])).toEqual([
      ['GET', '/api/allergens', 200],
      ['GET', '/api/allergens', 200],
      ['GET', '/api/foods/999999', 404],
      ['GET', '/health', 200],
    ]);
    expect(lines[2]!.req!.route).toBe('/api/foods/:id');
    for (const [index, line] of lines.entries()) {
      expect(line.level).toBe(30);
      expect(line.reqId).toMatch(UUID);
      expect(line.responseTime).toBeGreaterThanOrEqual(0);
      expect(answers[index]!.headers.get('x-request-id')).toBe(line.reqId);
    }
    expect(new Set(lines.map((l) => l.reqId)).size).toBe(lines.length);
  });

  it("keeps a proxy's plain X-Request-Id and replaces one that could forge a log line", async () => {
    const { log, base } = await start(kind);
    log.length = 0;
    const id = '4bf92f3577b34da6a3ce929d0e0e4736';
    const kept = await fetch(`${base}/health`, { headers: { 'x-request-id': id } });
    const forged = await fetch(`${base}/health`, {
      headers: { 'x-request-id': 'x" level=50 msg="owned' },
    });

    expect(kept.headers.get('x-request-id')).toBe(id);
    expect(forged.headers.get('x-request-id')).toMatch(UUID);
    expect(requests(log).map((l) => l.reqId)).toEqual([id, forged.headers.get('x-request-id')]);
  });
});

// The migrations, and what a refusal of the database's own may carry, differ by database.
describe.each(DATABASE_KINDS)('the request log on %s', (kind) => {
  it('lists the migrations run at start with their time, and none on the next start', async () => {
    const { t, log } = await start(kind);
    const first = parse(log).find((l) => l.migrations);
    expect(first!.migrations!.length).toBeGreaterThan(5);
    expect(first!.migrations![0]!.name).toBe('2026-11-22T0000-initial');
    expect(first!.msg).toMatch(/^migrated the database: 2026-11-22T0000-initial \(\d+ ms\), /);

    const again: string[] = [];
    const { buildApp } = await import('#src/app.ts');
    const second = await buildApp(t.config, {
      logStream: { write: (line) => again.push(line) },
    });
    await second.close();
    const next = parse(again).find((l) => l.migrations);
    expect(next).toMatchObject({
      migrations: [],
      msg: 'the database is up to date: no migration to run',
    });
  });

  it("never writes a guest's token, name, e-mail or phone, nor a password or code, whatever the route", async () => {
    const { t, log, base } = await start(kind);
    const admin = adminClient(t);
    await openForBooking(admin);
    const body = guestBooking(dayAhead(t), { name: 'Vendég Valéria', phone: '+36 30 765 4321' });
    const booked = await fetch(`${base}/api/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(booked.status).toBe(201);
    const { manageUrl } = (await booked.json()) as BookingReceipt;
    const token = tokenOf(manageUrl);
    const json = { 'content-type': 'application/json' };
    const guestCalls = [
      fetch(`${base}/api/reservations/by-token/${token}`),
      fetch(`${base}/reservation/${token}`),
      fetch(`${base}/reservation/${token}?lang=de`),
      fetch(`${base}/api/reservations/by-token/${token}/cancel`, { method: 'POST', headers: json }),
      fetch(`${base}/api/reservations/by-token/${token}/nowhere`),
    ];
    for (const call of guestCalls) expect((await call).status).toBeLessThan(500);

    const owner = await t.login();
    const created = await t.as(owner, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Szabó Péter', username: 'peter', role: 'editor' },
    });
    const invitation = tokenOf(created.json<StaffCreated>().invitation.url);
    const secret = await invitedSecret(t, invitation);
    t.clock.now += STEP;
    const code = generateTotp(secret, t.clock.now);
    const accepted = await fetch(`${base}/api/invitations/${invitation}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ password: NEW_PASSWORD, twoFactorCode: code }),
    });
    expect(accepted.status).toBe(204);
    await fetch(`${base}/admin/meghivo/${invitation}`);
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        username: ADMIN.username,
        password: ADMIN.password,
        twoFactorCode: t.totp(),
      }),
    });

    const text = log.join('');
    for (const secretText of [token, invitation, code, NEW_PASSWORD, ADMIN.password]) {
      expect(text).not.toContain(secretText);
    }
    for (const personal of [body.name, body.email, body.phone, 'Szabó Péter']) {
      expect(text).not.toContain(personal);
    }
    const urls = requests(log).map((l) => l.req!.url);
    expect(urls).toContain('/api/reservations/by-token/[redacted]/cancel');
    expect(urls).toContain('/reservation/[redacted]?lang=de');
    expect(urls).toContain('/api/invitations/[redacted]');
    expect(urls).toContain('/admin/meghivo/[redacted]');
  });
});
