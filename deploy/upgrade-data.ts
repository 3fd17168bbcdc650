// The data side of deploy/test-upgrade.sh: what a guest and the menu leave on the older release,
// the rows of every table, and whether the newer release still serves all of it.
// Usage:
//   node deploy/upgrade-data.ts make URL OUT.json        a guest books; the menu's names are kept
//   node deploy/upgrade-data.ts count DATABASE OUT.json  rows per table (an SQLite path or postgres://)
//   node deploy/upgrade-data.ts check URL MADE.json BEFORE.json AFTER.json
import fs from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';

type Made = { token: string; reference: string; date: string; time: string; partySize: number };
type Kept = { booking: Made; foods: string[]; drinks: string[] };
type Counts = Record<string, number>;

const [mode = '', ...args] = process.argv.slice(2);

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const names = (items: { name: { hu: string } }[]) => items.map((item) => item.name.hu).sort();

async function menu(url: string) {
  const foods = await json<{ name: { hu: string } }[]>(`${url}/api/foods`);
  const drinks = await json<{ name: { hu: string } }[]>(`${url}/api/drinks`);
  return { foods: names(foods), drinks: names(drinks) };
}

/** A guest books the first free evening time from three days on. */
async function make(url: string): Promise<Made> {
  for (let ahead = 3; ahead < 30; ahead++) {
    const date = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const day = await json<{ slots: { time: string; available: boolean }[] }>(
      `${url}/api/reservations/availability?date=${date}&partySize=3`,
    );
    const slot = day.slots.findLast((candidate) => candidate.available);
    if (!slot) continue;
    const booked = await json<{ reference: string; manageUrl: string }>(`${url}/api/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        date,
        time: slot.time,
        partySize: 3,
        name: 'Kovács Anna',
        email: 'anna.kovacs@example.test',
        phone: '+36 30 123 4567',
        language: 'hu',
        privacyAccepted: true,
      }),
    });
    const token = booked.manageUrl.split('/').pop() ?? '';
    return { token, reference: booked.reference, date, time: slot.time, partySize: 3 };
  }
  throw new Error('no free time within four weeks');
}

async function count(database: string): Promise<Counts> {
  const counts: Counts = {};
  if (database.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    for (const { name } of tables.rows) {
      const rows = await client.query<{ n: string }>(`select count(*) as n from "${name}"`);
      counts[name] = Number(rows.rows[0]?.n);
    }
    await client.end();
    return counts;
  }
  const db = new DatabaseSync(database, { readOnly: true });
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    .all() as { name: string }[];
  for (const { name } of tables) {
    counts[name] = Number(
      (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n,
    );
  }
  db.close();
  return counts;
}

const read = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

async function check(url: string, kept: Kept, before: Counts, after: Counts): Promise<string[]> {
  const problems: string[] = [];
  for (const [table, rows] of Object.entries(before)) {
    const now = after[table];
    if (now === undefined) problems.push(`table ${table} is gone`);
    else if (now < rows) problems.push(`table ${table}: ${rows} rows before, ${now} after`);
  }
  const booking = await json<Made>(`${url}/api/reservations/by-token/${kept.booking.token}`);
  for (const field of ['reference', 'date', 'time', 'partySize'] as const) {
    if (booking[field] !== kept.booking[field]) {
      problems.push(`booking ${field}: ${kept.booking[field]} before, ${booking[field]} after`);
    }
  }
  const now = await menu(url);
  if (now.foods.join('\n') !== kept.foods.join('\n')) problems.push('the foods differ');
  if (now.drinks.join('\n') !== kept.drinks.join('\n')) problems.push('the drinks differ');
  const tables = Object.keys(before).length;
  console.log(`${tables} tables, ${Object.values(before).reduce((a, b) => a + b, 0)} rows before`);
  console.log(`booking ${kept.booking.reference} read through its link after the upgrade`);
  console.log(`${now.foods.length} foods and ${now.drinks.length} drinks served alike`);
  return problems;
}

if (mode === 'make') {
  const [url = '', out = ''] = args;
  const booking = await make(url);
  fs.writeFileSync(out, JSON.stringify({ booking, ...(await menu(url)) }, null, 2));
} else if (mode === 'count') {
  const [database = '', out = ''] = args;
  fs.writeFileSync(out, JSON.stringify(await count(database), null, 2));
} else if (mode === 'check') {
  const [url = '', made = '', before = '', after = ''] = args;
  const problems = await check(url, read<Kept>(made), read<Counts>(before), read<Counts>(after));
  for (const problem of problems) console.error(`LOST: ${problem}`);
  process.exitCode = problems.length ? 1 : 0;
} else {
  console.error('usage: upgrade-data.ts make|count|check …');
  process.exitCode = 2;
}
