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

class Connection {
  readonly #database: DatabaseSync;
  readonly #statements = new Map<string, Statement>();

  constructor(database: DatabaseSync) {
    this.#database = database;
  }

  prepare(sql: string): Statement {
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

function openFile(file: string): DatabaseSync {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Created empty first so that the file (and the WAL files SQLite derives from it) are private.
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
  const database = new DatabaseSync(file);
  database.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;
    PRAGMA synchronous = FULL;
  `);
  return database;
}

export function createSqliteDialect(file: string): SqliteDialect {
  return new SqliteDialect({ database: async () => new Connection(openFile(file)) });
}
