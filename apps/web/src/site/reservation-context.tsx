import { createContext, useContext } from 'react';
import type { ReservationView } from '@restaurant/contract/site.ts';

/** What the server answered a booking form or a guest's link with; empty on the plain page. */
export const ReservationViewContext = createContext<ReservationView>({});

export const useReservationView = () => useContext(ReservationViewContext);
