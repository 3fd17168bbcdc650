import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { isQuiet, measureOthers, waitForQuiet } from './machine.ts';
import { track } from './server.ts';

export const CONNECTIONS = 50;

export type LoadResult = {
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  /** Socket errors and answers other than 2xx or 3xx. */
  errors: number;
  /** The share of the cores other processes took meanwhile. */
  others: number;
};

const installed = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: 'ignore' }).error === undefined;

/** Installs wrk and nginx from Debian when they are missing (the benchmark needs both). */
export function ensureTools(): void {
  const missing = [
    ['wrk', installed('wrk', ['-v'])],
    ['nginx', installed('/usr/sbin/nginx', ['-v'])],
  ]
    .filter(([, present]) => !present)
    .map(([name]) => name as string);
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(' and ')} (apt-get)…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', ...missing],
  ]) {
    const [command, ...rest] = [...sudo, ...args];
    const result = spawnSync(command!, rest, { stdio: 'inherit' });
    if (result.status !== 0) {
      throw new Error(
        `Could not install ${missing.join(' and ')}; run: apt-get install -y ${missing.join(' ')}`,
      );
    }
  }
}

export function wrkVersion(): string {
  const { stdout, stderr } = spawnSync('wrk', ['-v'], { encoding: 'utf8' });
  return /wrk (\S+)/.exec(`${stdout}${stderr}`)?.[1] ?? 'wrk';
}

function milliseconds(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value);
  if (!match) throw new Error(`Unexpected wrk latency: ${value}`);
  const scale = { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's'];
  return Number((Number(match[1]) * scale).toFixed(2));
}

function parse(output: string): Omit<LoadResult, 'others'> {
  const latency = (percent: string) =>
    milliseconds(new RegExp(`^\\s+${percent}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? 'NaN');
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  if (!rate) throw new Error(`Unexpected wrk output:\n${output}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const bad = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const errors = (socket?.slice(1) ?? []).reduce((sum, count) => sum + Number(count), bad);
  return {
    requestsPerSecond: Math.round(Number(rate)),
    latencyMs: { p50: latency('50'), p99: latency('99') },
    errors,
  };
}

type WrkOptions = {
  connections?: number;
  script?: string;
  timeoutSeconds?: number;
  /** A file the script writes when it is done: wrk is then stopped (SIGINT) and reports. */
  doneFile?: string;
};

function runWrk(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  { connections = CONNECTIONS, script, timeoutSeconds = 2, doneFile }: WrkOptions = {},
): Promise<string> {
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    `--timeout`,
    `${timeoutSeconds}s`,
    '--latency',
  ];
  if (script) args.push('-s', script);
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const child = track(spawn('wrk', [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] }));
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const watch = doneFile
      ? setInterval(() => fs.existsSync(doneFile) && child.kill('SIGINT'), 200)
      : undefined;
    child.once('error', reject);
    child.once('exit', (code) => {
      clearInterval(watch);
      if (code === 0) resolve(output);
      else reject(new Error(`wrk failed (${code}):\n${output}`));
    });
  });
}

/** One wrk run as it comes, for loads measured beside others (no wait for quiet, no retake). */
export async function wrkOnce(
  url: string,
  seconds: number,
  options: WrkOptions & { headers?: Record<string, string> } = {},
): Promise<Omit<LoadResult, 'others'>> {
  return parse(await runWrk(url, options.headers ?? {}, seconds, options));
}

export type LoadOptions = {
  seconds: number;
  attempts: number;
  quietWaitMs: number;
  /** CONNECTIONS unless given. */
  connections?: number;
  /**
   * Seconds of the same load right before each measured run, not counted: the server is measured
   * as it runs under that load, not in its first seconds after the wait for a quiet machine.
   */
  warmUpSeconds?: number;
};

/**
 * One load test on a quiet machine: wrk with one thread (the server gets the other core) and
 * CONNECTIONS connections, after waiting (up to `quietWaitMs`) for the cores to calm down. A run
 * during which other processes took more than a quarter of the cores is discarded and taken
 * again, up to `attempts` in all, keeping the least disturbed.
 */
export async function load(
  url: string,
  headers: Record<string, string>,
  options: LoadOptions,
  onDiscard: (others: number) => void,
  /** A wrk Lua script that makes the requests (a write with a body). */
  script?: string,
): Promise<LoadResult> {
  let best: LoadResult | undefined;
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    await waitForQuiet(options.quietWaitMs);
    if (options.warmUpSeconds) {
      await runWrk(url, headers, options.warmUpSeconds, {
        script,
        connections: options.connections,
      });
    }
    const { value, others } = await measureOthers(() =>
      runWrk(url, headers, options.seconds, { script, connections: options.connections }),
    );
    const result = { ...parse(value), others };
    if (!best || result.others < best.others) best = result;
    if (isQuiet(others)) break;
    if (attempt < options.attempts) onDiscard(others);
  }
  return best!;
}
