import type { Db } from '#src/db/schema.ts';

/** The content's counts in one statement, with the week's daily menus and today's offers. */
export async function countContent(
  db: Db,
  today: string,
  week: { monday: string; sunday: string },
) {
  const row = await db
    .selectNoFrom((eb) => {
      const categories = (type: 'Food' | 'Drink') =>
        eb
          .selectFrom('categories')
          .select(eb.fn.countAll<number>().as('n'))
          .where('type', '=', type);
      return [
        eb.selectFrom('foods').select(eb.fn.countAll<number>().as('n')).as('foods'),
        eb.selectFrom('drinks').select(eb.fn.countAll<number>().as('n')).as('drinks'),
        eb.selectFrom('allergens').select(eb.fn.countAll<number>().as('n')).as('allergens'),
        categories('Food').as('foodCategories'),
        categories('Drink').as('drinkCategories'),
        eb
          .selectFrom('dailyMenus')
          .select(eb.fn.countAll<number>().as('n'))
          .where('date', '>=', week.monday)
          .where('date', '<=', week.sunday)
          .as('dailyMenusThisWeek'),
        eb
          .selectFrom('offers')
          .select(eb.fn.countAll<number>().as('n'))
          .where('startDate', '<=', today)
          .where('endDate', '>=', today)
          .as('runningOffers'),
      ];
    })
    .executeTakeFirstOrThrow();
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, Number(value)]),
  ) as Record<keyof typeof row, number>;
}
