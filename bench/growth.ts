import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { addDays, dateIn, weekOf } from '@restaurant/contract/calendar.ts';
import { createContext } from '../apps/server/src/app-context.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase, type Db } from '../apps/server/src/db/database.ts';
import { generateTotp } from '../apps/server/src/lib/totp.ts';
import { createUser } from '../apps/server/src/modules/auth/admin-user.service.ts';

/** Three years of a restaurant's history, as issue 16 describes it. */
export const HISTORY = {
  days: 1_100,
  itemsPerMenu: 3,
  offers: 150,
  dishes: 300,
  auditEntries: 20_000,
};
/** Audit entries are kept for two years (AUDIT_RETENTION_DAYS); these span the last 694 days. */
const AUDIT_SPACING_MS = 3_000_000;
const SAMPLES = 21;
/** Asked for as a browser asks, so that the time includes compressing the answer. */
const AS_A_BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const TIME_ZONE = 'Europe/Budapest';

export type GrowthFigure = { demoMs: number; grownMs: number; ratio: number };
export type Growth = {
  history: typeof HISTORY;
  /** History and a menu of 300 dishes; `perDishUs` is what each dish added to the demo's adds. */
  menuPage: GrowthFigure & { demoKB: number; grownKB: number; perDishUs: number };
  weekApi: GrowthFigure;
  /** The history alone, with the demo's menu: what a long-running restaurant's data adds. */
  historyOnly: { menuPage: GrowthFigure; weekApi: GrowthFigure };
};

/** The demo content; three years of history with the demo's menu; both and a menu of 300 dishes. */
type Content = 'demo' | 'history' | 'grown';

const text = (label: string) => ({ nameHu: label, nameEn: `${label} en`, nameDe: `${label} de` });
const described = (label: string) => ({
  ...text(label),
  descriptionHu: `${label}, a konyha leírása`,
  descriptionEn: `${label}, as the kitchen describes it`,
  descriptionDe: `${label}, wie die Küche es beschreibt`,
});

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 100) {
    await insert(rows.slice(start, start + 100));
  }
}

/**
 * Adds daily menus and offers for the years before today and, if asked, dishes up to
 * HISTORY.dishes. Answers how many dishes it added.
 */
