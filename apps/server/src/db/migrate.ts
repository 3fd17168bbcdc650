import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '#src/db/dialect.ts';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const provider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(folder)).filter((file) => file.endsWith('.ts')).sort();
    const entries = await Promise.all(
      files.map(
        async (file) => [file.slice(0, -3), await import(path.join(folder, file))] as const,
      ),
    );
    return Object.fromEntries(entries);
  },
};

/** PostgreSQL's schema in use; the migrator would otherwise find another schema's bookkeeping. */
async function currentSchema<T>(db: Kysely<T>): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * Runs the migrations not yet run, in name order, or (for a test of one migration on older data)
 * only those up to and including `target`.
 */
export async function migrateToLatest<T>(db: Kysely<T>, target?: string): Promise<void> {
  const migrationTableSchema = await currentSchema(db);
  const migrator = new Migrator({
    db,
    provider,
    // Migrations written side by side may land out of name order; each still runs once.
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = target
    ? await migrator.migrateTo(target)
    : await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
