import { RestaurantSchema } from '@restaurant/contract/restaurant.ts';
import { SHARED_READ, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { NotFoundError } from '#src/lib/errors.ts';
import { ONLY_ONE, audited } from '#src/modules/audit/audit.service.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';
import * as restaurantRepository from '#src/modules/restaurant/restaurant.repository.ts';
import { saveRestaurant } from '#src/modules/restaurant/restaurant.service.ts';

const tags = ['restaurant'];

export function restaurantRoutes(app: Api, ctx: Context): void {
  app.get(
    '/restaurant',
    {
      config: { ...SHARED_READ, problems: [404] },
      schema: {
        tags,
        summary: "The restaurant's facts, payment methods, texts and hero picture",
        response: { 200: RestaurantSchema },
      },
    },
    async () => {
      const restaurant = await restaurantRepository.find(ctx.db);
      if (!restaurant) throw new NotFoundError('The restaurant profile');
      return restaurant;
    },
  );

  app.put(
    '/restaurant',
    {
      config: { role: 'owner' },
      schema: {
        tags,
        summary: 'Replaces the restaurant profile',
        body: RestaurantSchema,
        response: { 200: RestaurantSchema },
      },
    },
    (request) =>
      audited(
        ctx,
        requireActor(request),
        {
          action: 'update',
          entity: 'restaurant',
          id: ONLY_ONE,
          load: (tx) => restaurantRepository.find(tx.db),
        },
        (tx) => saveRestaurant(tx, request.body),
      ),
  );
}
