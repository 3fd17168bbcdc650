import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { getOk } from './http.ts';
import { HOST, freePort, stopProcess, track, waitFor, type Running } from './server.ts';

export const NGINX = '/usr/sbin/nginx';
export const CONNECTIONS = 50;
export const DURATION_SECONDS = 10;

export type LoadResult = {
  requestsPerSecond: number;
  requests: number;
  latencyMs: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};

/** Warms up with one request, then loads `url` for DURATION_SECONDS with CONNECTIONS connections. */
export async function load(url: string): Promise<LoadResult> {
  await getOk(url);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: result.latency.average,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

export function nginxVersion(): string | null {
  if (!fs.existsSync(NGINX)) return null;
  const output = execFileSync(NGINX, ['-v'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return output.trim() || 'nginx';
}

function nginxConfig(dir: string, port: number, location: string): string {
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
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

/** Serves `body` at `location` with nginx (one worker, keepalive on, no access log). */
export async function startNginx(dir: string, location: string, body: Buffer): Promise<Running> {
  fs.mkdirSync(path.join(dir, 'www'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'www/page.html'), body);
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  fs.writeFileSync(config, nginxConfig(dir, port, location));
  const errorLog = path.join(dir, 'error.log');
  const log = fs.openSync(errorLog, 'a');
  const child = track(
    spawn(NGINX, ['-p', dir, '-e', errorLog, '-c', config], {
      stdio: ['ignore', log, log],
    }),
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
