import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import type { Db } from '#src/db/database.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { ValidationError } from '#src/lib/errors.ts';
import { pictureErrors } from '#src/modules/media/media.service.ts';
import * as restaurantRepository from '#src/modules/restaurant/restaurant.repository.ts';

/** Stores the profile; the hero must be a picture of the library with its alternative texts. */
export async function saveRestaurant(db: Db, input: Restaurant): Promise<Restaurant> {
  return inTransaction(db, async (trx) => {
    if (input.heroMediaId !== null) {
      const errors = await pictureErrors(trx, [input.heroMediaId], () => 'heroMediaId');
      if (errors.length > 0) throw new ValidationError(errors);
    }
    return restaurantRepository.save(trx, input);
  });
}
