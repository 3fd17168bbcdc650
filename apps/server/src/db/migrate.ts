import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '#src/db/dialect.ts';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A migration that ran, with how long it took. */
export type MigrationRun = { name: string; ms: number };

/** The migrations of the folder, each timed into `runs` when it runs. */
function timedProvider(runs: MigrationRun[]) {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      const files = (await fs.readdir(folder)).filter((file) => file.endsWith('.ts')).sort();
      const entries = await Promise.all(
        files.map(async (file) => {
          const name = file.slice(0, -3);
          const migration = (await import(path.join(folder, file))) as Migration;
          const up: Migration['up'] = async (db) => {
            const started = performance.now();
            await migration.up(db);
            runs.push({ name, ms: Math.round(performance.now() - started) });
          };
          return [name, { ...migration, up }] as const;
        }),
      );
      return Object.fromEntries(entries);
    },
  };
}

/** PostgreSQL's schema in use; the migrator would otherwise find another schema's bookkeeping. */
async function currentSchema<T>(db: Kysely<T>): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * Runs the migrations not yet run, in name order, or (for a test of one migration on older data)
 * only those up to and including `target`; answers those that ran, with their time.
 */
export async function migrateToLatest<T>(db: Kysely<T>, target?: string): Promise<MigrationRun[]> {
  const migrationTableSchema = await currentSchema(db);
  const runs: MigrationRun[] = [];
  const migrator = new Migrator({
    db,
    provider: timedProvider(runs),
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
  return runs;
}
