import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { createDatabase } from '#src/db/database.ts';
import { DATABASE_KINDS, createTestApp, preparePostgres, type TestApp } from './helpers.ts';

const run = promisify(execFile);
const SERVER_DIR = path.join(import.meta.dirname, '..');

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.each(DATABASE_KINDS)('several instances on %s', (kind) => {
  it('store the demo content once when three start at once on an empty database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-instances-'));
    const postgres = kind === 'postgres' ? await preparePostgres() : undefined;
    cleanups.push(async () => {
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? path.join(dataDir, 'shared.db'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
    });

    const apps = await Promise.all([buildApp(config), buildApp(config), buildApp(config)]);
    cleanups.push(() => Promise.all(apps.map((app) => app.close())).then(() => undefined));

    const db = createDatabase(config.database);
    cleanups.push(() => db.destroy());
    const codes = await db.selectFrom('allergens').select('code').orderBy('code').execute();
    expect(codes).toHaveLength(14);
    expect(new Set(codes.map((row) => row.code)).size).toBe(14);
    for (const app of apps) {
      expect((await app.inject({ url: '/api/allergens' })).json()).toHaveLength(14);
    }
  }, 240_000);

  it('show a command-line change on their next request a second after it, though they keep answers', async () => {
    const t: TestApp = await createTestApp(kind, { SEED_DEMO: 'false' });
    cleanups.push(() => t.close());
    const read = async () =>
      (await t.app.inject({ url: '/api/allergens' })).json<Array<{ code: string }>>();
    expect(await read()).toEqual([]);
    expect(await read()).toEqual([]);

    const env = {
      PATH: process.env.PATH,
      DATA_DIR: t.dataDir,
      DATABASE_URL:
        t.config.database.kind === 'postgres' ? t.config.database.url : t.config.database.file,
    };
    const seeded = await run(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'src/cli/db.ts', 'seed'],
      { cwd: SERVER_DIR, env },
    );
    expect(seeded.stdout).toContain('Demo content stored');

    t.clock.now += 999;
    expect(await read()).toEqual([]);
    t.clock.now += 1;
    expect(await read()).toHaveLength(14);
  }, 180_000);
});
