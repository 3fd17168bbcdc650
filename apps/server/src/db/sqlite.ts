import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { SqliteDialect } from 'kysely';

type Parameters = readonly unknown[];

function toSqlite(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value as SQLInputValue;
}

/** Presents node:sqlite in the shape Kysely's SQLite driver expects (the better-sqlite3 one). */
class Statement {
  readonly reader: boolean;
  readonly #statement: StatementSync;

  constructor(statement: StatementSync) {
    this.#statement = statement;
    this.reader = statement.columns().length > 0;
  }

  all(parameters: Parameters) {
    return this.#statement.all(...parameters.map(toSqlite));
  }

  run(parameters: Parameters) {
    return this.#statement.run(...parameters.map(toSqlite));
  }

  iterate(parameters: Parameters) {
    return this.#statement.iterate(...parameters.map(toSqlite));
  }
}

const ROLLBACK = /^\s*rollback\s*;?\s*$/i;
const NOTHING_TO_UNDO = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
} as const;

class Connection {
  readonly #database: DatabaseSync;
  readonly #statements = new Map<string, Statement>();

  constructor(database: DatabaseSync) {
    this.#database = database;
  }

  prepare(sql: string): Statement | typeof NOTHING_TO_UNDO {
    // SQLite ends the whole transaction itself when a write fails for want of room, I/O or memory
    // (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM). A ROLLBACK then fails with "no transaction is
    // active", and that error would take the place of the one that tells why the write failed.
    if (ROLLBACK.test(sql) && !this.#database.isTransaction) return NOTHING_TO_UNDO;
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = new Statement(this.#database.prepare(sql));
      if (this.#statements.size >= 500) this.#statements.clear();
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  close() {
    this.#database.close();
  }
}

/** How long a statement waits for another process's lock, unless configured. */
const BUSY_TIMEOUT_MS = 5_000;

function openFile(file: string, busyTimeoutMs: number): DatabaseSync {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Created empty first so that the file (and the WAL files SQLite derives from it) are private.
  // An existing file is only made private, never writable: a database an operator made read-only
  // must stay so, and the health check reports it.
  try {
    fs.closeSync(fs.openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const mode = fs.statSync(file).mode & 0o777;
  if (mode & 0o077) fs.chmodSync(file, mode & 0o700);
  const database = new DatabaseSync(file);
  database.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = ${busyTimeoutMs};
    PRAGMA synchronous = FULL;
  `);
  return database;
}

export function createSqliteDialect(file: string, busyTimeoutMs = BUSY_TIMEOUT_MS): SqliteDialect {
  return new SqliteDialect({
    database: async () => new Connection(openFile(file, busyTimeoutMs)),
  });
}
