import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import type { Db } from '#src/db/database.ts';
import * as settingsRepository from '#src/modules/settings/settings.repository.ts';

export async function find(db: Db): Promise<Restaurant | undefined> {
  return settingsRepository.findValue<Restaurant>(db, 'restaurant');
}

export async function save(db: Db, restaurant: Restaurant): Promise<Restaurant> {
  await settingsRepository.upsert(db, 'restaurant', restaurant);
  return restaurant;
}
