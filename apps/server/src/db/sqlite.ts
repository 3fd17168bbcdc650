import fs from 'node:fs';
import path from 'node:path';
import {
  DatabaseSync,
  type SQLInputValue,
  type SQLOutputValue,
  type StatementSync,
} from 'node:sqlite';
import { SqliteDialect } from 'kysely';

type Parameters = readonly unknown[];
/** node:sqlite's statement with the switch Node 24 has and its types do not name yet. */
type ArrayStatement = StatementSync & { setReturnArrays(enabled: boolean): void };

function toSqlite(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value as SQLInputValue;
}

type Values = SQLOutputValue[];
type Row = Record<string, SQLOutputValue>;

/**
 * A statement's maker of row objects from its rows' arrays: one function per statement (made from
 * its column names, each quoted as a string literal), so that its objects share one shape and
 * their properties are stored without a lookup.
 */
const rowMaker = (names: string[]) =>
  new Function(
    'values',
    `return { ${names.map((name, i) => `[${JSON.stringify(name)}]: values[${i}]`).join(', ')} };`,
  ) as (values: Values) => Row;

/**
 * Presents node:sqlite in the shape Kysely's SQLite driver expects (the better-sqlite3 one). The
 * rows are read as arrays and made into objects here: node:sqlite's own row objects are
 * dictionaries, which cost more to make and several times more to read (the staff's day reads 200
 * rows of 24 columns on every poll).
 */
class Statement {
  readonly reader: boolean;
  readonly #statement: StatementSync;
  readonly #row: (values: Values) => Row;

  constructor(statement: ArrayStatement) {
    const names = statement.columns().map((column) => column.name);
    this.#statement = statement;
    this.#row = rowMaker(names);
    this.reader = names.length > 0;
    statement.setReturnArrays(true);
  }

  all(parameters: Parameters) {
    return (this.#statement.all(...parameters.map(toSqlite)) as unknown as Values[]).map(this.#row);
  }

  run(parameters: Parameters) {
    return this.#statement.run(...parameters.map(toSqlite));
  }

  *iterate(parameters: Parameters) {
    for (const values of this.#statement.iterate(...parameters.map(toSqlite))) {
      yield this.#row(values as unknown as Values);
    }
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
      statement = new Statement(this.#database.prepare(sql) as ArrayStatement);
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
