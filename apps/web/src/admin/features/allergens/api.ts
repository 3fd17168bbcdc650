import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Allergen, AllergenInput } from '@restaurant/contract/allergen.ts';
import { api } from '#web/admin/lib/api-client.ts';
import { useInvalidate } from '#web/admin/lib/use-invalidate.ts';

const KEY = ['allergens'] as const;

export const allergensQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: () => api<Allergen[]>('GET', '/api/allergens') });

export const allergenQuery = (id: number) =>
  queryOptions({
    queryKey: [...KEY, id],
    queryFn: () => api<Allergen>('GET', `/api/allergens/${id}`),
  });

export function useSaveAllergen() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AllergenInput }) =>
      id === null
        ? api<Allergen>('POST', '/api/allergens', input)
        : api<Allergen>('PUT', `/api/allergens/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteAllergen() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (id: number) => api<void>('DELETE', `/api/allergens/${id}`),
    onSuccess: invalidate,
  });
}
