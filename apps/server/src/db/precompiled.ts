import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from '#src/db/schema.ts';

/**
 * A read compiled once per database handle and run with fresh parameters (in the order the built
 * query takes them): the reads made on every request (availability, the session, the staff's
 * polls) skip building and compiling their query each time.
 */
export function precompiled<R>(build: (db: Db) => Compilable<R>) {
  const compiled = new WeakMap<Db, CompiledQuery<R>>();
  return async (db: Db, parameters: readonly unknown[]): Promise<R[]> => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db).compile();
      compiled.set(db, query);
    }
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
