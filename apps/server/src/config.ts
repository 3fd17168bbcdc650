import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPOSITORY_ROOT = path.resolve(fileURLToPath(import.meta.url), '../../../..');

const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');
const positiveInt = z.coerce.number().int().positive();
const seconds = (fallback: number) => positiveInt.max(3_600).default(fallback);

// proxy-addr's names for whole ranges, which Fastify's trustProxy accepts beside addresses.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `false` (no proxy), a hop count, or the proxies' addresses and CIDR ranges; `true` trusts every
 * address, so any client could forge X-Forwarded-For and X-Forwarded-Proto.
 */
const trustProxyText = z.string().transform((text, ctx): boolean | number | string[] => {
  const value = text.trim();
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `Must be false, true, a hop count, or addresses and CIDR ranges separated by commas${
        bad.length ? ` (not valid: ${bad.join(', ')})` : ''
      }`,
    });
    return z.NEVER;
  }
  return entries;
});

/** Whether a URL's host is this machine, where mail in clear never crosses a network. */
function isLoopback(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const EnvSchema = z.object({
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(REPOSITORY_ROOT, 'data')),
  DATABASE_URL: z
    .string()
    .refine(
      (url) => /^postgres(ql)?:\/\//.test(url) || !url.includes('://'),
      'Must be a postgres:// URL or a path to a SQLite file',
    )
    .optional(),
  DATABASE_WAIT_MS: positiveInt.max(60_000).optional(),
  JWT_SECRET: z.string().min(32, 'Must be at least 32 characters').optional(),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'Must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  RESTAURANT_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'Unknown time zone')
    .default('Europe/Budapest'),
  SESSION_TTL_HOURS: positiveInt.default(12),
  SESSION_IDLE_MINUTES: positiveInt.default(30),
  LOGIN_RATE_LIMIT_PER_MINUTE: positiveInt.default(30),
  AUDIT_RETENTION_DAYS: positiveInt.default(730),
  SEED_DEMO: booleanText.default(true),
  TRUST_PROXY: trustProxyText.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HEADERS_TIMEOUT_SECONDS: seconds(10),
  REQUEST_TIMEOUT_SECONDS: seconds(30),
  SHUTDOWN_TIMEOUT_SECONDS: seconds(10),
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  MAX_CONNECTIONS: positiveInt.default(1000),
  MAX_CONNECTIONS_PER_CLIENT: positiveInt.optional(),
  BACKUP_AUTOMATIC: booleanText.default(true),
  BACKUP_RETENTION_DAYS: positiveInt.default(14),
  BACKUP_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, message: 'Must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Restaurant <no-reply@localhost>'),
  SMTP_REQUIRE_TLS: booleanText.optional(),
  METRICS_TOKEN: z.string().min(16, 'Must be at least 16 characters').optional(),
  RESERVATIONS_PER_ADDRESS_PER_HOUR: positiveInt.default(10),
  RESERVATIONS_PER_EMAIL_PER_DAY: positiveInt.default(5),
  CACHE_MAX_MB: positiveInt.max(65_536).default(32),
  // Node's own (libuv's thread pool), read here for the login checks that hash in it.
  UV_THREADPOOL_SIZE: positiveInt.max(1024).default(4),
});

const CheckedEnvSchema = EnvSchema.refine(
  (e) => e.HEADERS_TIMEOUT_SECONDS <= e.REQUEST_TIMEOUT_SECONDS,
  {
    path: ['HEADERS_TIMEOUT_SECONDS'],
    message: 'Must not be longer than REQUEST_TIMEOUT_SECONDS',
    // Checked even when other variables are bad, so that every problem is listed at once.
    when: ({ value }) => {
      const timeouts = value as Record<string, unknown>;
      return [timeouts.HEADERS_TIMEOUT_SECONDS, timeouts.REQUEST_TIMEOUT_SECONDS].every(
        (v) => positiveInt.safeParse(v).success,
      );
    },
  },
).refine(
  (e) =>
    e.MAX_CONNECTIONS_PER_CLIENT === undefined || e.MAX_CONNECTIONS_PER_CLIENT <= e.MAX_CONNECTIONS,
  { path: ['MAX_CONNECTIONS_PER_CLIENT'], message: 'Must not be more than MAX_CONNECTIONS' },
);

