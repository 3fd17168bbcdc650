import { createContext, useContext } from 'react';
import type { SiteRestaurant } from '@restaurant/contract/site.ts';

/** The restaurant's facts, hours and pictures as the server read them for this page. */
export const RestaurantContext = createContext<SiteRestaurant | null>(null);

/** Null only when the database could not be read (the maintenance page shows then). */
export function useRestaurant(): SiteRestaurant | null {
  return useContext(RestaurantContext);
}
