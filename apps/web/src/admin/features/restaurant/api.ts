import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import { ApiError, api } from '#web/admin/lib/api-client.ts';
import { useInvalidate } from '#web/admin/lib/use-invalidate.ts';

const KEY = ['restaurant'] as const;

/** The profile, or null while the restaurant has none yet (a database without the demo content). */
export const restaurantQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: () =>
      api<Restaurant>('GET', '/api/restaurant').catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  });

export function useSaveRestaurant() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (input: Restaurant) => api<Restaurant>('PUT', '/api/restaurant', input),
    onSuccess: invalidate,
  });
}
