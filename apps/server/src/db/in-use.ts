import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '#src/config.ts';

type DatabaseTarget = Config['database'];

/** The name a server's connections give PostgreSQL, shown in pg_stat_activity. */
export const APPLICATION_NAME = 'restaurant-site';

/** The file beside an SQLite database that names the server process using it. */
const serverFile = (file: string) => `${file}.server-pid`;

/** Marks the SQLite file as used by this process until the returned function is called. */
export function markServing(database: DatabaseTarget): () => void {
  if (database.kind !== 'sqlite') return () => undefined;
  const marker = serverFile(database.file);
  fs.writeFileSync(marker, `${process.pid}\n`, { mode: 0o600 });
  return () => fs.rmSync(marker, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Why the database cannot be replaced now, or null: a server running on the SQLite file, or any
 * other session on the PostgreSQL database (every instance, a psql, a pooler).
 */
export async function whoElseUses(database: DatabaseTarget): Promise<string | null> {
  if (database.kind === 'sqlite') {
    const marker = serverFile(database.file);
    const pid = fs.existsSync(marker) ? Number(fs.readFileSync(marker, 'utf8').trim()) : NaN;
    if (!Number.isInteger(pid) || pid === process.pid || !isRunning(pid)) return null;
    return `The server (process ${pid}) is running on ${database.file}. Stop it first (systemctl stop restaurant), then restore.`;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; address: string | null }>(
      `SELECT application_name AS name, client_addr::text AS address FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND backend_type = 'client backend'`,
    );
    if (rows.length === 0) return null;
    const who = rows.map(
      (row) => `${row.name || 'a client'} from ${row.address ?? 'this machine'}`,
    );
    return (
      `${rows.length} other connection${rows.length > 1 ? 's' : ''} use the database ` +
      `(${[...new Set(who)].join('; ')}). Stop every instance of the server first ` +
      `(systemctl stop restaurant on each machine) and close other sessions, then restore.`
    );
  } finally {
    await client.end();
  }
}

/**
 * Refuses, before anything is read or written, a backup file the command cannot write: the
 * folder must exist or be creatable and be writable by the user running the command.
 */
export function assertWritable(file: string, defaultDir: string): void {
  const dir = path.dirname(file);
  const probe = `${file}.partial`;
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.rmSync(probe, { force: true });
    fs.closeSync(fs.openSync(probe, 'wx', 0o600));
    fs.rmSync(probe);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(
      `Cannot write ${file} (${reason}): the command runs as the user ${os.userInfo().username}, ` +
        `who cannot create files in ${dir}. Leave out --out to write into the backups folder ` +
        `(${defaultDir}), or name a folder that user can write. Nothing was backed up.`,
    );
  }
}
