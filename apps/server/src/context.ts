import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/database.ts';
import type { Secrets } from '#src/lib/secrets.ts';

/** What every module is built with; tests pass their own clock. */
export type Context = Readonly<{
  config: Config;
  db: Db;
  secrets: Secrets;
  now: () => number;
  /**
   * The restaurant's name as stored (null before a profile is), for the rules of modules below
   * the restaurant's: a password must not contain it.
   */
  restaurantName: () => Promise<string | null>;
}>;
