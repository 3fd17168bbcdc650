import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { listBackups, pruneBackups, takeDueBackup } from '#src/db/backup-schedule.ts';
import { backupDatabase, restoreDatabase } from '#src/db/backup.ts';
import { createDatabase } from '#src/db/database.ts';
import { markServing } from '#src/db/in-use.ts';
import { migrateToLatest } from '#src/db/migrate.ts';
import * as allergenRepository from '#src/modules/allergens/allergen.repository.ts';
import * as categoryRepository from '#src/modules/categories/category.repository.ts';
import { createTestApp, localized, type DatabaseKind } from './helpers.ts';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;
const postgresUrl = process.env.TEST_POSTGRES_URL;
const KINDS: DatabaseKind[] = postgresUrl && hasPgDump ? ['sqlite', 'postgres'] : ['sqlite'];

const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-backup-test-'));
afterAll(() => fs.rmSync(temporary, { recursive: true, force: true }));

/** pg_dump copies a whole database, so PostgreSQL tests work in a database of their own. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `restaurant_backup_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

describe.each(KINDS)('a backup of %s', (kind) => {
  it('taken under concurrent writes through the API restores every write acknowledged before it began', async () => {
    const own = kind === 'postgres' ? await createPostgresDatabase() : undefined;
    const t = await createTestApp(kind, own ? { DATABASE_URL: own.url } : {});
    try {
      // Bulk, so that the copy takes long enough for writes to land while it runs.
      const bulk = 'x'.repeat(180);
      for (let i = 0; i < 10_000; i += 100) {
        await t.db
          .insertInto('categories')
          .values(
            Array.from({ length: 100 }, (_, j) => ({
              type: 'Food' as const,
              sortOrder: 0,
              nameHu: `${bulk}${i + j}`,
              nameEn: `${bulk}${i + j}`,
              nameDe: `${bulk}${i + j}`,
            })),
          )
          .execute();
      }
      const token = await t.login();
      type Phase = 'before' | 'during' | 'after';
      let phase = 'before' as Phase;
      const acknowledged: Record<Phase, number[]> = { before: [], during: [], after: [] };
      let failures = 0;
      let stop = false;
      let n = 0;
      const writer = async () => {
        while (!stop) {
          const response = await t.as(token, {
            method: 'POST',
            url: '/api/categories/type/Food',
            payload: { name: localized(`write ${n++}`) },
          });
          if (response.statusCode === 201) acknowledged[phase].push(response.json().id);
          else failures++;
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      while (acknowledged.before.length < 40) await new Promise((r) => setTimeout(r, 5));

      const file = path.join(temporary, `under-writes.${kind === 'sqlite' ? 'db' : 'dump'}`);
      phase = 'during';
      await backupDatabase(t.config.database, file);
      phase = 'after';
      while (acknowledged.after.length < 20) await new Promise((r) => setTimeout(r, 5));
      stop = true;
      await Promise.all(writers);

      expect(failures).toBe(0);
      expect(acknowledged.during.length).toBeGreaterThan(0);

      await t.app.close();
      await restoreDatabase(t.config.database, file);
      const restoredDb = createDatabase(t.config.database);
      const categories = await categoryRepository.findByType(restoredDb, 'Food');
      const restored = new Set(categories.map((c) => c.id));
      await restoredDb.destroy();

      for (const id of acknowledged.before) expect(restored.has(id)).toBe(true);
      for (const id of acknowledged.after) expect(restored.has(id)).toBe(false);
      expect(restored.size).toBeGreaterThanOrEqual(10_000 + acknowledged.before.length);
    } finally {
      await t.close().catch(() => undefined);
      await own?.drop();
    }
  }, 120_000);
});

describe('automatic backups', () => {
  const dir = path.join(temporary, 'automatic');
  const database = { kind: 'sqlite' as const, file: path.join(temporary, 'automatic.db') };
  const options = { database, dir, retentionDays: 14 };
  const DAY = 86_400_000;
  const start = Date.UTC(2027, 0, 10, 3, 0, 0);

  it('takes one a day, keeps them for the retention days and never deletes the newest', async () => {
    const db = createDatabase(database);
    await migrateToLatest(db);
    await allergenRepository.insert(db, { code: '1', name: localized('Gluten') });
    await db.destroy();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a backup');

    const first = await takeDueBackup(options, start);
    expect(first).toBe(path.join(dir, 'restaurant-20270110-030000Z.db'));
    expect(fs.statSync(first!).mode & 0o777).toBe(0o600);
    expect(await takeDueBackup(options, start + DAY - 60_000)).toBeNull();
    for (let day = 1; day <= 20; day++) await takeDueBackup(options, start + day * DAY);

    const kept = listBackups(dir).map((b) => path.basename(b.file));
    expect(kept).toHaveLength(15);
    expect(kept[0]).toBe('restaurant-20270130-030000Z.db');
    expect(kept.at(-1)).toBe('restaurant-20270116-030000Z.db');
    expect(fs.existsSync(path.join(dir, 'notes.txt'))).toBe(true);

    // A server stopped for two months whose backup then fails still has its last backup.
    const back = start + 80 * DAY;
    fs.rmSync(database.file);
    await expect(takeDueBackup(options, back)).rejects.toThrow('does not exist');
    expect(pruneBackups(dir, 14, back)).toHaveLength(14);
    expect(fs.readdirSync(dir).sort()).toEqual(['notes.txt', 'restaurant-20270130-030000Z.db']);
  });
});

describe('npm run db:backup and db:restore', () => {
  const dataDir = path.join(temporary, 'cli');
  const env = { PATH: process.env.PATH, DATA_DIR: dataDir, INIT_CWD: temporary };
  const cli = (...args: string[]) =>
    run(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/cli/backup.ts', ...args], {
      cwd: SERVER_DIR,
      env,
    });
  const names = async () => {
    const db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'restaurant.db') });
    const all = await allergenRepository.findAll(db);
    await db.destroy();
    return all.map((a) => a.name.en);
  };

  it('writes a backup to a path relative to where the command ran and restores it only when confirmed', async () => {
    const db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'restaurant.db') });
    await migrateToLatest(db);
    await allergenRepository.insert(db, { code: 'K', name: localized('Kept') });
    await db.destroy();

    const backedUp = await cli('backup', '--out', 'manual.db');
    expect(backedUp.stdout).toContain(path.join(temporary, 'manual.db'));

    const later = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'restaurant.db') });
    await allergenRepository.insert(later, { code: 'L', name: localized('Later') });
    await later.destroy();

    const refused = await cli('restore', 'manual.db').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain('confirm with --yes');
    expect(await names()).toEqual(['Kept en', 'Later en']);

    const restored = await cli('restore', 'manual.db', '--yes');
    expect(restored.stdout).toContain('Restored');
    expect(await names()).toEqual(['Kept en']);
    const safety = listBackups(path.join(dataDir, 'backups'));
    expect(safety).toHaveLength(1);
    expect(safety[0]!.file).toMatch(/-before-restore\.db$/);
  }, 60_000);

  it('refuses to restore a file that is not a backup of the configured database', async () => {
    fs.writeFileSync(path.join(temporary, 'not-a-backup.db'), 'hello');
    const refused = await cli('restore', 'not-a-backup.db', '--yes').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain('is not an SQLite database');
  }, 60_000);
});

describe('what db:backup and db:restore refuse', () => {
  type Failure = { code: number; stderr: string };
  const cli = (env: Record<string, string>, args: string[], options: { uid?: number } = {}) =>
    run(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/cli/backup.ts', ...args], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH!, INIT_CWD: temporary, ...env },
      ...options,
    });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: Failure) => e,
    );

  it('refuses a restore while the server runs on the SQLite file, and says how to stop it', async () => {
    const dataDir = path.join(temporary, 'serving');
    const file = path.join(dataDir, 'restaurant.db');
    const db = createDatabase({ kind: 'sqlite', file });
    await migrateToLatest(db);
    await db.destroy();
    await cli({ DATA_DIR: dataDir }, ['backup', '--out', 'serving.db']);

    const unmark = markServing({ kind: 'sqlite', file });
    const refused = await failure(cli({ DATA_DIR: dataDir }, ['restore', 'serving.db', '--yes']));
    unmark();
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain(`The server (process ${process.pid}) is running on ${file}`);
    expect(refused?.stderr).toContain('systemctl stop restaurant');
    expect(refused?.stderr).toContain('Nothing was changed.');
    expect(listBackups(path.join(dataDir, 'backups'))).toEqual([]);

    const restored = await cli({ DATA_DIR: dataDir }, ['restore', 'serving.db', '--yes']);
    expect(restored.stdout).toContain('Restored');
  }, 60_000);

  it.runIf(KINDS.includes('postgres'))(
    'refuses a restore while another session uses the PostgreSQL database, naming it',
    async () => {
      const database = await createPostgresDatabase();
      const env = { DATA_DIR: path.join(temporary, 'pg-guard'), DATABASE_URL: database.url };
      try {
        const db = createDatabase({ kind: 'postgres', url: database.url });
        await migrateToLatest(db);
        await db.destroy();
        await cli(env, ['backup', '--out', 'pg-guard.dump']);
        const other = new pg.Client({ connectionString: database.url, application_name: 'psql' });
        await other.connect();
        const refused = await failure(cli(env, ['restore', 'pg-guard.dump', '--yes']));
        await other.end();

        expect(refused?.code).toBe(1);
        expect(refused?.stderr).toContain('1 other connection use the database (psql from');
        expect(refused?.stderr).toContain('Stop every instance of the server first');
        const restored = await cli(env, ['restore', 'pg-guard.dump', '--yes']);
        expect(restored.stdout).toContain('Restored');
      } finally {
        await database.drop();
      }
    },
    60_000,
  );

  it('refuses a backup to a folder its user cannot write before touching the database, with the reason', async () => {
    const locked = path.join(temporary, 'root-only');
    fs.mkdirSync(locked, { mode: 0o755 });
    fs.chmodSync(temporary, 0o755);
    const out = path.join(locked, 'before-upgrade.db');
    const refused = await failure(
      cli({ DATA_DIR: path.join(temporary, 'never-made') }, ['backup', '--out', out], {
        uid: 65534,
      }),
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain(`Cannot write ${out} (EACCES)`);
    expect(refused?.stderr).toContain('the command runs as the user nobody');
    expect(refused?.stderr).toContain('Leave out --out to write into the backups folder');
    expect(fs.readdirSync(locked)).toEqual([]);
    expect(fs.existsSync(path.join(temporary, 'never-made'))).toBe(false);
  }, 60_000);
});
