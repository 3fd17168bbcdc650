import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '#src/config.ts';

const RETRY_MS = 100;

/** Takes an exclusive lock on the file without blocking the event loop while another holds it. */
async function lockExclusive(lock: DatabaseSync): Promise<void> {
  for (;;) {
    try {
      lock.exec('BEGIN EXCLUSIVE');
      return;
    } catch (error) {
      if ((error as { errcode?: number }).errcode !== 5) throw error;
      await sleep(RETRY_MS);
    }
  }
}

/**
 * Runs what a start does to the database (migrations, the demo content) while no other process
 * does: on SQLite under an exclusive lock on a file beside the database, which the operating
 * system releases if the process dies. PostgreSQL's migrator and the seed take locks of their
 * own in the database.
 */
export async function underStartLock<T>(
  database: Config['database'],
  work: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'sqlite') return work();
  fs.mkdirSync(path.dirname(database.file), { recursive: true, mode: 0o700 });
  const lock = new DatabaseSync(`${database.file}.start-lock`, { timeout: 0 });
  try {
    await lockExclusive(lock);
    return await work();
  } finally {
    if (lock.isTransaction) lock.exec('COMMIT');
    lock.close();
  }
}
