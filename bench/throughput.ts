import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { getOk, request } from './http.ts';
import { isQuiet } from './machine.ts';
import { publicReads } from './public-reads.ts';
import { HOST, ROOT, freePort, stopProcess, track, waitFor, type Running } from './server.ts';
import { CONNECTIONS, load, wrkVersion, type LoadOptions, type LoadResult } from './wrk.ts';

const NGINX = '/usr/sbin/nginx';
/** Longer than the server waits before it compresses an unchanged answer as small as it goes. */
const SETTLE_MS = 1_500;
export const TARGETS = {
  apiRead: 0.5,
  apiP99Ms: 20,
  page: 0.5,
  notModified: 0.7,
  availability: 0.25,
  availabilityP99Ms: 20,
};

/** A figure: the median of the rounds' runs (by requests per second), with every run. */
export type Figure = LoadResult & { runs: LoadResult[] };

export type Throughput = {
  tool: string;
  connections: number;
  durationSeconds: number;
  rounds: number;
  /** Runs taken again because other processes took more than a quarter of the cores. */
  discardedRuns: number;
  hello: Figure;
  apiReads: Array<{ path: string; bytes: number; figure: Figure; ratio: number }>;
  pages: Array<{ path: string; brBytes: number; node: Figure; nginx: Figure; ratio: number }>;
  notModified: Array<{ path: string; figure: Figure; ratio: number }>;
  /** The booking page's live read (checked against the day's version on every request) and the booking write (201, or 409 once full). */
  bookings: {
    availability: { path: string; figure: Figure; ratio: number };
    write: { figure: Figure; ratio: number };
  };
};

type Target = { key: string; url: string; headers: Record<string, string>; script?: string };

function median(runs: LoadResult[]): Figure {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return { ...sorted[Math.floor(sorted.length / 2)]!, runs };
}

const ratio = (value: Figure, floor: Figure) =>
  Number((value.requestsPerSecond / floor.requestsPerSecond).toFixed(2));

function nginxConfig(dir: string, port: number, files: Array<[string, string]>): string {
  const locations = files
    .map(
      ([location, file]) => `
    location = ${location} {
      add_header Content-Encoding br;
      try_files /${file} =404;
    }`,
    )
    .join('');
  return `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 1024;
}

http {
  access_log off;
  sendfile on;
  keepalive_timeout 75s;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  server {
    listen ${HOST}:${port};
    root ${dir}/www;
    default_type text/html;
    charset utf-8;
${locations}
  }
}
`;
}

/** nginx serving each page's Brotli bytes as a file: one process, keepalive on, no access log. */
/**
 * Where nginx serves a page's bytes: its path, or for an address that differs from another only
 * in its query (a filtered /menu) a path of its own, since nginx matches locations by path.
 */
const nginxPath = (pagePath: string) =>
  pagePath.includes('&') ? `/filtered${pagePath.split('?')[0]}` : pagePath.split('?')[0]!;

