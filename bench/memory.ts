import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../apps/server/src/config.ts';
import { startServer } from './server.ts';
import { formatTable, mark } from './table.ts';
import { wrkOnce } from './wrk.ts';

/** What the server may take in all after the sweeps, with CACHE_MAX_MB at its default. */
export const MEMORY_BUDGET_MB = 300;
const FILTER_ADDRESSES = 10_000;
const AVAILABILITY_DAYS = 1_000;
/** The party sizes asked for on each day, so that each day keeps several answers. */
const PARTY_SIZES = 4;
const METRICS_TOKEN = 'bench-memory-metrics-token';
const MB = 1024 * 1024;
/**
 * Not held to the budget: the peak, and the first start on an empty database, which encodes the
 * demo's pictures (libvips keeps what it took) and is followed by a restart here.
 */
const UNBUDGETED = new Set(['seeded', 'peak']);

export type Memory = {
  filterAddresses: number;
  availabilityDays: number;
  cacheMaxMB: number;
  /** The server's resident memory (MB): after start and a first look at each page, and after each sweep. */
  rssMB: {
    seeded: number;
    atRest: number;
    afterFilters: number;
    afterAvailability: number;
    peak: number;
  };
  /** What each cache holds at the end, as /metrics tells (MB). */
  cacheMB: Record<string, number>;
  /** The sweeps' requests per second and their answers other than 2xx and 3xx. */
  sweeps: {
    filters: { requestsPerSecond: number; errors: number };
    availability: { requestsPerSecond: number; errors: number };
  };
};

/** VmRSS and VmHWM (its peak) of a process, in MB. */
function residentMB(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
  return { rss: Math.round(field('VmRSS')), peak: Math.round(field('VmHWM')) };
}

/**
 * A wrk script that asks for `count` addresses in turn and, once each has been answered, writes
 * `done` (wrk's own stop leaves it waiting out its duration; a SIGINT ends it with its report).
 */
function sweepScript(
  file: string,
  count: number,
  address: string,
): { script: string; doneFile: string } {
  const doneFile = `${file}.done`;
  fs.writeFileSync(
    file,
    `local n = 0
local answered = 0
request = function()
  local i = n % ${count}
  n = n + 1
  return wrk.format("GET", ${address})
end
response = function()
  answered = answered + 1
  if answered == ${count} then io.open("${doneFile}", "w"):close() end
end
`,
  );
  return { script: file, doneFile };
}

/** Booking open a year ahead (the longest horizon), with no lead time, as the sweep needs. */
function openAYearAhead(dataDir: string): void {
  const db = new DatabaseSync(path.join(dataDir, 'restaurant.db'));
  const row = db.prepare("SELECT value FROM settings WHERE key = 'reservationSettings'").get() as {
    value: string;
  };
  const settings = { ...JSON.parse(row.value), enabled: true, horizonDays: 365, leadMinutes: 0 };
  db.prepare("UPDATE settings SET value = ? WHERE key = 'reservationSettings'").run(
    JSON.stringify(settings),
  );
  db.close();
}

