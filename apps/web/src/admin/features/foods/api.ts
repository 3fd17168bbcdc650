import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Food, FoodCreate, FoodUpdate } from '@restaurant/contract/food.ts';
import type { DishUses } from '@restaurant/contract/menu-item.ts';
import { api } from '#web/admin/lib/api-client.ts';
import { useInvalidate } from '#web/admin/lib/use-invalidate.ts';

const KEY = ['foods'] as const;

/** All foods, or with a category id only that category's. */
export const foodsQuery = (categoryId: number | null = null) =>
  queryOptions({
    queryKey: [...KEY, 'list', categoryId],
    queryFn: () =>
      api<Food[]>(
        'GET',
        categoryId === null ? '/api/foods' : `/api/categories/${categoryId}/foods`,
      ),
  });

export const foodQuery = (id: number) =>
  queryOptions({ queryKey: [...KEY, id], queryFn: () => api<Food>('GET', `/api/foods/${id}`) });

/** The menus to come and the offers not yet over that carry the food. */
export const foodUsesQuery = (id: number) =>
  queryOptions({
    queryKey: [...KEY, id, 'uses'],
    queryFn: () => api<DishUses>('GET', `/api/foods/${id}/uses`),
  });

export function useSaveFood() {
  // The daily menus and offers that carry the food follow it.
  const invalidate = useInvalidate(KEY, ['daily-menus'], ['offers']);
  return useMutation({
    mutationFn: (
      target: { id: number; input: FoodUpdate } | { categoryId: number; input: FoodCreate },
    ) =>
      'id' in target
        ? api<Food>('PUT', `/api/foods/${target.id}`, target.input)
        : api<Food>('POST', `/api/categories/${target.categoryId}/foods`, target.input),
    onSuccess: invalidate,
  });
}

export function useDeleteFood() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (id: number) => api<void>('DELETE', `/api/foods/${id}`),
    onSuccess: invalidate,
  });
}
