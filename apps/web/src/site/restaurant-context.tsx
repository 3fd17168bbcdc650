import { createContext, useContext } from 'react';
import { opensOn } from '@restaurant/contract/opening-times.ts';
import type { SiteRestaurant } from '@restaurant/contract/site.ts';

/** The restaurant's facts, hours and pictures as the server read them for this page. */
export const RestaurantContext = createContext<SiteRestaurant | null>(null);

/** Null only when the database could not be read (the maintenance page shows then). */
export function useRestaurant(): SiteRestaurant | null {
  return useContext(RestaurantContext);
}

/**
 * Whether the restaurant opens on a date at all, by its weekly hours and their exceptions (a daily
 * menu on a closed day is not served). Without the hours every day counts as open.
 */
export function useIsOpenOn(): (date: string) => boolean {
  const hours = useRestaurant()?.hours;
  return (date) => !hours || opensOn(hours, date);
}
