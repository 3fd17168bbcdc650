import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Food, FoodCreate, FoodUpdate } from '@restaurant/contract/food.ts';
import { api } from '#web/admin/lib/api-client.ts';

const KEY = ['foods'] as const;

/** Where a food's list lives: all foods, or the foods of one category. */
export const foodListPath = (categoryId?: number | null) =>
  categoryId ? `/admin/etelek/kategoria/${categoryId}` : '/admin/etelek';

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

/** Foods are counted on the dashboard too. */
function useInvalidateFoods() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: KEY }),
      client.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

export function useSaveFood() {
  const invalidate = useInvalidateFoods();
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
  const invalidate = useInvalidateFoods();
  return useMutation({
    mutationFn: (id: number) => api<void>('DELETE', `/api/foods/${id}`),
    onSuccess: invalidate,
  });
}