export async function addHistory(db: Db, today: string, withDishes = true): Promise<number> {
  const categories = await db
    .selectFrom('categories')
    .select('id')
    .where('type', '=', 'Food')
    .execute();
  const allergens = (await db.selectFrom('allergens').select('id').execute()).map((a) => a.id);
  const { count } = await db
    .selectFrom('foods')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const added = withDishes ? HISTORY.dishes - Number(count) : 0;
  const dishes = Array.from({ length: added }, (_, index) => ({
    categoryId: categories[index % categories.length]!.id,
    price: 1_990 + (index % 20) * 100,
    sortOrder: 1_000 + index,
    ...described(`Étel ${index}`),
  }));
  await inChunks(dishes, (chunk) => db.insertInto('foods').values(chunk).execute());

  const { monday } = weekOf(today);
  const taken = new Set(
    (await db.selectFrom('dailyMenus').select('date').execute()).map((m) => m.date),
  );
  const dates = Array.from({ length: HISTORY.days }, (_, day) => addDays(monday, -1 - day)).filter(
    (date) => !taken.has(date),
  );
  await inChunks(dates, (chunk) =>
    db
      .insertInto('dailyMenus')
      .values(chunk.map((date) => ({ date })))
      .execute(),
  );
  const menus = await db.selectFrom('dailyMenus').select('id').where('date', '<', monday).execute();
  const items = menus.flatMap((menu) =>
    Array.from({ length: HISTORY.itemsPerMenu }, (_, position) => ({
      dailyMenuId: menu.id,
      price: 2_490,
      sortOrder: position,
      ...described(`Napi ${menu.id}-${position}`),
    })),
  );
  await inChunks(items, (chunk) => db.insertInto('dailyMenuItems').values(chunk).execute());
  const itemIds = await db
    .selectFrom('dailyMenuItems')
    .innerJoin('dailyMenus', 'dailyMenus.id', 'dailyMenuItems.dailyMenuId')
    .select('dailyMenuItems.id')
    .where('dailyMenus.date', '<', monday)
    .execute();
  await inChunks(
    itemIds.map((item, index) => ({
      dailyMenuItemId: item.id,
      allergenId: allergens[index % allergens.length]!,
    })),
    (chunk) => db.insertInto('dailyMenuItemAllergens').values(chunk).execute(),
  );
  const offers = Array.from({ length: HISTORY.offers }, (_, index) => ({
    startDate: addDays(monday, -7 * (index + 2)),
    endDate: addDays(monday, -7 * (index + 2) + 5),
    featured: index % 10 === 0 ? 1 : 0,
    ...text(`Ajánlat ${index}`),
  }));
  await inChunks(offers, (chunk) => db.insertInto('offers').values(chunk).execute());
  const offerIds = await db.selectFrom('offers').select('id').execute();
  const offerItems = offerIds.flatMap((offer) =>
    [0, 1, 2].map((position) => ({
      offerId: offer.id,
      price: 3_490,
      sortOrder: position,
      ...described(`Ajánlat ${offer.id}-${position}`),
    })),
  );
  await inChunks(offerItems, (chunk) => db.insertInto('offerItems').values(chunk).execute());
  const changes = JSON.stringify([{ field: 'price', before: 2_490, after: 2_590 }]);
  const entries = Array.from({ length: HISTORY.auditEntries }, (_, index) => ({
    at: Date.parse(`${today}T11:00:00Z`) - index * AUDIT_SPACING_MS,
    userId: null,
    username: 'bench',
    action: 'update',
    entity: 'food',
    entityId: String(1 + (index % HISTORY.dishes)),
    label: 'Étel',
    changes,
  }));
  await inChunks(entries, (chunk) => db.insertInto('auditLog').values(chunk).execute());
  return added;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Instance = {
  app: FastifyInstance;
  /** Dishes added to the demo's menu. */
  dishesAdded: number;
  /** Saves an allergen unchanged: a write, so that the next read is not answered from memory. */
  write: () => Promise<void>;
  close: () => Promise<void>;
};

/** A server in this process on a fresh SQLite file with the given content. */
async function start(content: Content, now: number): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-growth-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: path.join(dataDir, 'restaurant.db'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
  });
  const db = createDatabase(config.database);
  let app = await buildApp(config);
  let dishesAdded = 0;
  if (content !== 'demo') {
    await app.close();
    dishesAdded = await addHistory(db, dateIn(TIME_ZONE, now), content === 'grown');
    app = await buildApp(config);
  }
  const admin = { username: 'bench', password: 'a long quiet evening password' };
  const { totpSecret } = await createUser(
    createContext(config, db, () => now),
    { ...admin, name: null },
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { ...admin, twoFactorCode: generateTotp(totpSecret, Date.now()) },
  });
  const { token } = login.json<{ token: string }>();
  const [allergen] = (await app.inject({ url: '/api/allergens' })).json<
    Array<{ id: number; name: Record<string, string> }>
  >();
  return {
    app,
    dishesAdded,
    write: async () => {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/allergens/${allergen!.id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { name: allergen!.name },
      });
      if (response.statusCode !== 200) throw new Error(`The write failed: ${response.body}`);
    },
    close: async () => {
      await app.close();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The median time of an uncached answer on each instance, the two taken in turn so that what
 * else the machine does weighs on both alike. Before each timed read a write starts a new
 * content version, as a real edit would.
 */
async function timeUncached(instances: Instance[], url: string): Promise<number[]> {
  const samples = instances.map((): number[] => []);
  for (let sample = 0; sample < SAMPLES + 2; sample++) {
    for (const [index, instance] of instances.entries()) {
      await instance.write();
      const started = performance.now();
      const response = await instance.app.inject({ url, headers: AS_A_BROWSER });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      // The first answers warm up the code paths.
      if (sample >= 2) samples[index]!.push(elapsed);
    }
  }
  return samples.map(median);
}

/** The size of an answer before compression, in KB. */
async function sizeKB(instance: Instance, url: string): Promise<number> {
  const response = await instance.app.inject({ url });
  return Number((response.rawPayload.length / 1024).toFixed(1));
}

const figure = (demoMs: number, grownMs: number): GrowthFigure => ({
  demoMs: Number(demoMs.toFixed(2)),
  grownMs: Number(grownMs.toFixed(2)),
  ratio: Number((grownMs / demoMs).toFixed(2)),
});

/**
 * The uncached /menu and admin week read on the demo data, on three years of history with the
 * demo's menu, and on that history with a menu of 300 dishes.
 */
export async function measureGrowth(): Promise<Growth> {
  const now = Date.now();
  const instances = [
    await start('demo', now),
    await start('history', now),
    await start('grown', now),
  ];
  try {
    const { monday } = weekOf(dateIn(TIME_ZONE, now));
    const week = `/api/dailyMenus?from=${monday}&to=${addDays(monday, 6)}`;
    const menu = await timeUncached(instances, '/menu?lang=hu');
    const weekRead = await timeUncached(instances, week);
    const [demoMenu, historyMenu, grownMenu] = menu as [number, number, number];
    const [demoWeek, historyWeek, grownWeek] = weekRead as [number, number, number];
    return {
      history: HISTORY,
      menuPage: {
        ...figure(demoMenu, grownMenu),
        demoKB: await sizeKB(instances[0]!, '/menu?lang=hu'),
        grownKB: await sizeKB(instances[2]!, '/menu?lang=hu'),
        perDishUs: Math.round(((grownMenu - historyMenu) * 1000) / instances[2]!.dishesAdded),
      },
      weekApi: figure(demoWeek, grownWeek),
      historyOnly: {
        menuPage: figure(demoMenu, historyMenu),
        weekApi: figure(demoWeek, historyWeek),
      },
    };
  } finally {
    for (const instance of instances) await instance.close();
  }
}
