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