async function startNginx(dir: string, pages: Map<string, Buffer>): Promise<Running> {
  fs.mkdirSync(path.join(dir, 'www'), { recursive: true });
  const files: Array<[string, string]> = [];
  for (const [pagePath, body] of pages) {
    const file = `page-${files.length}.html.br`;
    fs.writeFileSync(path.join(dir, 'www', file), body);
    files.push([nginxPath(pagePath), file]);
  }
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  fs.writeFileSync(config, nginxConfig(dir, port, files));
  const errorLog = path.join(dir, 'error.log');
  const log = fs.openSync(errorLog, 'a');
  const child = track(
    spawn(NGINX, ['-p', dir, '-e', errorLog, '-c', config], { stdio: ['ignore', log, log] }),
  );
  fs.closeSync(log);
  const origin = `http://${HOST}:${port}`;
  try {
    await waitFor(`${origin}${files[0]![0]}`, child, errorLog);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { origin, port, stop: () => stopProcess(child) };
}

async function startHello(logFile: string): Promise<Running> {
  const port = await freePort();
  const log = fs.openSync(logFile, 'a');
  const child = track(
    spawn(process.execPath, [path.join(ROOT, 'bench/hello-server.ts'), String(port)], {
      stdio: ['ignore', log, log],
    }),
  );
  fs.closeSync(log);
  const origin = `http://${HOST}:${port}`;
  await waitFor(`${origin}/`, child, logFile);
  return { origin, port, stop: () => stopProcess(child) };
}

/**
 * The answer a guest gets once the server has settled: a compressed form made quickly for the
 * first guest is replaced by the smallest one a second after the content last changed.
 */
async function settled(url: string, headers: Record<string, string>) {
  let answer = await getOk(url, headers);
  for (let attempt = 0; attempt < 5; attempt++) {
    await sleep(SETTLE_MS);
    const again = await getOk(url, headers);
    if (again.etag === answer.etag) return again;
    answer = again;
  }
  throw new Error(`${url} kept changing its answer`);
}

/**
 * The availability read of a day a week ahead, and a wrk script that books 2 guests at the free
 * times of the coming weeks in turn, each with an e-mail address of its own (the answers are 201
 * until a time fills, then 409).
 */
async function bookingTargets(origin: string, workDir: string) {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const free: Array<[string, string]> = [];
  for (let offset = 2; offset <= 30; offset++) {
    const answer = await getOk(
      `${origin}/api/reservations/availability?date=${day(offset)}&partySize=2`,
    );
    const { slots } = JSON.parse(answer.body.toString()) as { slots: Array<{ time: string }> };
    for (const slot of slots) free.push([day(offset), slot.time]);
  }
  if (free.length === 0) throw new Error('The demo restaurant offers no time to book');
  const script = path.join(workDir, 'booking.lua');
  fs.writeFileSync(
    script,
    `local free = {${free.map(([date, time]) => `{"${date}","${time}"}`).join(',')}}
local n = 0
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
request = function()
  n = n + 1
  local slot = free[(n % #free) + 1]
  local body = string.format('{"date":"%s","time":"%s","partySize":2,"name":"Bench Guest","email":"guest%d@bench.example","phone":"+36 30 123 4567","language":"en","privacyAccepted":true}', slot[1], slot[2], n)
  return wrk.format(nil, nil, nil, body)
end
`,
  );
  return { availability: `/api/reservations/availability?date=${day(7)}&partySize=2`, script };
}

/**
 * Loads, side by side in rounds, a Fastify hello-world route, every public API read, the cached
 * pages as browsers ask for them (Brotli), nginx serving the same Brotli bytes, and 304 answers.
 * Each figure is the median of the rounds.
 */
export async function measureThroughput(
  origin: string,
  pagePaths: string[],
  workDir: string,
  options: LoadOptions & { rounds: number },
): Promise<Throughput> {
  fs.mkdirSync(workDir, { recursive: true });
  const reads = await publicReads(origin);
  const br = { 'accept-encoding': 'br' };
  const pages = new Map<string, Buffer>();
  for (const pagePath of pagePaths) {
    const page = await settled(`${origin}${pagePath}`, br);
    if (page.encoding !== 'br') throw new Error(`${pagePath} was not sent with Brotli`);
    pages.set(pagePath, page.body);
  }
  const readBytes = new Map<string, number>();
  for (const read of reads) readBytes.set(read, (await getOk(`${origin}${read}`)).body.length);
  const unchangedPaths = ['/menu?lang=hu', '/api/categories/foods'];
  const etags = new Map<string, string>();
  for (const unchanged of unchangedPaths) {
    const response = await request(`${origin}${unchanged}`, br);
    etags.set(unchanged, response.etag!);
    const again = await request(`${origin}${unchanged}`, {
      ...br,
      'if-none-match': response.etag!,
    });
    if (again.status !== 304) throw new Error(`${unchanged} did not answer 304 to its ETag`);
  }

  const bookings = await bookingTargets(origin, workDir);
  const hello = await startHello(path.join(workDir, 'hello.log'));
  const nginx = await startNginx(path.join(workDir, 'nginx'), pages);
  let discardedRuns = 0;
  try {
    for (const [pagePath, body] of pages) {
      const copy = await getOk(`${nginx.origin}${nginxPath(pagePath)}`, br);
      if (!copy.body.equals(body)) throw new Error(`nginx does not serve the bytes of ${pagePath}`);
    }
    const targets: Target[] = [
      { key: 'hello', url: `${hello.origin}/`, headers: {} },
      ...reads.map((read) => ({ key: `api ${read}`, url: `${origin}${read}`, headers: {} })),
      ...pagePaths.flatMap((pagePath) => [
        { key: `node ${pagePath}`, url: `${origin}${pagePath}`, headers: br },
        { key: `nginx ${pagePath}`, url: `${nginx.origin}${nginxPath(pagePath)}`, headers: br },
      ]),
      ...unchangedPaths.map((unchanged) => ({
        key: `304 ${unchanged}`,
        url: `${origin}${unchanged}`,
        headers: { ...br, 'if-none-match': etags.get(unchanged)! },
      })),
      { key: 'availability', url: `${origin}${bookings.availability}`, headers: {} },
      { key: 'booking', url: `${origin}/api/reservations`, headers: {}, script: bookings.script },
    ];
    const runs = new Map<string, LoadResult[]>(targets.map((target) => [target.key, []]));
    for (let round = 1; round <= options.rounds; round++) {
      console.log(`  round ${round} of ${options.rounds}: ${targets.length} load tests`);
      for (const target of targets) {
        const result = await load(
          target.url,
          target.headers,
          options,
          (others) => {
            discardedRuns += 1;
            console.log(
              `    ${target.key}: run discarded, other processes took ${Math.round(others * 100)}% of the cores`,
            );
          },
          target.script,
        );
        runs.get(target.key)!.push(result);
      }
    }
    const figure = (key: string) => median(runs.get(key)!);
    const floor = figure('hello');
    return {
      tool: `wrk ${wrkVersion()}, 1 thread`,
      connections: CONNECTIONS,
      durationSeconds: options.seconds,
      rounds: options.rounds,
      discardedRuns,
      hello: floor,
      apiReads: reads.map((read) => {
        const value = figure(`api ${read}`);
        return {
          path: read,
          bytes: readBytes.get(read)!,
          figure: value,
          ratio: ratio(value, floor),
        };
      }),
      pages: pagePaths.map((pagePath) => {
        const node = figure(`node ${pagePath}`);
        const served = figure(`nginx ${pagePath}`);
        return {
          path: pagePath,
          brBytes: pages.get(pagePath)!.length,
          node,
          nginx: served,
          ratio: ratio(node, served),
        };
      }),
      notModified: unchangedPaths.map((unchanged) => {
        const value = figure(`304 ${unchanged}`);
        return { path: unchanged, figure: value, ratio: ratio(value, floor) };
      }),
      bookings: {
        availability: {
          path: bookings.availability,
          figure: figure('availability'),
          ratio: ratio(figure('availability'), floor),
        },
        write: { figure: figure('booking'), ratio: ratio(figure('booking'), floor) },
      },
    };
  } finally {
    await nginx.stop();
    await hello.stop();
  }
}

/** Every throughput target missed, and every figure whose runs all stayed disturbed. */
export function throughputMisses(result: Throughput): { misses: string[]; disturbed: string[] } {
  const misses: string[] = [];
  const disturbed: string[] = [];
  const check = (label: string, figure: Figure) => {
    if (!isQuiet(figure.others)) disturbed.push(`${label}: ${Math.round(figure.others * 100)}%`);
    if (figure.errors > 0) misses.push(`${label}: ${figure.errors} errors`);
  };
  check('hello', result.hello);
  for (const read of result.apiReads) {
    check(read.path, read.figure);
    if (read.ratio < TARGETS.apiRead)
      misses.push(`${read.path} ${read.ratio} < ${TARGETS.apiRead} × hello`);
    if (read.figure.latencyMs.p99 > TARGETS.apiP99Ms) {
      misses.push(`${read.path} p99 ${read.figure.latencyMs.p99} ms > ${TARGETS.apiP99Ms} ms`);
    }
  }
  for (const page of result.pages) {
    check(page.path, page.node);
    check(`nginx ${page.path}`, page.nginx);
    if (page.ratio < TARGETS.page)
      misses.push(`${page.path} (br) ${page.ratio} < ${TARGETS.page} × nginx`);
  }
  const { availability } = result.bookings;
  check(availability.path, availability.figure);
  if (availability.ratio < TARGETS.availability) {
    misses.push(`${availability.path} ${availability.ratio} < ${TARGETS.availability} × hello`);
  }
  if (availability.figure.latencyMs.p99 > TARGETS.availabilityP99Ms) {
    misses.push(
      `${availability.path} p99 ${availability.figure.latencyMs.p99} ms > ${TARGETS.availabilityP99Ms} ms`,
    );
  }
  for (const unchanged of result.notModified) {
    check(`304 ${unchanged.path}`, unchanged.figure);
    if (unchanged.ratio < TARGETS.notModified) {
      misses.push(`304 ${unchanged.path} ${unchanged.ratio} < ${TARGETS.notModified} × hello`);
    }
  }
  return { misses, disturbed };
}

export function nginxVersion(): string | null {
  if (!fs.existsSync(NGINX)) return null;
  const { stderr, stdout } = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  return `${stderr}${stdout}`.trim().replace(/^nginx version: /, '') || 'nginx';
}
