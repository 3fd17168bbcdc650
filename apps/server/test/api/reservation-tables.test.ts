import { describe, expect, it } from 'vitest';
import type { DiningTable } from '@restaurant/contract/dining-table.ts';
import type {
  ListedReservation,
  Reservation,
  ReservationList,
} from '@restaurant/contract/reservation.ts';
import type { AuditPage } from '@restaurant/contract/audit.ts';
import { buildApp } from '#src/app.ts';
import { errorPaths } from '../dated-fixtures.ts';
import { DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';
import { dayAhead, openForBooking } from '../reservation-fixtures.ts';
import { addMember } from '../staff-helpers.ts';

const table = (
  id: number,
  name: string,
  seats: number,
  area: string,
  joinsWith: number[] = [],
) => ({
  id,
  name,
  seats,
  area,
  joinsWith,
});

describe.each(DATABASE_KINDS)("the room's tables on %s", (kind) => {
  const { t, admin } = useAdminApp(kind);

  const putTables = (payload: object[]) => admin({ method: 'PUT', url: '/api/tables', payload });
  const storedTables = async () =>
    (await admin({ method: 'GET', url: '/api/tables' })).json<DiningTable[]>();
  /** The room: two tables of two that join, a four and a six. */
  const furnish = async () => {
    const response = await putTables([
      table(-1, 'A1', 2, 'Terasz', [-2]),
      table(-2, 'A2', 2, 'Terasz'),
      table(-3, 'B1', 4, 'Belső terem'),
      table(-4, 'C1', 6, 'Belső terem'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const tables = response.json<DiningTable[]>();
    return Object.fromEntries(tables.map((entry) => [entry.name, entry.id]));
  };
  const staffBooks = async (date: string, fields: Record<string, unknown>) => {
    const response = await admin({
      method: 'POST',
      url: '/api/reservations',
      payload: {
        date,
        time: '19:00',
        partySize: 2,
        name: 'Nagy Éva',
        phone: '+36 30 555 0000',
        ...fields,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Reservation>();
  };
  const change = (id: number, payload: object) =>
    admin({ method: 'PUT', url: `/api/reservations/${id}`, payload });
  const day = async (date: string) =>
    (await admin({ method: 'GET', url: `/api/reservations?date=${date}` })).json<ReservationList>();
  const listed = async (date: string, id: number): Promise<ListedReservation> =>
    (await day(date)).reservations.find((entry) => entry.id === id)!;
  const suggestion = async (id: number) =>
    (await admin({ method: 'GET', url: `/api/reservations/${id}/table-suggestion` })).json<{
      tableIds: number[] | null;
      seats: number | null;
    }>();

  it('keeps the tables an owner defines, gives new ones fresh ids and makes joining mutual', async () => {
    const ids = await furnish();
    const tables = await storedTables();
    expect(tables.map((entry) => entry.name)).toEqual(['A1', 'A2', 'B1', 'C1']);
    expect(tables.find((entry) => entry.name === 'A2')!.joinsWith).toEqual([ids.A1]);
    expect(Object.values(ids).every((id) => id > 0)).toBe(true);
    // A save based on an older read of the list is refused, so nobody's change is undone unseen.
    const read = await admin({ method: 'GET', url: '/api/tables' });
    const tag = read.headers.etag as string;
    const wider = tables.map((entry) => (entry.name === 'C1' ? { ...entry, seats: 8 } : entry));
    expect((await putTables(wider)).statusCode).toBe(200);
    const stale = await admin({
      method: 'PUT',
      url: '/api/tables',
      payload: [],
      headers: { 'if-match': tag },
    });
    expect(stale.statusCode).toBe(412);
    // Removing B1 and adding D1: D1 does not get B1's id back.
    const kept = wider.filter((entry) => entry.name !== 'B1');
    const next = (await putTables([...kept, table(0, 'D1', 8, 'Galéria')])).json<DiningTable[]>();
    expect(next.find((entry) => entry.name === 'D1')!.id).toBeGreaterThan(ids.C1!);
    const audit = (
      await admin({ method: 'GET', url: '/api/audit-log?entity=tables' })
    ).json<AuditPage>();
    expect(audit.entries[0]!.changes).toEqual([
      { field: 'D1', before: null, after: { seats: 8, area: 'Galéria', joinsWith: [] } },
      {
        field: 'B1',
        before: { seats: 4, area: 'Belső terem', joinsWith: [] },
        after: null,
      },
    ]);
  });

  it('refuses tables that make no sense with 400 naming each field', async () => {
    await furnish();
    const paths = errorPaths(
      await putTables([
        table(-1, ' ', 0, 'Terasz'),
        table(-2, 'X', 2, 'Terasz', [-9]),
        table(-3, 'x', 2, ''),
      ]),
    );
    expect(paths).toEqual(
      expect.arrayContaining(['0.name', '0.seats', '1.joinsWith', '2.name', '2.area']),
    );
    expect(errorPaths(await putTables([table(999_999, 'Z', 2, 'Terasz')]))).toEqual(['0.id']);
    expect((await storedTables()).map((entry) => entry.name)).toEqual(['A1', 'A2', 'B1', 'C1']);
  });

  it('lets only owners change the tables, while every staff member reads them', async () => {
    await furnish();
    const member = await addMember(t, await t.login(), {
      username: 'pincer.tamas',
      role: 'editor',
    });
    const token = await member.login();
    const put = await t.as(token, { method: 'PUT', url: '/api/tables', payload: [] });
    expect(put.statusCode).toBe(403);
    const read = await t.as(token, { method: 'GET', url: '/api/tables' });
    expect(read.statusCode).toBe(200);
    expect(read.json<DiningTable[]>()).toHaveLength(4);
  });

  it('applies tables sent at once on two instances one after another: every new table gets an id of its own and each audit entry starts where the last ended', async () => {
    await putTables([]);
    // A session of its own for each: requests of one session wait for one another at its row.
    const tokens: string[] = [];
    for (let index = 0; index < 12; index++) tokens.push(await t.login());
    const second = await buildApp(t.config, { now: () => t.clock.now });
    try {
      const lists = Array.from({ length: 12 }, (_, index) => [
        table(0, `P${index}`, 2 + index, 'Terasz'),
        table(-1, `Q${index}`, 2, 'Terasz', [0]),
      ]);
      const answers = await Promise.all(
        lists.map((list, index) =>
          (index % 2 === 0 ? t.app : second).inject({
            method: 'PUT',
            url: '/api/tables',
            payload: list,
            headers: { authorization: `Bearer ${tokens[index]}` },
          }),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const saved = answers.map((answer) => answer.json<DiningTable[]>());
      expect(new Set(saved.flat().map((entry) => entry.id)).size).toBe(24);
      const final = await storedTables();
      expect(saved).toContainEqual(final);
      const entries = (
        await admin({ method: 'GET', url: '/api/audit-log?entity=tables&limit=12' })
      ).json<AuditPage>().entries;
      const named = (entry: AuditPage['entries'][number], side: 'before' | 'after') =>
        entry.changes
          .filter((change) => change[side === 'before' ? 'after' : 'before'] === null)
          .map((change) => change.field)
          .sort();
      // Newest first: what each removed is what the one before it had added.
      for (let index = 0; index < entries.length - 1; index++) {
        expect(named(entries[index]!, 'before')).toEqual(named(entries[index + 1]!, 'after'));
      }
      expect(named(entries[0]!, 'after')).toEqual(final.map((entry) => entry.name).sort());
    } finally {
      await second.close();
    }
  });

  it('suggests the smallest free table or joined group over the stay, and warns of a table given twice or too small', async () => {
    await openForBooking(admin);
    const ids = await furnish();
    const date = dayAhead(t, 4);
    const first = await staffBooks(date, { partySize: 3, tableIds: [ids.B1] });
    expect(first.tableIds).toEqual([ids.B1]);
    const later = await staffBooks(date, { time: '20:00', partySize: 4 });
    const pair = await staffBooks(date, { time: '19:00', partySize: 2 });
    const afterStay = await staffBooks(date, { time: '21:00', partySize: 4 });
    // B1 is taken until 21:00: the two tables of two pushed together seat the four.
    expect(await suggestion(later.id)).toEqual({ tableIds: [ids.A1, ids.A2], seats: 4 });
    expect(await suggestion(pair.id)).toEqual({ tableIds: [ids.A1], seats: 2 });
    // From 21:00 B1 is free again, and one table beats two of the same seats.
    expect(await suggestion(afterStay.id)).toEqual({ tableIds: [ids.B1], seats: 4 });

    expect((await change(later.id, { tableIds: [ids.B1] })).statusCode).toBe(200);
    expect((await listed(date, later.id)).tableWarnings).toEqual([
      { code: 'doubleSeated', tableId: ids.B1, reference: first.reference, time: '19:00' },
    ]);
    expect((await listed(date, first.id)).tableWarnings).toEqual([
      { code: 'doubleSeated', tableId: ids.B1, reference: later.reference, time: '20:00' },
    ]);
    expect((await listed(date, afterStay.id)).tableWarnings).toEqual([]);

    expect((await change(pair.id, { tableIds: [ids.A1], partySize: 3 })).statusCode).toBe(200);
    expect((await listed(date, pair.id)).tableWarnings).toEqual([{ code: 'tooSmall', seats: 2 }]);
    // Its own table does not count as taken: pushed together with A2 it seats the three.
    expect(await suggestion(pair.id)).toEqual({ tableIds: [ids.A1, ids.A2], seats: 4 });

    // The first party leaves before the later one comes: B1 is no longer given twice.
    expect((await change(first.id, { status: 'arrived' })).statusCode).toBe(200);
    await t.db
      .updateTable('reservations')
      .set({ status: 'finished', leftAt: Date.parse(`${date}T18:30:00Z`) })
      .where('id', '=', first.id)
      .execute();
    expect((await listed(date, later.id)).tableWarnings).toEqual([]);

    expect(errorPaths(await change(later.id, { tableIds: [999_999] }))).toEqual(['tableIds']);
    const audit = (
      await admin({ method: 'GET', url: `/api/audit-log?entity=reservation&entityId=${later.id}` })
    ).json<AuditPage>();
    expect(audit.entries[0]!.changes).toContainEqual({
      field: 'tables',
      before: null,
      after: 'B1',
    });
  });

  it('books as before without tables: the note about a table stays, no table is given and nothing warns', async () => {
    await openForBooking(admin);
    await putTables([]);
    const date = dayAhead(t, 5);
    const booking = await staffBooks(date, { table: 'ablak mellett' });
    expect(booking).toMatchObject({ table: 'ablak mellett', tableIds: [] });
    expect((await listed(date, booking.id)).tableWarnings).toEqual([]);
    expect(await suggestion(booking.id)).toEqual({ tableIds: null, seats: null });
    const walkIn = await admin({
      method: 'POST',
      url: '/api/reservations',
      payload: { source: 'walkIn', partySize: 2, tableIds: [1] },
    });
    expect(errorPaths(walkIn)).toEqual(['tableIds']);
  });
});
