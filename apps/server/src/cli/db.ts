import { sql } from 'kysely';
import { createContext } from '#src/app-context.ts';
import { loadConfig } from '#src/config.ts';
import { createDatabase } from '#src/db/database.ts';
import { recordContentChange } from '#src/db/content-version.ts';
import { migrateToLatest } from '#src/db/migrate.ts';
import { underStartLock } from '#src/db/start-lock.ts';
import { seedIfEmpty } from '#src/seed/seed.ts';

const CONTENT_TABLES = [
  'settings',
  'media_files',
  'media',
  'offer_items',
  'offers',
  'daily_menu_item_allergens',
  'daily_menu_items',
  'daily_menus',
  'drink_variants',
  'drinks',
  'food_allergens',
  'foods',
  'categories',
  'allergens',
];

const command = process.argv[2];
const config = loadConfig();
const db = createDatabase(config.database);

try {
  await underStartLock(config.database, () => migrateToLatest(db));
  if (command === 'reset') {
    // Content only: admin accounts and their sessions stay.
    for (const table of CONTENT_TABLES) await sql`delete from ${sql.table(table)}`.execute(db);
    // Running servers drop the pages they keep within a second.
    await recordContentChange(db);
  } else if (command !== 'seed') {
    throw new Error('Usage: node src/cli/db.ts seed|reset');
  }
  if (await seedIfEmpty(createContext(config, db))) {
    console.log('Demo content stored; running servers show it within a second.');
  } else {
    console.log('The database already has content; nothing was seeded (db:reset replaces it).');
  }
} finally {
  await db.destroy();
}
