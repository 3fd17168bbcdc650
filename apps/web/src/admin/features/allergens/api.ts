import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Allergen, AllergenInput } from '@restaurant/contract/allergen.ts';
import { api } from '#web/admin/lib/api-client.ts';

const KEY = ['allergens'] as const;

export const allergensQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: () => api<Allergen[]>('GET', '/api/allergens') });

export const allergenQuery = (id: number) =>
  queryOptions({
    queryKey: [...KEY, id],
    queryFn: () => api<Allergen>('GET', `/api/allergens/${id}`),
  });

export function useSaveAllergen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AllergenInput }) =>
      id === null
        ? api<Allergen>('POST', '/api/allergens', input)
        : api<Allergen>('PUT', `/api/allergens/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteAllergen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>('DELETE', `/api/allergens/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
