import { setTimeout as sleep } from 'node:timers/promises';
import { CamelCasePlugin, Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { Config } from '#src/config.ts';
import { isDatabaseUnavailable } from '#src/db/errors.ts';
import { APPLICATION_NAME } from '#src/db/in-use.ts';
import type { Database, Db } from '#src/db/schema.ts';
import { createSqliteDialect } from '#src/db/sqlite.ts';
import { withUnitsOfWork } from '#src/db/unit-of-work.ts';

// Timestamps are bigint columns holding epoch milliseconds, well inside Number's safe range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type { Db };

type DatabaseOptions = Config['database'] & { schema?: string };

/**
 * A connection that the server drops (a restart, a failover, an administrator) can report the loss
 * while the pool has no listener on it, which would end the process. The pool discards such
 * connections and the next query reconnects or fails with a normal error.
 */
export class ResilientClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}

/**
 * How long a new connection is tried again while PostgreSQL restarts (unless configured),
 * and how often.
 */
const RECONNECT_WITHIN_MS = 4_000;
const RECONNECT_EVERY_MS = 250;

/**
 * A pool whose new connections are tried again for a few seconds while PostgreSQL refuses them
 * (a restart: "connection refused", "the database system is starting up"), so that a restart of
 * a second makes requests slower instead of answering 503 on every instance at once.
 */
function patient(pool: pg.Pool, withinMs: number) {
  return {
    async connect(): Promise<pg.PoolClient> {
      const giveUpAt = Date.now() + withinMs;
      for (;;) {
        try {
          return await pool.connect();
        } catch (error) {
          if (!isDatabaseUnavailable(error) || Date.now() >= giveUpAt) throw error;
          await sleep(Math.min(RECONNECT_EVERY_MS, withinMs));
        }
      }
    },
    end: () => pool.end(),
  };
}

/** What a PostgreSQL pool holds now: connections open, idle, and requests waiting for one. */
export type PoolUse = { total: number; idle: number; waiting: number; max: number };

const pools = new WeakMap<Db, pg.Pool>();

/** The pool's use, for the metrics; none on SQLite, which has one connection. */
export function poolUse(db: Db): PoolUse | undefined {
  const pool = pools.get(db);
  if (!pool) return undefined;
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max ?? 10,
  };
}

function createDialect(options: DatabaseOptions): { dialect: Dialect; pool?: pg.Pool } {
  if (options.kind === 'sqlite') {
    return { dialect: createSqliteDialect(options.file, options.waitMs) };
  }
  const pool = new pg.Pool({
    Client: ResilientClient,
    connectionString: options.url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    application_name: APPLICATION_NAME,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  pool.on('error', () => undefined);
  return {
    dialect: new PostgresDialect({ pool: patient(pool, options.waitMs ?? RECONNECT_WITHIN_MS) }),
    pool,
  };
}

export function createDatabase(options: DatabaseOptions): Db {
  const { dialect, pool } = createDialect(options);
  const units = withUnitsOfWork(dialect, options.kind);
  const db = new Kysely<Database>({ dialect: units.dialect, plugins: [new CamelCasePlugin()] });
  units.attach(db);
  if (pool) pools.set(db, pool);
  return db;
}
