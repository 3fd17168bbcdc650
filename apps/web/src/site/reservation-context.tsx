import { createContext, useContext } from 'react';
import type { ReservationView } from '@restaurant/contract/site.ts';
import { useLocation } from '#web/site/lib/router.tsx';

/** What the server answered a booking form or a guest's link with; empty on the plain page. */
export const ReservationViewContext = createContext<ReservationView>({});

/**
 * The server's answer while the guest is at the address it was made for: a form's answer (which
 * carries the form's key) on the booking page, a booking or a place on the waiting list on its own
 * link's page; nothing once the guest has moved on in place (the booking page after the
 * confirmation shows a new form).
 */
export function useReservationView(): ReservationView {
  const view = useContext(ReservationViewContext);
  const { pathname } = useLocation();
  const atOwnLink = pathname.startsWith('/reservation/') || pathname.startsWith('/waitlist/');
  return (view.key === undefined) === atOwnLink ? view : {};
}
