import { addDays, daysBetween } from '@restaurant/contract/calendar.ts';
import type { DailyMenu } from '@restaurant/contract/daily-menu.ts';
import type { Db } from '#src/db/database.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { isUniqueViolation } from '#src/db/errors.ts';
import { ConflictError } from '#src/lib/errors.ts';
import * as dailyMenuRepository from '#src/modules/daily-menus/daily-menu.repository.ts';
import { copyItems } from '#src/modules/menu-items/menu-item.service.ts';

/** The menus of the days from `from` to `to`, both included, by date. */
export function findMenusBetween(
  db: Db,
  range: { from: string; to: string },
): Promise<DailyMenu[]> {
  return dailyMenuRepository.findBetween(db, range);
}

/** An empty menu for the date; a ConflictError when the date already has one. */
export async function createMenu(db: Db, date: string): Promise<DailyMenu> {
  try {
    return await dailyMenuRepository.insert(db, date);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ConflictError(`A daily menu for ${date} already exists.`);
    }
    throw error;
  }
}

/**
 * Copies a menu with its items and their allergens to another date, in one transaction. Undefined
 * when there is no such menu; a ConflictError when the date already has one.
 */
export function copyMenu(db: Db, id: number, date: string): Promise<DailyMenu | undefined> {
  return inTransaction(db, async (trx) => {
    if (!(await dailyMenuRepository.exists(trx, id))) return undefined;
    const target = await createMenu(trx, date);
    await copyItems(trx, 'daily', id, target.id);
    return dailyMenuRepository.findById(trx, target.id);
  });
}

/**
 * Copies each menu of the Monday-to-Sunday week from `from` to the same weekday of the week from
 * `to`, in one transaction, and returns the new menus. When any day that would receive a copy
 * already has a menu, nothing is copied and a ConflictError names those days.
 */
export function copyWeek(db: Db, from: string, to: string): Promise<DailyMenu[]> {
  return inTransaction(db, async (trx) => {
    const source = await dailyMenuRepository.findBetween(trx, { from, to: addDays(from, 6) });
    const shift = daysBetween(from, to);
    const targetDates = source.map((menu) => addDays(menu.date, shift));
    if (targetDates.length === 0) return [];
    const taken = await dailyMenuRepository.findTakenDates(trx, targetDates);
    if (taken.length > 0) {
      throw new ConflictError(
        `Daily menus already exist for ${taken.join(', ')}; nothing was copied.`,
      );
    }
    for (const menu of source) {
      const target = await dailyMenuRepository.insert(trx, addDays(menu.date, shift));
      await copyItems(trx, 'daily', menu.id, target.id);
    }
    const created = new Set(targetDates);
    const week = await dailyMenuRepository.findBetween(trx, { from: to, to: addDays(to, 6) });
    return week.filter((menu) => created.has(menu.date));
  });
}
