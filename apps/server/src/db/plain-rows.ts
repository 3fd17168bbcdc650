import { sql, type RawBuilder } from 'kysely';
import type { Db } from '#src/db/schema.ts';

const plain = new WeakMap<Db, Db>();

/**
 * The database without its camel-case plugin, for the reads the staff screens poll: their SQL
 * names each column as the code does (`columnsAs`), so the rows come back as the driver makes
 * them, with no second object per row.
 */
export function plainRows(db: Db): Db {
  let found = plain.get(db);
  if (!found) {
    found = db.withoutPlugins();
    plain.set(db, found);
  }
  return found;
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A select list naming each column as the code does: `"party_size" as "partySize"`. */
export function columnsAs(columns: readonly string[], table?: string): RawBuilder<unknown> {
  const prefix = table ? `${table}.` : '';
  return sql.raw(
    columns
      .map(
        (name) => `${prefix}"${snakeCase(name)}"${snakeCase(name) === name ? '' : ` as "${name}"`}`,
      )
      .join(', '),
  );
}
