import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPOSITORY_ROOT = path.resolve(fileURLToPath(import.meta.url), '../../../..');

const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');
const positiveInt = z.coerce.number().int().positive();

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
  TRUST_PROXY: booleanText.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Readonly<{
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  jwtSecret: string | undefined;
  totpEncryptionKey: string | undefined;
  timeZone: string;
  sessionTtlMs: number;
  sessionIdleMs: number;
  loginRateLimitPerMinute: number;
  auditRetentionDays: number;
  seedDemo: boolean;
  trustProxy: boolean;
  logLevel: string;
}>;

/** Reads the environment once; lists every bad variable at once rather than failing on the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
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
    dataDir: path.resolve(e.DATA_DIR),
    database:
      url && url.includes('://')
        ? { kind: 'postgres' as const, url }
        : {
            kind: 'sqlite' as const,
            file: path.resolve(url ?? path.join(e.DATA_DIR, 'restaurant.db')),
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
  });
}
