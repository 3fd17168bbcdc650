import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { createContext } from '#src/app-context.ts';
import { buildApp } from '#src/app.ts';
import { loadConfig, type Config } from '#src/config.ts';
import type { Context } from '#src/context.ts';
import { createDatabase, type Db } from '#src/db/database.ts';
import { generateTotp } from '#src/lib/totp.ts';
import { createUser } from '#src/modules/auth/admin-user.service.ts';
import { TEST_DATA_ROOT } from './data-root.ts';
import { ManualTimers } from './manual-timers.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_POSTGRES_URL names a database to test against. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_POSTGRES_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export const ADMIN = { username: 'chef', password: 'correct horse battery', name: 'Kovács Anna' };

export type TestApp = {
  app: FastifyInstance;
  /** A second handle on the same database, to check what the API stored. */
  db: Db;
  clock: { now: number };
  /**
   * The timers of the outbox's polling and the booking jobs, on the test clock: nothing runs on a
   * timer until the test moves them.
   */
  timers: ManualTimers;
  /** The app's configuration, to start a second instance on the same database. */
  config: Config;
  dataDir: string;
  /** The context the services take, on the test clock. */
  ctx: Context;
  totpSecret: string;
  /** A code for the current step of the test clock. */
  totp: (at?: number) => string;
  /** Logs the admin in (moving the clock to a fresh TOTP step) and returns the bearer token. */
  login: () => Promise<string>;
  /** Sends a request with the admin's bearer token. */
  as: (token: string, options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/** A schema of its own in the test database, and how to drop it. */
export async function preparePostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_POSTGRES_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop schema ${schema} cascade`);
      await dropper.end();
    },
  };
}

/**
 * A real app on a fresh, migrated database of the given kind, with one admin account; `log`
 * collects its log lines (at LOG_LEVEL, info unless the environment given says otherwise).
 */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { log?: string[] } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(TEST_DATA_ROOT, 'restaurant-test-'));
  const postgres = kind === 'postgres' ? await preparePostgres() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? path.join(dataDir, 'test.db'),
    SEED_DEMO: 'false',
    LOG_LEVEL: options.log ? 'info' : 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  const clock = { now: Date.now() };
  const timers = new ManualTimers(clock);
  const log = options.log;
  const app = await buildApp(config, {
    now: () => clock.now,
    timers,
    ...(log ? { logStream: { write: (line: string) => log.push(line) } } : {}),
  });
  const db = createDatabase(config.database);
  const ctx = createContext(config, db, () => clock.now);
  const { totpSecret } = await createUser(ctx, ADMIN);

  const t: TestApp = {
    app,
    db,
    clock,
    timers,
    config,
    dataDir,
    ctx,
    totpSecret,
    totp: (at = clock.now) => generateTotp(t.totpSecret, at),
    login: async () => {
      clock.now += 30_000;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: ADMIN.username, password: ADMIN.password, twoFactorCode: t.totp() },
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    as: (token, options) =>
      app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } }),
    close: async () => {
      await app.close();
      await db.destroy();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

export const localized = (text: string) => ({
  hu: `${text} hu`,
  en: `${text} en`,
  de: `${text} de`,
});

/**
 * A dish staff add to the first food category (its names `${name} hu`, `… en`, `… de`), through
 * the API as the admin does.
 */
export async function addFood(t: TestApp, name: string, allergenIds = [1]): Promise<void> {
  const token = await t.login();
  const [category] = (await t.app.inject({ url: '/api/categories/type/Food' })).json<
    Array<{ id: number }>
  >();
  const created = await t.as(token, {
    method: 'POST',
    url: `/api/categories/${category!.id}/foods`,
    payload: { name: localized(name), price: 1500, allergenIds },
  });
  if (created.statusCode !== 201) throw new Error(`the dish was refused: ${created.body}`);
}

/** The JSON-LD blocks of a page, parsed. */
export const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
