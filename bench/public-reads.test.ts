import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { LIVE_READS, PUBLIC_READS } from './public-reads.ts';

it('loads every cached public read of the API that the server has, and none it lacks', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-reads-'));
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: path.join(dataDir, 'restaurant.db'),
      LOG_LEVEL: 'silent',
    }),
  );
  try {
    const reads = app.routeTable
      .filter((route) => route.public && route.method === 'GET')
      .map((route) => route.url)
      .filter((url) => !LIVE_READS.has(url));
    expect(Object.keys(PUBLIC_READS).sort()).toEqual(reads.sort());
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
