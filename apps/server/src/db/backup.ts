import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, backup } from 'node:sqlite';
import { childEnv, type Config } from '#src/config.ts';

export type DatabaseTarget = Config['database'];

const SQLITE_MAGIC = 'SQLite format 3\0';
const PG_DUMP_MAGIC = 'PGDMP';

/** The file name ending of a backup of this kind of database. */
export function backupExtension(database: DatabaseTarget): string {
  return database.kind === 'sqlite' ? '.db' : '.dump';
}

/** A short description for messages, without the password of a PostgreSQL URL. */
export function describeDatabase(database: DatabaseTarget): string {
  if (database.kind === 'sqlite') return `the SQLite database ${database.file}`;
  const url = new URL(database.url);
  url.password = '';
  return `the PostgreSQL database ${url.toString()}`;
}

/**
 * Writes a consistent copy of the live database to `out` while it keeps serving. SQLite: the
 * online backup API copying every page in one step, so the copy is one read transaction's
 * snapshot (copying in several steps would start over after every write the server makes).
 * PostgreSQL: pg_dump, which reads one snapshot too. The copy is written beside `out` and renamed
 * into place, so a failed backup never leaves a file that looks complete.
 */
export async function backupDatabase(database: DatabaseTarget, out: string): Promise<void> {
  fs.mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });
  const partial = `${out}.partial`;
  // The copy holds password hashes and sessions: readable by the owner only, from the start.
  fs.rmSync(partial, { force: true });
  fs.closeSync(fs.openSync(partial, 'wx', 0o600));
  try {
    if (database.kind === 'sqlite') {
      if (!fs.existsSync(database.file)) throw new Error(`${database.file} does not exist.`);
      const source = new DatabaseSync(database.file);
      try {
        await backup(source, partial, { rate: -1 });
      } finally {
        source.close();
      }
      // The copy inherits WAL mode; a backup is better one self-contained file.
      const copy = new DatabaseSync(partial);
      copy.exec('PRAGMA journal_mode = DELETE');
      copy.close();
    } else {
      await runPostgresTool('pg_dump', database.url, [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${partial}`,
      ]);
    }
    fs.renameSync(partial, out);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Replaces the content of the database with the backup. SQLite: the backup API in the other
 * direction, which locks the live file and writes it page by page (a file copy over a database in
 * WAL mode can corrupt it). PostgreSQL: pg_restore in one transaction, dropping the objects it
 * recreates first, so a failed restore changes nothing.
 */
export async function restoreDatabase(database: DatabaseTarget, file: string): Promise<void> {
  assertBackupOf(database, file);
  if (database.kind === 'sqlite') {
    const source = new DatabaseSync(file, { readOnly: true });
    try {
      const check = source.prepare('PRAGMA quick_check').get() as { quick_check: string };
      if (check.quick_check !== 'ok') throw new Error(`${file} is damaged: ${check.quick_check}`);
      fs.mkdirSync(path.dirname(database.file), { recursive: true, mode: 0o700 });
      fs.closeSync(fs.openSync(database.file, 'a', 0o600));
      await backup(source, database.file, { rate: -1 });
    } finally {
      source.close();
    }
  } else {
    await runPostgresTool('pg_restore', database.url, [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      file,
    ]);
  }
}

/** Refuses a file that is not a backup of this kind of database (by its first bytes). */
function assertBackupOf(database: DatabaseTarget, file: string): void {
  const head = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  const text = head.toString('latin1');
  if (database.kind === 'sqlite' && text !== SQLITE_MAGIC) {
    throw new Error(`${file} is not an SQLite database (a backup made by db:backup on SQLite).`);
  }
  if (database.kind === 'postgres' && !text.startsWith(PG_DUMP_MAGIC)) {
    throw new Error(`${file} is not a pg_dump archive (a backup made by db:backup on PostgreSQL).`);
  }
}

/**
 * Runs pg_dump or pg_restore on the database. The password goes through the environment rather
 * than the command line, where every user of the machine could read it.
 */
function runPostgresTool(tool: string, databaseUrl: string, args: string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = childEnv(password ? { PGPASSWORD: password } : {});
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [`--dbname=${url.toString()}`, ...args], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} is not installed. On Debian: apt-get install postgresql-client ` +
                `(its major version must be at least the server's).`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}
