import pg from 'pg';

/**
 * Gives each Vitest worker a PostgreSQL database of its own, beside the one TEST_POSTGRES_URL
 * names (`<name>_w<worker>`, made on first use and kept for the next run), and points
 * TEST_POSTGRES_URL at it. Schemas already keep the tests' tables apart; what a schema does not
 * keep apart is database-wide: advisory locks, LISTEN/NOTIFY channels and the sessions other
 * instances see. With a database per worker, files in parallel workers never meet there.
 */
async function useWorkerDatabase(): Promise<void> {
  const given = process.env.TEST_POSTGRES_URL;
  const worker = process.env.VITEST_POOL_ID;
  if (!given || !worker) return;
  const url = new URL(given);
  const base = url.pathname.slice(1);
  const suffix = `_w${worker}`;
  if (base.endsWith(suffix)) return;
  const name = `${base}${suffix}`;
  const admin = new pg.Client({ connectionString: given });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  process.env.TEST_POSTGRES_URL = url.toString();
}

await useWorkerDatabase();
