import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { ValidationError } from '#src/lib/errors.ts';
import { findGallery } from '#src/modules/gallery/gallery.service.ts';
import { pictureErrors } from '#src/modules/media/media.service.ts';
import * as restaurantRepository from '#src/modules/restaurant/restaurant.repository.ts';

export function findRestaurant(ctx: Context): Promise<Restaurant | undefined> {
  return restaurantRepository.find(ctx.db);
}

/** The profile's own pictures by their field: the hero and the logo, where chosen. */
const profilePictures = (restaurant: Restaurant) =>
  (['heroMediaId', 'logoMediaId'] as const).flatMap((field) => {
    const id = restaurant[field];
    return id === null ? [] : [{ field, id }];
  });

/** The pictures the site shows: the hero, the logo and the gallery's. */
export async function picturesShown(ctx: Context): Promise<Set<number>> {
  const [restaurant, gallery] = await Promise.all([findRestaurant(ctx), findGallery(ctx)]);
  const ids = new Set(gallery.mediaIds);
  for (const { id } of restaurant ? profilePictures(restaurant) : []) ids.add(id);
  return ids;
}

/**
 * Stores the profile; the hero and the logo must be pictures of the library with their
 * alternative texts.
 */
export async function saveRestaurant(ctx: Context, input: Restaurant): Promise<Restaurant> {
  return inTransaction(ctx, async (tx) => {
    const chosen = profilePictures(input);
    const ids = chosen.map(({ id }) => id);
    const errors = await pictureErrors(tx, ids, (index) => chosen[index]!.field);
    if (errors.length > 0) throw new ValidationError(errors);
    return restaurantRepository.save(tx.db, input);
  });
}
