import { useEffect, useState } from 'react';
import type { Event } from '@restaurant/contract/event.ts';
import { useLocation } from '#web/site/lib/router.tsx';
import { useReservationView } from '#web/site/reservation-context.tsx';

type Read = { id: string; event: Event | undefined };

/**
 * The event the booking page books (`?event={id}`): the one the server rendered the page with, or,
 * when the guest came in place from an event's page, the one read through the API. `loading`
 * while it is read; no event for a page without one or an id that names none.
 */
export function useEventToBook(): { event: Event | undefined; loading: boolean } {
  const view = useReservationView();
  const id = new URLSearchParams(useLocation().search).get('event');
  const [read, setRead] = useState<Read>();
  const wanted = !view.event && id !== null && /^\d{1,12}$/.test(id);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    fetch(`/api/events/${id}`, { signal: controller.signal })
      .then(async (response) => (response.ok ? ((await response.json()) as Event) : undefined))
      .then((event) => setRead({ id, event }))
      .catch(() => {
        if (!controller.signal.aborted) setRead({ id, event: undefined });
      });
    return () => controller.abort();
  }, [wanted, id]);
  if (view.event) return { event: view.event, loading: false };
  if (!wanted) return { event: undefined, loading: false };
  return read?.id === id
    ? { event: read.event, loading: false }
    : { event: undefined, loading: true };
}
