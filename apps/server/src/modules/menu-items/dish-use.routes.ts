import { dateIn } from '@restaurant/contract/calendar.ts';
import { DishUsesSchema } from '@restaurant/contract/menu-item.ts';
import { IdParams, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { NotFoundError } from '#src/lib/errors.ts';
import { findFood } from '#src/modules/foods/food.service.ts';
import * as dishUseRepository from '#src/modules/menu-items/dish-use.repository.ts';

/** Where a dish is on the menus to come, for its form. */
export function dishUseRoutes(app: Api, ctx: Context): void {
  app.get(
    '/foods/:id/uses',
    {
      config: { problems: [404] },
      schema: {
        tags: ['foods'],
        summary: 'The daily menus of today and later and the offers not yet over that carry a food',
        description:
          'Items made from the food on these follow its name, description and allergens when it changes.',
        params: IdParams,
        response: { 200: DishUsesSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findFood(ctx, id))) throw new NotFoundError(`Food ${id}`);
      const today = dateIn(ctx.config.timeZone, ctx.now());
      return dishUseRepository.findUsesOfFood(ctx.db, id, today);
    },
  );
}
