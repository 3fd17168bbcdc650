import { queryOptions } from '@tanstack/react-query';
import type { TableCard } from '@restaurant/contract/table-card.ts';
import { api } from '#web/admin/lib/api-client.ts';

export const tableCardQuery = () =>
  queryOptions({
    queryKey: ['table-card'],
    queryFn: () => api<TableCard>('GET', '/api/table-card'),
    staleTime: Infinity,
  });
