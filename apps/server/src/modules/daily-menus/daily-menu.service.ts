import { addDays, daysBetween, weekOf } from '@restaurant/contract/calendar.ts';
import type { DailyMenu } from '@restaurant/contract/daily-menu.ts';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { isUniqueViolation } from '#src/db/errors.ts';
import { ConflictError } from '#src/lib/errors.ts';
import * as dailyMenuRepository from '#src/modules/daily-menus/daily-menu.repository.ts';
import { findFoods } from '#src/modules/foods/food.service.ts';
import { copyItems } from '#src/modules/menu-items/menu-item.service.ts';

/**
 * The menus as the public pages and the public API show them. This week's earlier days keep what
 * was served, but the page that shows them shows the carte too: there an item made from a dish of
 * the carte tells the dish's texts, allergens and diet tags, so that no read ever shows one dish
 * with two sets of allergens. Earlier weeks stay as they were served.
 */
export async function asShown(
  ctx: Context,
  menus: DailyMenu[],
  today: string,
): Promise<DailyMenu[]> {
  const { monday } = weekOf(today);
  const follows = (menu: DailyMenu) => menu.date >= monday && menu.date < today;
  const linked = menus.some(
    (menu) => follows(menu) && menu.items.some((item) => item.foodId !== null),
  );
  if (!linked) return menus;
  const foods = new Map((await findFoods(ctx)).map((food) => [food.id, food]));
  return menus.map((menu) =>
    follows(menu)
      ? {
          ...menu,
          items: menu.items.map((item) => {
            const food = item.foodId === null ? undefined : foods.get(item.foodId);
            if (!food) return item;
            const { name, description, allergens, allergensDeclared, dietTags } = food;
            return { ...item, name, description, allergens, allergensDeclared, dietTags };
          }),
        }
      : menu,
  );
}

/** The menus of the days from `from` to `to`, both included, by date, as they are shown today. */
export async function findMenusBetween(
  ctx: Context,
  range: { from?: string | undefined; to?: string | undefined },
  today: string,
): Promise<DailyMenu[]> {
  return asShown(ctx, await dailyMenuRepository.findBetween(ctx.db, range), today);
}

/** The last menu on or before the date and the first after it, as they are shown today. */
export async function findMenusAround(
  ctx: Context,
  date: string,
  today: string,
): Promise<DailyMenu[]> {
  return asShown(ctx, await dailyMenuRepository.findAround(ctx.db, date), today);
}

/** An empty menu for the date; a ConflictError when the date already has one. */
export async function createMenu(ctx: Context, date: string): Promise<DailyMenu> {
  try {
    return await dailyMenuRepository.insert(ctx.db, date);
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
export function copyMenu(ctx: Context, id: number, date: string): Promise<DailyMenu | undefined> {
  return inTransaction(ctx, async (tx) => {
    if (!(await dailyMenuRepository.exists(tx.db, id))) return undefined;
    const target = await createMenu(tx, date);
    await copyItems(tx, 'daily', id, target.id);
    return dailyMenuRepository.findById(tx.db, target.id);
  });
}

/**
 * Copies each menu of the Monday-to-Sunday week from `from` to the same weekday of the week from
 * `to`, in one transaction, and returns the new menus. When any day that would receive a copy
 * already has a menu, nothing is copied and a ConflictError names those days.
 */
export function copyWeek(ctx: Context, from: string, to: string): Promise<DailyMenu[]> {
  return inTransaction(ctx, async (tx) => {
    const source = await dailyMenuRepository.findBetween(tx.db, { from, to: addDays(from, 6) });
    const shift = daysBetween(from, to);
    const targetDates = source.map((menu) => addDays(menu.date, shift));
    if (targetDates.length === 0) return [];
    const taken = await dailyMenuRepository.findTakenDates(tx.db, targetDates);
    if (taken.length > 0) {
      throw new ConflictError(
        `Daily menus already exist for ${taken.join(', ')}; nothing was copied.`,
      );
    }
    for (const menu of source) {
      const target = await dailyMenuRepository.insert(tx.db, addDays(menu.date, shift));
      await copyItems(tx, 'daily', menu.id, target.id);
    }
    const created = new Set(targetDates);
    const week = await dailyMenuRepository.findBetween(tx.db, { from: to, to: addDays(to, 6) });
    return week.filter((menu) => created.has(menu.date));
  });
}
