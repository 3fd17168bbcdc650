import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Category, CategoryInput, CategoryType } from '@restaurant/contract/category.ts';
import { api } from '#web/admin/lib/api-client.ts';
import { useInvalidate } from '#web/admin/lib/use-invalidate.ts';

const KEY = ['categories'] as const;

/** The admin's words for the two kinds of category. */
export const CATEGORY_TYPE_TEXT = {
  Food: { label: 'Étel', tab: 'Ételkategóriák', items: 'Ételek' },
  Drink: { label: 'Ital', tab: 'Italkategóriák', items: 'Italok' },
} as const satisfies Record<CategoryType, unknown>;

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

export function useSaveCategory() {
  const invalidate = useInvalidate(KEY);
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
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (id: number) => api<void>('DELETE', `/api/categories/${id}`),
    onSuccess: invalidate,
  });
}
