import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/database.ts';
import type { Secrets } from '#src/lib/secrets.ts';

/** What every module is built with; tests pass their own clock. */
export type Context = Readonly<{
  config: Config;
  db: Db;
  secrets: Secrets;
  now: () => number;
}>;
