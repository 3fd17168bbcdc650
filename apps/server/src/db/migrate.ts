import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator, type Kysely, type Migration } from 'kysely';

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

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