async function cacheMB(origin: string): Promise<Record<string, number>> {
  const text = await (
    await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  return Object.fromEntries(
    [...text.matchAll(/^restaurant_cache_bytes\{cache="(\w+)"\} (\d+)/gm)].map(
      ([, cache, bytes]) => [cache!, Number((Number(bytes) / MB).toFixed(1))],
    ),
  );
}

/**
 * The server's memory under addresses without end, on a fresh copy with the demo content: its
 * resident memory after start, after 10,000 distinct allergy-filter addresses (each a filter of
 * its own, spread over the three filtered pages, asked for with Brotli as browsers do) and after
 * 1,000 availability days (today and each day after, four party sizes each; the year within the
 * horizon keeps its answers, the days beyond answer without one). The load comes from wrk.
 */
export async function measureMemory(appRoot: string, workDir: string): Promise<Memory> {
  const dataDir = path.join(workDir, 'memory-data');
  const logFile = path.join(workDir, 'memory-server.log');
  const env = { METRICS_TOKEN };
  let server = await startServer(appRoot, dataDir, logFile, env);
  const seeded = residentMB(server.pid).rss;
  console.log(
    `  after the first start, which stores the demo content and its pictures: ${seeded} MB`,
  );
  await server.stop();
  openAYearAhead(dataDir);
  server = await startServer(appRoot, dataDir, logFile, env);
  try {
    for (const page of ['/', '/menu', '/drinks', '/reservation']) {
      await (
        await fetch(`${server.origin}${page}`, { headers: { 'accept-encoding': 'br' } })
      ).arrayBuffer();
    }
    await sleep(2_000);
    const atRest = residentMB(server.pid).rss;
    console.log(`  at rest: ${atRest} MB`);

    const filters = await wrkOnce(server.origin, 600, {
      connections: 10,
      timeoutSeconds: 10,
      headers: { 'accept-encoding': 'br' },
      ...sweepScript(
        path.join(workDir, 'filters.lua'),
        FILTER_ADDRESSES,
        // Codes of up to three letters and digits, as the filter reads: x00–xff and y00–y27.
        `({"/", "/menu", "/drinks"})[i % 3 + 1] .. "?lang=hu&avoid=1,7,x" .. ` +
          `string.format("%02x", i % 256) .. ",y" .. string.format("%02x", math.floor(i / 256)) .. ` +
          `"&diet=vegetarian"`,
      ),
    });
    const afterFilters = residentMB(server.pid).rss;
    console.log(
      `  after ${FILTER_ADDRESSES} filter addresses: ${afterFilters} MB (${filters.requestsPerSecond} req/s)`,
    );

    const availability = await wrkOnce(server.origin, 600, {
      connections: 10,
      timeoutSeconds: 10,
      ...sweepScript(
        path.join(workDir, 'availability.lua'),
        AVAILABILITY_DAYS * PARTY_SIZES,
        `"/api/reservations/availability?date=" .. os.date("!%Y-%m-%d", ${Math.floor(Date.now() / 1000)} + math.floor(i / ${PARTY_SIZES}) * 86400) .. "&partySize=" .. (i % ${PARTY_SIZES} + 1)`,
      ),
    });
    const end = residentMB(server.pid);
    console.log(
      `  after ${AVAILABILITY_DAYS} availability days: ${end.rss} MB (peak ${end.peak} MB)`,
    );
    return {
      filterAddresses: FILTER_ADDRESSES,
      availabilityDays: AVAILABILITY_DAYS,
      cacheMaxMB: Math.round(Object.values(loadConfig({}).cache).reduce((a, b) => a + b) / MB),
      rssMB: { seeded, atRest, afterFilters, afterAvailability: end.rss, peak: end.peak },
      cacheMB: await cacheMB(server.origin),
      sweeps: {
        filters: { requestsPerSecond: filters.requestsPerSecond, errors: filters.errors },
        availability: {
          requestsPerSecond: availability.requestsPerSecond,
          errors: availability.errors,
        },
      },
    };
  } finally {
    await server.stop();
  }
}

export function memoryMisses(memory: Memory): string[] {
  return Object.entries(memory.rssMB)
    .filter(([moment, mb]) => !UNBUDGETED.has(moment) && mb > MEMORY_BUDGET_MB)
    .map(([moment, mb]) => `RSS ${moment} ${mb} MB > ${MEMORY_BUDGET_MB} MB`);
}

export function memoryLines(memory: Memory): string[] {
  const within = (mb: number) => `${mb} MB ${mark(mb <= MEMORY_BUDGET_MB)}`;
  return [
    '',
    `Memory (RSS ≤ ${MEMORY_BUDGET_MB} MB, CACHE_MAX_MB ${memory.cacheMaxMB}; load from wrk)`,
    formatTable(
      ['moment', 'RSS'],
      [
        ['first start, storing the demo content (once)', `${memory.rssMB.seeded} MB`],
        ['after a restart and a look at each page', within(memory.rssMB.atRest)],
        [`after ${memory.filterAddresses} filter addresses`, within(memory.rssMB.afterFilters)],
        [
          `after ${memory.availabilityDays} availability days`,
          within(memory.rssMB.afterAvailability),
        ],
        ['peak (VmHWM)', `${memory.rssMB.peak} MB`],
      ],
    ),
    `  caches at the end (MB): ${Object.entries(memory.cacheMB)
      .map(([cache, mb]) => `${cache} ${mb}`)
      .join(', ')}`,
    `  sweeps: filters ${memory.sweeps.filters.requestsPerSecond} req/s (${memory.sweeps.filters.errors} errors), ` +
      `availability ${memory.sweeps.availability.requestsPerSecond} req/s (${memory.sweeps.availability.errors} errors)`,
  ];
}
