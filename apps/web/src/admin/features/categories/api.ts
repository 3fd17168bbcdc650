import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryInput, CategoryType } from '@restaurant/contract/category.ts';
import { api } from '#web/admin/lib/api-client.ts';

const KEY = ['categories'] as const;

/** The admin's words for the two kinds and the path segment each has in admin URLs. */
export const CATEGORY_TYPE_TEXT = {
  Food: { label: 'Étel', tab: 'Ételkategóriák', segment: 'etel', items: 'Ételek' },
  Drink: { label: 'Ital', tab: 'Italkategóriák', segment: 'ital', items: 'Italok' },
} as const satisfies Record<CategoryType, unknown>;

export const categoryListPath = (type: CategoryType) =>
  `/admin/kategoriak/${CATEGORY_TYPE_TEXT[type].segment}`;

export const categoryItemsPath = (category: Pick<Category, 'id' | 'type'>) =>
  `/admin/${category.type === 'Food' ? 'etelek' : 'italok'}/kategoria/${category.id}`;

export const categoriesQuery = (type: CategoryType) =>
  queryOptions({
    queryKey: [...KEY, 'type', type],
    queryFn: () => api<Category[]>('GET', `/api/categories/type/${type}`),
  });

export const categoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...KEY, id],
    queryFn: () => api<Category>('GET', `/api/categories/${id}`),
  });

/** Categories are counted on the dashboard too. */
function useInvalidateCategories() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: KEY }),
      client.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

export function useSaveCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (
      target: { id: number; input: CategoryInput } | { type: CategoryType; input: CategoryInput },
    ) =>
      'id' in target
        ? api<Category>('PUT', `/api/categories/${target.id}`, target.input)
        : api<Category>('POST', `/api/categories/type/${target.type}`, target.input),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (id: number) => api<void>('DELETE', `/api/categories/${id}`),
    onSuccess: invalidate,
  });
}
