import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { RestaurantSchema } from '@restaurant/contract/restaurant.ts';
import { createDatabase, type Db } from '#src/db/database.ts';
import { migrateToLatest } from '#src/db/migrate.ts';
import { allergens } from '#src/seed/data/allergens.ts';
import { restaurant } from '#src/seed/data/restaurant.ts';
import { DATABASE_KINDS, type DatabaseKind } from './helpers.ts';

const BEFORE_CODES = '2026-11-22T0000-initial';
const BEFORE_CUISINE = '2026-11-23T1100-restaurant-and-media';
const BEFORE_BRAND = '2026-11-27T0500-reservations';
const BEFORE_DRINKS_DECLARED = '2026-11-27T0720-logo-and-gallery-title';

/** A fresh, empty database of the kind, and a way to throw it away. */
async function emptyDatabase(kind: DatabaseKind): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-migration-'));
    const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'old.db') });
    return {
      db,
      drop: async () => {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.TEST_POSTGRES_URL!;
  const schema = `m_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = createDatabase({ kind: 'postgres', url: base, schema });
  return {
    db,
    drop: async () => {
      await db.destroy();
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop schema ${schema} cascade`);
      await dropper.end();
    },
  };
}

describe.each(DATABASE_KINDS)('migrating an existing database on %s', (kind) => {
  const drops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('gives the EU allergens their Annex II numbers by name and every other allergen a free code', async () => {
    const { db, drop } = await emptyDatabase(kind);
    drops.push(drop);
    await migrateToLatest(db, BEFORE_CODES);
    // Stored in an order of their own, with a restaurant's own allergen among them.
    const old = [...allergens].reverse().map((allergen) => allergen.name);
    old.splice(3, 0, { hu: 'Zab', en: 'Oats', de: 'Hafer' });
    for (const name of old) {
      await db
        .insertInto('allergens')
        .values({ nameHu: name.hu, nameEn: name.en, nameDe: name.de } as never)
        .execute();
    }

    await migrateToLatest(db);

    const rows = await db.selectFrom('allergens').select(['code', 'nameEn']).execute();
    const codeOf = (english: string) => rows.find((row) => row.nameEn === english)?.code;
    for (const allergen of allergens) expect(codeOf(allergen.name.en)).toBe(allergen.code);
    expect(codeOf('Oats')).toBe('15');
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
  });

  /** Stores a profile in a database migrated up to `target`, migrates it fully and reads it back. */
  async function migrateProfile(target: string, stored: object): Promise<unknown> {
    const { db, drop } = await emptyDatabase(kind);
    drops.push(drop);
    await migrateToLatest(db, target);
    await db
      .insertInto('settings')
      .values({ key: 'restaurant', value: JSON.stringify(stored) })
      .execute();
    await migrateToLatest(db);
    const row = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'restaurant')
      .executeTakeFirstOrThrow();
    return RestaurantSchema.parse(JSON.parse(row.value));
  }

  it('keeps a stored restaurant profile and adds the cuisine and price range as not stated', async () => {
    const {
      servesCuisine: _cuisine,
      priceRange: _range,
      galleryTitle,
      ...old
    } = { ...restaurant, heroMediaId: null };
    expect(await migrateProfile(BEFORE_CUISINE, old)).toEqual({
      ...old,
      servesCuisine: null,
      priceRange: null,
      galleryTitle,
      logoMediaId: null,
    });
  });

  it("gives a stored profile the gallery's heading the site showed and no logo, keeping the rest", async () => {
    const { galleryTitle, ...old } = { ...restaurant, heroMediaId: 3 };
    expect(await migrateProfile(BEFORE_BRAND, old)).toEqual({
      ...old,
      galleryTitle,
      logoMediaId: null,
    });
    expect(galleryTitle.en).toBe('Moments from the bistro');
  });

  it('counts a stored drink that lists allergens as having given them, and one without as not', async () => {
    const { db, drop } = await emptyDatabase(kind);
    drops.push(drop);
    await migrateToLatest(db, BEFORE_DRINKS_DECLARED);
    const names = (text: string) => ({ nameHu: text, nameEn: text, nameDe: text });
    const insert = async (table: 'allergens' | 'categories' | 'drinks', values: object) =>
      (
        await db
          .insertInto(table)
          .values(values as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const sulphites = await insert('allergens', { ...names('Sulphites'), code: '12' });
    const wines = await insert('categories', { ...names('Wines'), type: 'Drink', sortOrder: 0 });
    const drink = { categoryId: wines, sortOrder: 0 };
    const wine = await insert('drinks', { ...drink, ...names('Wine') });
    const water = await insert('drinks', { ...drink, ...names('Water') });
    await db
      .insertInto('drinkAllergens')
      .values({ drinkId: wine, allergenId: sulphites })
      .execute();

    await migrateToLatest(db);

    const rows = await db.selectFrom('drinks').select(['id', 'allergensDeclared']).execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, Number(row.allergensDeclared)]))).toEqual({
      [wine]: 1,
      [water]: 0,
    });
  });
});
