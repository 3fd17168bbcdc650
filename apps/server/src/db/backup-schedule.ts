import fs from 'node:fs';
import path from 'node:path';
import { backupDatabase, backupExtension, type DatabaseTarget } from '#src/db/backup.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The first check waits a little so that a start-up is not slowed down by a backup. */
const FIRST_CHECK_MS = 60_000;

/** restaurant-20261123-031500Z.db, with an optional label before the extension. */
const BACKUP_NAME =
  /^restaurant-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})Z(-[a-z-]+)?\.(db|dump)$/;

type Log = {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type BackupOptions = { database: DatabaseTarget; dir: string };

/** The path of a new backup in the folder, named by the time it is taken (UTC). */
export function backupPath(options: BackupOptions, at: number, label?: string): string {
  const stamp = new Date(at).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const suffix = label ? `-${label}` : '';
  return path.join(
    options.dir,
    `restaurant-${stamp}Z${suffix}${backupExtension(options.database)}`,
  );
}

/** The backups in the folder with the time each was taken, newest first. */
export function listBackups(dir: string): { file: string; takenAt: number }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((name) => {
      const m = BACKUP_NAME.exec(name);
      if (!m) return [];
      const takenAt = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
      return [{ file: path.join(dir, name), takenAt }];
    })
    .sort((a, b) => b.takenAt - a.takenAt);
}

/**
 * Deletes the backups older than the retention period, but never the newest one: a server that
 * was stopped for a month still has its last backup when it comes back.
 */
export function pruneBackups(dir: string, retentionDays: number, now: number): string[] {
  const [, ...older] = listBackups(dir);
  const expired = older.filter((b) => now - b.takenAt > retentionDays * DAY_MS).map((b) => b.file);
  for (const file of expired) fs.rmSync(file, { force: true });
  return expired;
}

/** Takes a backup when the newest one is a day old or missing, then prunes; the file or null. */
export async function takeDueBackup(
  options: BackupOptions & { retentionDays: number },
  now: number,
): Promise<string | null> {
  const newest = listBackups(options.dir)[0];
  if (newest && now - newest.takenAt < DAY_MS) return null;
  const out = backupPath(options, now);
  await backupDatabase(options.database, out);
  pruneBackups(options.dir, options.retentionDays, now);
  return out;
}

/**
 * Checks every hour whether a day has passed since the newest backup, so that restarts neither
 * skip a day nor take extra backups. A failed backup is logged and tried again an hour later.
 */
export function scheduleBackups(options: BackupOptions & { retentionDays: number; log: Log }): {
  stop: () => Promise<void>;
} {
  let running: Promise<void> | undefined;
  const check = () => {
    if (running) return;
    running = takeDueBackup(options, Date.now())
      .then(
        (file) => {
          if (file) options.log.info({ file }, 'automatic backup written');
        },
        (error: unknown) => options.log.error({ err: error }, 'automatic backup failed'),
      )
      .finally(() => (running = undefined));
  };
  const first = setTimeout(check, FIRST_CHECK_MS);
  const hourly = setInterval(check, HOUR_MS);
  first.unref();
  hourly.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(hourly);
      // A backup under way finishes before the database closes (within the shutdown deadline).
      await running;
    },
  };
}
