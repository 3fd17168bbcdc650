import { queryOptions, useMutation } from '@tanstack/react-query';
import type { OpeningHours, OpeningHoursInput } from '@restaurant/contract/opening-hours.ts';
import { api } from '#web/admin/lib/api-client.ts';
import { useInvalidate } from '#web/admin/lib/use-invalidate.ts';

const KEY = ['opening-hours'] as const;

export const openingHoursQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: () => api<OpeningHours>('GET', '/api/opening-hours') });

export function useSaveOpeningHours() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (input: OpeningHoursInput) => api<OpeningHours>('PUT', '/api/opening-hours', input),
    onSuccess: invalidate,
  });
}
