import type { DishUses } from '@restaurant/contract/menu-item.ts';
import type { Db } from '#src/db/database.ts';
import { fromColumns } from '#src/db/localized.ts';

/** The daily menus of today and later and the offers not yet over that carry the food, by date. */
export async function findUsesOfFood(db: Db, foodId: number, today: string): Promise<DishUses> {
  const dailyMenus = await db
    .selectFrom('dailyMenus')
    .select(['id', 'date'])
    .where('date', '>=', today)
    .where('id', 'in', (eb) =>
      eb.selectFrom('dailyMenuItems').select('dailyMenuId').where('foodId', '=', foodId),
    )
    .orderBy('date')
    .execute();
  const offers = await db
    .selectFrom('offers')
    .select(['id', 'startDate', 'endDate', 'nameHu', 'nameEn', 'nameDe'])
    .where('endDate', '>=', today)
    .where('id', 'in', (eb) =>
      eb.selectFrom('offerItems').select('offerId').where('foodId', '=', foodId),
    )
    .orderBy('startDate')
    .orderBy('id')
    .execute();
  return {
    dailyMenus,
    offers: offers.map((offer) => ({
      id: offer.id,
      name: fromColumns('name', offer),
      startDate: offer.startDate,
      endDate: offer.endDate,
    })),
  };
}
