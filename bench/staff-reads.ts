import fs from 'node:fs';
import path from 'node:path';
import { dateIn, timeIn } from '@restaurant/contract/calendar.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { logIn } from './admin.ts';
import { BOOKINGS, addBookings } from './booking-history.ts';
import { getOk, request } from './http.ts';
import { startServer } from './server.ts';
import { formatTable, mark } from './table.ts';
import { load, type LoadOptions, type LoadResult } from './wrk.ts';

export const STAFF_TARGETS = { p99Ms: 20 };
/**
 * The staff screens asking at once: 'Foglalások' reads the day again every 20 seconds, open on a
 * restaurant's desk, its phones and the owner's laptop, ten in all.
 */
export const STAFF_CONNECTIONS = 10;
const TIME_ZONE = 'Europe/Budapest';
/**
 * Seconds of the same load right before each measured run, not counted: the first seconds of ten
 * screens asking at once, the more so after the quiet wait, are slower (the code they share is
 * still being compiled, the heap is finding its size again), and staff meet the server that has
 * answered their screens all evening.
 */
const WARM_UP_SECONDS = 5;

type Read = { path: string; bytes: number; figure: LoadResult };
export type StaffReads = {
  bookings: typeof BOOKINGS;
  connections: number;
  /** The day view's data: today's bookings (BOOKINGS.onTheDay) with the room now. */
  day: Read;
  /** The same asked with the tag of the answer the screen holds (`If-None-Match`): 304. */
  unchanged: Read;
  /** The owner's numbers over the year, by week. */
  stats: Read;
};

/** A data folder with the demo content and a year of bookings; answers the year's first day. */
async function prepare(dataDir: string, today: string, now: number): Promise<string> {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: path.join(dataDir, 'restaurant.db'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
  });
  await (await buildApp(config)).close();
  const db = createDatabase(config.database);
  try {
    return await addBookings(db, today, now);
  } finally {
    await db.destroy();
  }
}

/**
 * The day view's data and the owner's numbers, each under wrk with STAFF_CONNECTIONS connections,
 * from a server of its own whose database holds a year of bookings.
 */
export async function measureStaffReads(
  appRoot: string,
  workDir: string,
  options: LoadOptions,
  onDiscard: (others: number) => void,
): Promise<StaffReads> {
  const dataDir = path.join(workDir, 'staff-data');
  fs.mkdirSync(dataDir, { recursive: true });
  const now = Date.now();
  const today = dateIn(TIME_ZONE, now);
  const first = await prepare(dataDir, today, now);
  const server = await startServer(appRoot, dataDir, path.join(workDir, 'staff-server.log'));
  try {
    const session = { cookie: await logIn(server.origin, dataDir) };
    const measure = async (url: string, held?: string): Promise<Read> => {
      const headers = held ? { ...session, 'if-none-match': held } : session;
      const { body, status } = await request(`${server.origin}${url}`, headers);
      if (status !== (held ? 304 : 200)) throw new Error(`GET ${url} answered ${status}`);
      const figure = await load(
        `${server.origin}${url}`,
        headers,
        { ...options, connections: STAFF_CONNECTIONS, warmUpSeconds: WARM_UP_SECONDS },
        onDiscard,
      );
      console.log(
        `  ${url}${held ? ' (held)' : ''}: ${status}, ${body.length} bytes, ` +
          `${figure.requestsPerSecond} req/s, p99 ${figure.latencyMs.p99} ms`,
      );
      return { path: url, bytes: body.length, figure };
    };
    const day = `/api/reservations?date=${today}`;
    // As the admin asks for it: with the device's minute, which the answer's tag includes.
    const polled = `${day}&at=${timeIn(TIME_ZONE, now).slice(11)}`;
    const { etag } = await getOk(`${server.origin}${polled}`, session);
    return {
      bookings: BOOKINGS,
      connections: STAFF_CONNECTIONS,
      day: await measure(day),
      unchanged: await measure(polled, etag),
      stats: await measure(`/api/reservations/stats?from=${first}&to=${today}&by=week`),
    };
  } finally {
    await server.stop();
  }
}

export function staffMisses(reads: StaffReads): string[] {
  return [reads.day, reads.unchanged, reads.stats]
    .filter((read) => read.figure.latencyMs.p99 > STAFF_TARGETS.p99Ms)
    .map((read) => `${read.path} p99 ${read.figure.latencyMs.p99} ms > ${STAFF_TARGETS.p99Ms} ms`);
}

/** The staff reads as the summary prints them. */
export function staffLines(reads: StaffReads): string[] {
  const row = (name: string, read: Read) => [
    name,
    `${(read.bytes / 1024).toFixed(1)}`,
    String(read.figure.requestsPerSecond),
    `${read.figure.latencyMs.p50} ms`,
    `${read.figure.latencyMs.p99} ms`,
    `≤ ${STAFF_TARGETS.p99Ms} ms ${mark(read.figure.latencyMs.p99 <= STAFF_TARGETS.p99Ms)}`,
  ];
  return [
    '',
    `Staff reads on a year of bookings (${reads.bookings.days} days, ${reads.bookings.perDay} a day, ` +
      `${reads.bookings.onTheDay} today), wrk with ${reads.connections} connections`,
    formatTable(
      ['read', 'KB', 'req/s', 'p50', 'p99', 'target'],
      [
        row(`the day view (${reads.day.path})`, reads.day),
        row('the day view, unchanged (304)', reads.unchanged),
        row('the year by week (stats)', reads.stats),
      ],
    ),
  ];
}
