import type { Context } from '#src/context.ts';
import type { Db } from '#src/db/database.ts';
import { recordContentChange } from '#src/db/content-version.ts';
import { lockFor, unitOfWork } from '#src/db/unit-of-work.ts';
import { addDays, dateIn, weekOf } from '@restaurant/contract/calendar.ts';
import * as allergenRepository from '#src/modules/allergens/allergen.repository.ts';
import * as categoryRepository from '#src/modules/categories/category.repository.ts';
import * as dailyMenuRepository from '#src/modules/daily-menus/daily-menu.repository.ts';
import { createDrink } from '#src/modules/drinks/drink-save.service.ts';
import { createFood } from '#src/modules/foods/food.service.ts';
import { createItem } from '#src/modules/menu-items/menu-item.service.ts';
import { createOffer } from '#src/modules/offers/offer.service.ts';
import { allergens } from '#src/seed/data/allergens.ts';
import { dailyMenus } from '#src/seed/data/daily-menus.ts';
import { drinkCategories } from '#src/seed/data/drinks.ts';
import { foodCategories } from '#src/seed/data/foods.ts';
import { offers } from '#src/seed/data/offers.ts';
import { seedRestaurant } from '#src/seed/seed-restaurant.ts';

/** True when no content (allergens, categories, menus, offers) has been stored yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const tables = ['allergens', 'categories', 'dailyMenus', 'offers'] as const;
  for (const table of tables) {
    if (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) return false;
  }
  return true;
}

/**
 * Stores the demo content when the database has none, in one transaction under a lock, so that
 * of several instances starting at once on an empty database one stores it and the others find
 * it stored. Answers whether it stored it.
 */
export async function seedIfEmpty(ctx: Context): Promise<boolean> {
  return unitOfWork(ctx.db, async () => {
    await lockFor(ctx.db, 'seed-demo-content');
    if (!(await isEmpty(ctx.db))) return false;
    await seedDemoContent(ctx);
    await recordContentChange(ctx.db);
    return true;
  });
}

/**
 * Stores the demo restaurant: its profile, hours and pictures, allergens, menu, drinks, this
 * week's daily menus and two offers.
 */
export async function seedDemoContent(ctx: Context): Promise<void> {
  const now = ctx.now();
  const timeZone = ctx.config.timeZone;
  await seedRestaurant(ctx, now);
  const allergenIds = new Map<string, number>();
  for (const allergen of allergens) {
    allergenIds.set(allergen.key, (await allergenRepository.insert(ctx.db, allergen)).id);
  }
  const idsOf = (keys: string[]) => keys.map((key) => allergenIds.get(key)!);

  for (const [index, category] of foodCategories.entries()) {
    const { id } = await categoryRepository.insert(ctx.db, 'Food', {
      name: category.name,
      sortOrder: index * 10,
    });
    for (const [position, food] of category.foods.entries()) {
      await createFood(ctx, id, {
        ...food,
        allergenIds: idsOf(food.allergens),
        dietTags: food.dietTags ?? [],
        sortOrder: position * 10,
      });
    }
  }

  for (const [index, category] of drinkCategories.entries()) {
    const { id } = await categoryRepository.insert(ctx.db, 'Drink', {
      name: category.name,
      sortOrder: index * 10,
    });
    for (const [position, drink] of category.drinks.entries()) {
      await createDrink(ctx, id, {
        ...drink,
        allergenIds: idsOf(drink.allergens ?? []),
        dietTags: drink.dietTags ?? [],
        sortOrder: position * 10,
      });
    }
  }

  const { monday } = weekOf(dateIn(timeZone, now));
  for (const [day, menu] of dailyMenus.entries()) {
    // From Tuesday: Monday is the closing day.
    const { id } = await dailyMenuRepository.insert(ctx.db, addDays(monday, day + 1));
    for (const item of menu.items) {
      await createItem(ctx, 'daily', id, {
        ...item,
        allergenIds: idsOf(item.allergens),
        dietTags: item.dietTags ?? [],
      });
    }
  }

  const today = dateIn(timeZone, now);
  for (const offer of offers) {
    const { id } = await createOffer(ctx, {
      name: offer.name,
      featured: offer.featured,
      startDate: addDays(today, offer.startOffsetDays),
      endDate: addDays(today, offer.endOffsetDays),
    });
    for (const item of offer.items) {
      await createItem(ctx, 'offer', id, {
        ...item,
        allergenIds: idsOf(item.allergens),
        dietTags: item.dietTags ?? [],
      });
    }
  }
}
