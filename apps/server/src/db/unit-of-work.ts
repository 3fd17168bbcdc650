import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  sql,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type TransactionSettings,
} from 'kysely';
import type { Db } from '#src/db/schema.ts';
import { isPostgres } from '#src/db/dialect.ts';

/** One request's work: every query it makes runs on this connection, in one transaction. */
type Unit = {
  driver: UnitDriver;
  connection: DatabaseConnection;
  savepoints: string[];
  /** Why the unit's transaction is gone, when undoing a part of it failed. */
  lost?: unknown;
};

const units = new AsyncLocalStorage<Unit>();
let savepointCount = 0;

const run = (connection: DatabaseConnection, statement: string) =>
  connection.executeQuery(CompiledQuery.raw(statement));

/**
 * A driver that, inside a unit of work, hands every query the unit's connection and turns the
 * transactions opened within it into savepoints, so that code which opens its own transaction
 * (as every service does) joins the unit's instead, and a failure anywhere undoes all of it.
 * Outside a unit it is the dialect's own driver.
 */
class UnitDriver implements Driver {
  readonly #inner: Driver;
  readonly #begin: string;

  constructor(inner: Driver, begin: string) {
    this.#inner = inner;
    this.#begin = begin;
  }

  #unit(connection?: DatabaseConnection): Unit | undefined {
    const unit = units.getStore();
    if (unit?.driver !== this) return undefined;
    return connection === undefined || connection === unit.connection ? unit : undefined;
  }

  init() {
    return this.#inner.init();
  }

  acquireConnection() {
    const unit = this.#unit();
    return unit ? Promise.resolve(unit.connection) : this.#inner.acquireConnection();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const unit = this.#unit(connection);
    if (!unit) return this.#inner.beginTransaction(connection, settings);
    const name = `unit_${++savepointCount}`;
    unit.savepoints.push(name);
    await run(connection, `savepoint ${name}`);
  }

  async commitTransaction(connection: DatabaseConnection) {
    const unit = this.#unit(connection);
    if (!unit) return this.#inner.commitTransaction(connection);
    await run(connection, `release savepoint ${unit.savepoints.pop()}`);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const unit = this.#unit(connection);
    if (!unit) return this.#inner.rollbackTransaction(connection);
    const name = unit.savepoints.pop();
    try {
      await run(connection, `rollback to savepoint ${name}`);
      await run(connection, `release savepoint ${name}`);
    } catch (error) {
      // The transaction itself is gone (SQLite ends it on a full disk; a connection may drop):
      // the error that caused the undo is the one to report, and the unit cannot commit.
      unit.lost ??= error;
    }
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.#unit(connection) ? Promise.resolve() : this.#inner.releaseConnection(connection);
  }

  destroy() {
    return this.#inner.destroy();
  }

  async within<T>(work: () => Promise<T>): Promise<T> {
    if (this.#unit()) return work();
    const connection = await this.#inner.acquireConnection();
    try {
      await run(connection, this.#begin);
      try {
        const unit: Unit = { driver: this, connection, savepoints: [] };
        const result = await units.run(unit, work);
        if (unit.lost !== undefined) throw unit.lost;
        await run(connection, 'commit');
        return result;
      } catch (error) {
        await run(connection, 'rollback');
        throw error;
      }
    } finally {
      await this.#inner.releaseConnection(connection);
    }
  }
}

const drivers = new WeakMap<Db, UnitDriver>();

/**
 * The dialect with a driver that can run units of work, and how to tie it to the database made
 * with it. SQLite's unit begins IMMEDIATE, taking the write lock at once (a transaction that
 * first reads and then writes could otherwise fail half-way when another process wrote
 * meanwhile).
 */
export function withUnitsOfWork(dialect: Dialect, kind: 'sqlite' | 'postgres') {
  const driver = new UnitDriver(
    dialect.createDriver(),
    kind === 'sqlite' ? 'begin immediate' : 'begin',
  );
  return {
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createDriver: () => driver,
    } satisfies Dialect,
    attach: (db: Db) => void drivers.set(db, driver),
  };
}

/**
 * Runs the work as one transaction on one connection: every query the work makes through `db`,
 * however deep and whether or not it opens a transaction of its own, is part of it.
 */
export function unitOfWork<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const driver = drivers.get(db);
  if (!driver) throw new Error('This database was not made with units of work.');
  return driver.within(work);
}

/**
 * Holds the named lock until the transaction ends, so that whoever takes it next sees what this
 * transaction wrote. On PostgreSQL an advisory lock on the name; SQLite has one writer at a time
 * already (a transaction that writes holds the database's write lock until it ends).
 */
export async function lockFor(trx: Db, name: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}
