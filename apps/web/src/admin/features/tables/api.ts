import { queryOptions, useMutation } from '@tanstack/react-query';
import type { DiningTable, DiningTables } from '@restaurant/contract/dining-table.ts';
import { api } from '#web/admin/lib/api-client.ts';
import { useInvalidate } from '#web/admin/lib/use-invalidate.ts';

const KEY = ['tables'] as const;

/** The room's tables; empty while the restaurant keeps none. */
export const tablesQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: () => api<DiningTable[]>('GET', '/api/tables') });

export function useSaveTables() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (tables: DiningTables) => api<DiningTable[]>('PUT', '/api/tables', tables),
    onSuccess: invalidate,
  });
}
