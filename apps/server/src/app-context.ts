import type { Config } from '#src/config.ts';
import type { Context } from '#src/context.ts';
import type { Db } from '#src/db/database.ts';
import { loadSecrets } from '#src/lib/secrets.ts';
import { findRestaurant } from '#src/modules/restaurant/restaurant.service.ts';

/** The context the server and the command line work with, on the given database. */
export function createContext(config: Config, db: Db, now: () => number = Date.now): Context {
  const ctx: Context = Object.freeze({
    config,
    db,
    secrets: loadSecrets(config),
    now,
    restaurantName: async () => (await findRestaurant(ctx))?.name ?? null,
  });
  return ctx;
}
