import { addDays, daysBetween } from '@restaurant/contract/calendar.ts';
import type { DailyMenu, DailyMenuItem } from '@restaurant/contract/daily-menu.ts';
import type { Db } from '#src/db/database.ts';
import { isUniqueViolation } from '#src/db/errors.ts';
import { ConflictError } from '#src/lib/errors.ts';
import * as itemRepository from '#src/modules/items/item.repository.ts';

export function toDailyMenuItem(item: itemRepository.Item): DailyMenuItem {
  const { parentId, ...rest } = item;
  return { ...rest, dailyMenuId: parentId };
}

async function find(db: Db, where: { id?: number; from?: string; to?: string }) {
  let query = db.selectFrom('dailyMenus').select(['id', 'date']).orderBy('date');
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  if (where.from !== undefined) query = query.where('date', '>=', where.from);
  if (where.to !== undefined) query = query.where('date', '<=', where.to);
  const menus = await query.execute();
  const items = await itemRepository.findByParents(
    db,
    'daily',
    menus.map((menu) => menu.id),
  );
  return menus.map((menu): DailyMenu => ({
    ...menu,
    items: items.filter((item) => item.parentId === menu.id).map(toDailyMenuItem),
  }));
}

export const findBetween = (db: Db, range: { from?: string; to?: string }) => find(db, range);

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
export const findById = async (db: Db, id: number) => (await find(db, { id }))[0];

export async function exists(db: Db, id: number): Promise<boolean> {
  return Boolean(
    await db.selectFrom('dailyMenus').select('id').where('id', '=', id).executeTakeFirst(),
  );
}

export async function insert(db: Db, date: string): Promise<DailyMenu> {
  try {
    const row = await db
      .insertInto('dailyMenus')
      .values({ date })
      .returning(['id', 'date'])
      .executeTakeFirstOrThrow();
    return { ...row, items: [] };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(`A daily menu for ${date} already exists.`);
    throw error;
  }
}

/** Deletes the menu; its items go with it (ON DELETE CASCADE). */
export async function remove(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('dailyMenus').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Copies a menu with its items and their allergens to another date, in one transaction. Undefined
 * when there is no such menu; a ConflictError when the date already has one.
 */
export function copy(db: Db, id: number, date: string): Promise<DailyMenu | undefined> {
  return db.transaction().execute(async (trx) => {
    if (!(await exists(trx, id))) return undefined;
    const target = await insert(trx, date);
    await itemRepository.copyAll(trx, 'daily', id, target.id);
    return findById(trx, target.id);
  });
}

/**
 * Copies each menu of the Monday-to-Sunday week from `from` to the same weekday of the week from
 * `to`, in one transaction, and returns the new menus. When any day that would receive a copy
 * already has a menu, nothing is copied and a ConflictError names those days.
 */
export function copyWeek(db: Db, from: string, to: string): Promise<DailyMenu[]> {
  return db.transaction().execute(async (trx) => {
    const source = await findBetween(trx, { from, to: addDays(from, 6) });
    const shift = daysBetween(from, to);
    const targetDates = source.map((menu) => addDays(menu.date, shift));
    if (targetDates.length === 0) return [];
    const taken = await trx
      .selectFrom('dailyMenus')
      .select('date')
      .where('date', 'in', targetDates)
      .orderBy('date')
      .execute();
    if (taken.length > 0) {
      const dates = taken.map((row) => row.date).join(', ');
      throw new ConflictError(`Daily menus already exist for ${dates}; nothing was copied.`);
    }
    for (const menu of source) {
      const target = await insert(trx, addDays(menu.date, shift));
      await itemRepository.copyAll(trx, 'daily', menu.id, target.id);
    }
    const created = new Set(targetDates);
    const week = await findBetween(trx, { from: to, to: addDays(to, 6) });
    return week.filter((menu) => created.has(menu.date));
  });
}
