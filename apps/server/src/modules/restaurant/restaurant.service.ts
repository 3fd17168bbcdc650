import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import type { Db } from '#src/db/database.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { ValidationError } from '#src/lib/errors.ts';
import { findGallery } from '#src/modules/gallery/gallery.service.ts';
import { pictureErrors } from '#src/modules/media/media.service.ts';
import * as restaurantRepository from '#src/modules/restaurant/restaurant.repository.ts';

export function findRestaurant(db: Db): Promise<Restaurant | undefined> {
  return restaurantRepository.find(db);
}

/** The pictures the site shows: the hero and the gallery's. */
export async function picturesShown(db: Db): Promise<Set<number>> {
  const [restaurant, gallery] = await Promise.all([findRestaurant(db), findGallery(db)]);
  const ids = new Set(gallery.mediaIds);
  if (restaurant?.heroMediaId) ids.add(restaurant.heroMediaId);
  return ids;
}

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
