import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Event, EventInputSchema } from '@restaurant/contract/event.ts';
import { api } from '#web/admin/lib/api-client.ts';
import { useInvalidate } from '#web/admin/lib/use-invalidate.ts';

const KEY = ['events'] as const;

/** An event as sent: a course made from a dish is only its `foodId`. */
type EventBody = z.input<typeof EventInputSchema>;

export const eventsQuery = () =>
  queryOptions({ queryKey: [...KEY, 'list'], queryFn: () => api<Event[]>('GET', '/api/events') });

export const eventQuery = (id: number) =>
  queryOptions({ queryKey: [...KEY, id], queryFn: () => api<Event>('GET', `/api/events/${id}`) });

export function useSaveEvent() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: EventBody }) =>
      id === null
        ? api<Event>('POST', '/api/events', input)
        : api<Event>('PUT', `/api/events/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteEvent() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (id: number) => api<void>('DELETE', `/api/events/${id}`),
    onSuccess: invalidate,
  });
}