export type Config = Readonly<{
  host: string;
  port: number;
  publicUrl: string;
  /** False when PUBLIC_URL is missing and publicUrl is only the local address. */
  publicUrlConfigured: boolean;
  dataDir: string;
  /**
   * `waitMs`: how long a query waits for a database that is busy (SQLite: a lock another process
   * holds) or restarting (PostgreSQL: refused connections) before it fails; unset, 5 s on SQLite
   * and 4 s on PostgreSQL.
   */
  database: ({ kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string }) & {
    waitMs?: number;
  };
  jwtSecret: string | undefined;
  totpEncryptionKey: string | undefined;
  timeZone: string;
  sessionTtlMs: number;
  sessionIdleMs: number;
  loginRateLimitPerMinute: number;
  auditRetentionDays: number;
  seedDemo: boolean;
  /** Fastify's trustProxy: none, all, the nearest N hops, or these addresses and ranges. */
  trustProxy: boolean | number | string[];
  logLevel: string;
  http: Readonly<{
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    shutdownTimeoutMs: number;
    /** On SIGTERM, how long readiness fails while requests are still answered, before closing. */
    drainMs: number;
    maxConnections: number;
    /** Connections, and requests in progress, that one client address may hold at once. */
    maxConnectionsPerClient: number;
  }>;
  backups: Readonly<{ automatic: boolean; retentionDays: number; dir: string }>;
  /**
   * No SMTP URL: messages wait in the outbox until one is set. `requireTls`: nothing is sent in
   * clear (STARTTLS or smtps:// only).
   */
  mail: Readonly<{ smtpUrl: string | undefined; from: string; requireTls: boolean }>;
  reservationLimits: Readonly<{ perAddressPerHour: number; perEmailPerDay: number }>;
  /**
   * The bytes the in-process caches may hold, CACHE_MAX_MB in all: the pages and public reads
   * 40 %, the filtered pages 25 %, the addresses that name them 10 %, the booking availability
   * 20 %, the owner's numbers' days 5 %. Each evicts its least recently used entries to stay
   * within its part.
   */
  cache: Readonly<{
    answers: number;
    filtered: number;
    addresses: number;
    availability: number;
    stats: number;
  }>;
  /** `/metrics` answers only with this bearer token; without one it is off. */
  metricsToken: string | undefined;
  /**
   * Login checks that run at once: half the cores, so that the pages keep the rest, and half of
   * libuv's pool, where argon2 hashes beside file reads and compression; at least one.
   */
  loginChecksAtOnce: number;
}>;

function cacheBudget(bytes: number): Config['cache'] {
  const share = (part: number) => Math.floor(bytes * part);
  return Object.freeze({
    answers: share(0.4),
    filtered: share(0.25),
    addresses: share(0.1),
    availability: share(0.2),
    stats: share(0.05),
  });
}

/** Reads the environment once; lists every bad variable at once rather than failing on the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = CheckedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const url = e.DATABASE_URL;
  return Object.freeze({
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    dataDir: path.resolve(e.DATA_DIR),
    database: {
      ...(url && url.includes('://')
        ? { kind: 'postgres' as const, url }
        : {
            kind: 'sqlite' as const,
            file: path.resolve(url ?? path.join(e.DATA_DIR, 'restaurant.db')),
          }),
      ...(e.DATABASE_WAIT_MS === undefined ? {} : { waitMs: e.DATABASE_WAIT_MS }),
    },
    jwtSecret: e.JWT_SECRET,
    totpEncryptionKey: e.TOTP_ENCRYPTION_KEY,
    timeZone: e.RESTAURANT_TIMEZONE,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    http: Object.freeze({
      headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
      drainMs: e.DRAIN_SECONDS * 1000,
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerClient:
        e.MAX_CONNECTIONS_PER_CLIENT ?? Math.max(1, Math.floor(e.MAX_CONNECTIONS / 10)),
    }),
    backups: Object.freeze({
      automatic: e.BACKUP_AUTOMATIC,
      retentionDays: e.BACKUP_RETENTION_DAYS,
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
    }),
    mail: Object.freeze({
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      requireTls: e.SMTP_REQUIRE_TLS ?? (e.SMTP_URL !== undefined && !isLoopback(e.SMTP_URL)),
    }),
    reservationLimits: Object.freeze({
      perAddressPerHour: e.RESERVATIONS_PER_ADDRESS_PER_HOUR,
      perEmailPerDay: e.RESERVATIONS_PER_EMAIL_PER_DAY,
    }),
    cache: cacheBudget(e.CACHE_MAX_MB * 1024 * 1024),
    metricsToken: e.METRICS_TOKEN,
    loginChecksAtOnce: Math.max(
      1,
      Math.floor(Math.min(os.availableParallelism(), e.UV_THREADPOOL_SIZE) / 2),
    ),
  });
}

/**
 * The folder the operator ran the command in: npm runs workspace scripts in the workspace's own
 * folder, so a relative path given on the command line is resolved against npm's INIT_CWD.
 */
export function invocationDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD ?? process.cwd();
}

/** The environment for a helper program (pg_dump): the operator's own, plus the given variables. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
