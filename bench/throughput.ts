import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { getOk } from './http.ts';
import { isQuiet, measureOthers, waitForQuiet } from './machine.ts';
import { HOST, freePort, stopProcess, track, waitFor, type Running } from './server.ts';

const NGINX = '/usr/sbin/nginx';
const CONNECTIONS = 50;
const DURATION_SECONDS = 10;

export type LoadResult = {
  requestsPerSecond: number;
  requests: number;
  latencyMs: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  others: number;
};

export type Comparison = {
  path: string;
  bodyBytes: number;
  connections: number;
  durationSeconds: number;
  nginxVersion: string | null;
  node: LoadResult;
  nginx: LoadResult | null;
  ratio: number | null;
};

const ATTEMPTS = 3;

/**
 * One warm-up request, then CONNECTIONS connections for DURATION_SECONDS on a quiet machine; tried
 * again (up to three attempts, keeping the least disturbed) if other processes took more than a
 * quarter of the cores meanwhile.
 */
async function load(url: string): Promise<LoadResult> {
  await getOk(url);
  let best: LoadResult | undefined;
  for (let attempts = 1; attempts <= ATTEMPTS; attempts++) {
    await waitForQuiet();
    const { value: result, others } = await measureOthers(() =>
      autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS }),
    );
    const current = {
      requestsPerSecond: Math.round(result.requests.average),
      requests: result.requests.total,
      latencyMs: {
        p50: result.latency.p50,
        p99: result.latency.p99,
        average: result.latency.average,
      },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      others,
    };
    if (!best || current.others < best.others) best = current;
    if (isQuiet(current.others)) break;
    console.log(`    other processes took ${Math.round(others * 100)}% of the cores`);
  }
  return best!;
}

function nginxVersion(): string | null {
  if (!fs.existsSync(NGINX)) return null;
  const { stderr, stdout } = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  return `${stderr}${stdout}`.trim().replace(/^nginx version: /, '') || 'nginx';
}

function nginxConfig(dir: string, port: number, location: string): string {
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

    location = ${location} {
      try_files /page.html =404;
    }
  }
}
`;
}

/** Serves `body` at `location` with nginx: one process, keepalive on, no access log. */
async function startNginx(dir: string, location: string, body: Buffer): Promise<Running> {
  fs.mkdirSync(path.join(dir, 'www'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'www/page.html'), body);
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  fs.writeFileSync(config, nginxConfig(dir, port, location));
  const errorLog = path.join(dir, 'error.log');
  const log = fs.openSync(errorLog, 'a');
  const child = track(
    spawn(NGINX, ['-p', dir, '-e', errorLog, '-c', config], { stdio: ['ignore', log, log] }),
  );
  fs.closeSync(log);
  const origin = `http://${HOST}:${port}`;
  try {
    await waitFor(`${origin}${location}`, child, errorLog);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { origin, port, stop: () => stopProcess(child) };
}

/**
 * Loads a cached page on the Node server, then the very same bytes as a static file on nginx
 * (if installed), and compares requests per second.
 */
export async function compareThroughput(
  origin: string,
  pagePath: string,
  workDir: string,
): Promise<Comparison> {
  const url = `${origin}${pagePath}`;
  const body = (await getOk(url)).body;
  const node = await load(url);
  console.log(`  node: ${node.requestsPerSecond} req/s`);
  const version = nginxVersion();
  const result = {
    path: pagePath,
    bodyBytes: body.length,
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    nginxVersion: version,
    node,
  };
  if (!version) {
    console.log(`  ${NGINX} is missing (apt-get install -y nginx): no nginx comparison.`);
    return { ...result, nginx: null, ratio: null };
  }
  const nginxServer = await startNginx(workDir, pagePath.split('?')[0]!, body);
  try {
    const nginxUrl = `${nginxServer.origin}${pagePath}`;
    if (!(await getOk(nginxUrl)).body.equals(body)) {
      throw new Error('nginx does not serve the same bytes as the Node server');
    }
    const nginx = await load(nginxUrl);
    console.log(`  nginx: ${nginx.requestsPerSecond} req/s`);
    const ratio = Number((node.requestsPerSecond / nginx.requestsPerSecond).toFixed(3));
    return { ...result, nginx, ratio };
  } finally {
    await nginxServer.stop();
  }
}
