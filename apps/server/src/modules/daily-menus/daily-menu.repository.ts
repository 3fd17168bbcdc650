import type { DailyMenu, DailyMenuItem } from '@restaurant/contract/daily-menu.ts';
import type { Db } from '#src/db/database.ts';
import * as menuItemRepository from '#src/modules/menu-items/menu-item.repository.ts';

export function toDailyMenuItem(item: menuItemRepository.MenuItem): DailyMenuItem {
  const { parentId, ...rest } = item;
  return { ...rest, dailyMenuId: parentId };
}

async function find(db: Db, where: { id?: number; from?: string; to?: string }) {
  let query = db.selectFrom('dailyMenus').select(['id', 'date']).orderBy('date');
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  if (where.from !== undefined) query = query.where('date', '>=', where.from);
  if (where.to !== undefined) query = query.where('date', '<=', where.to);
  const menus = await query.execute();
  const items = await menuItemRepository.findByParents(
    db,
    'daily',
    menus.map((menu) => menu.id),
  );
  return menus.map((menu): DailyMenu => ({
    ...menu,
    items: items.filter((item) => item.parentId === menu.id).map(toDailyMenuItem),
  }));
}

/** The menus from one date to another (both included, either open), by date. */
export async function findBetween(
  db: Db,
  range: { from?: string; to?: string },
): Promise<DailyMenu[]> {
  return find(db, range);
}

/** The menus nearest the date: the last one on or before it and the first one after it. */
export async function findAround(db: Db, date: string): Promise<DailyMenu[]> {
  const [before, after] = await Promise.all([
    db
      .selectFrom('dailyMenus')
      .select('date')
      .where('date', '<=', date)
      .orderBy('date', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('dailyMenus')
      .select('date')
      .where('date', '>', date)
      .orderBy('date')
      .limit(1)
      .executeTakeFirst(),
  ]);
  if (!before && !after) return [];
  return find(db, { from: before?.date ?? date, to: after?.date ?? date });
}

export async function findById(db: Db, id: number): Promise<DailyMenu | undefined> {
  return (await find(db, { id }))[0];
}

/** Which of the dates already have a menu, in order. */
export async function findTakenDates(db: Db, dates: string[]): Promise<string[]> {
  if (dates.length === 0) return [];
  const rows = await db
    .selectFrom('dailyMenus')
    .select('date')
    .where('date', 'in', dates)
    .orderBy('date')
    .execute();
  return rows.map((row) => row.date);
}

export async function exists(db: Db, id: number): Promise<boolean> {
  return Boolean(
    await db.selectFrom('dailyMenus').select('id').where('id', '=', id).executeTakeFirst(),
  );
}

/** Stores an empty menu for the date (the date is unique: a second one fails). */
export async function insert(db: Db, date: string): Promise<DailyMenu> {
  const row = await db
    .insertInto('dailyMenus')
    .values({ date })
    .returning(['id', 'date'])
    .executeTakeFirstOrThrow();
  return { ...row, items: [] };
}

/** Deletes the menu; its items go with it (ON DELETE CASCADE). */
export async function remove(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('dailyMenus').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
