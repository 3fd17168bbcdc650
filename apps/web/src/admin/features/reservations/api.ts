import { queryOptions, useMutation } from '@tanstack/react-query';
import type { AdminSummary } from '@restaurant/contract/admin-summary.ts';
import type {
  Reservation,
  ReservationList,
  ReservationSettings,
  ReservationUpdate,
  StaffBookingInput,
  WalkInInput,
} from '@restaurant/contract/reservation.ts';
import type { TableSuggestion } from '@restaurant/contract/dining-table.ts';
import type { EventSheet } from '@restaurant/contract/event-sheet.ts';
import type { Waitlist, WaitlistEntry, WaitlistOffer } from '@restaurant/contract/waitlist.ts';
import { api } from '#web/admin/lib/api-client.ts';
import { polledRead } from '#web/admin/lib/polled-read.ts';
import { restaurantNow } from '#web/admin/lib/restaurant-today.ts';
import { useInvalidate } from '#web/admin/lib/use-invalidate.ts';

/** Every read of bookings: a change of a booking reads them all again. */
const BOOKINGS_KEY = ['reservations'] as const;
const SETTINGS_KEY = ['reservation-settings'] as const;
/** New bookings appear within this long without a reload. */
export const POLL_MS = 20_000;

/**
 * The admin's summary: the content's counts, the bookings waiting for a decision and the e-mails
 * held up, in one small read for the dashboard's tiles and the menu's badge. Kept with the
 * bookings' reads, so that a decision on a booking updates the badge at once.
 */
export const summaryQuery = () =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'summary'],
    queryFn: () => api<AdminSummary>('GET', '/api/admin-summary'),
    refetchInterval: POLL_MS,
  });

/** A day's bookings; on today, with the room's figures at this device's minute. */
export const dayQuery = (date: string) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, date],
    ...polledRead<ReservationList>(() => {
      const now = restaurantNow();
      const at = now.date === date ? `&at=${now.time}` : '';
      return `/api/reservations?date=${date}${at}`;
    }),
    refetchInterval: POLL_MS,
  });

/** An event's evening: its parties, covers and the kitchen's count (changes with its bookings). */
export const eventSheetQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'event-sheet', eventId],
    queryFn: () => api<EventSheet>('GET', `/api/events/${eventId}/sheet`),
    refetchInterval: POLL_MS,
  });

/** The smallest free table or joined group for a booking over its stay (asked when staff seat it). */
export const tableSuggestionQuery = (id: number) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'table-suggestion', id],
    queryFn: () => api<TableSuggestion>('GET', `/api/reservations/${id}/table-suggestion`),
    staleTime: 0,
  });

export function useUpdateReservation() {
  const invalidate = useInvalidate(BOOKINGS_KEY);
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: ReservationUpdate }) =>
      api<Reservation>('PUT', `/api/reservations/${id}`, change),
    onSuccess: invalidate,
  });
}

/** Takes a cancelled, declined or no-show booking back to the status it had. */
export function useRestoreReservation() {
  const invalidate = useInvalidate(BOOKINGS_KEY);
  return useMutation({
    mutationFn: (id: number) => api<Reservation>('POST', `/api/reservations/${id}/restore`),
    onSuccess: invalidate,
  });
}

/** A booking staff make: taken by phone, or guests who walked in. */
export function useStaffBooking() {
  const invalidate = useInvalidate(BOOKINGS_KEY);
  return useMutation({
    mutationFn: (input: StaffBookingInput | WalkInInput) =>
      api<Reservation>('POST', '/api/reservations', input),
    onSuccess: invalidate,
  });
}

/** A day's waiting list, in the order the guests joined; it follows the day's list live. */
export const waitlistQuery = (date: string) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'waitlist', date],
    queryFn: () => api<Waitlist>('GET', `/api/waitlist?date=${date}`),
    refetchInterval: POLL_MS,
  });

/** Staff offer a waiting guest a time by hand: its seats are held, so the day is read again. */
export function useOfferWaitlist() {
  const invalidate = useInvalidate(BOOKINGS_KEY);
  return useMutation({
    mutationFn: ({ id, offer }: { id: number; offer: WaitlistOffer }) =>
      api<WaitlistEntry>('POST', `/api/waitlist/${id}/offer`, offer),
    onSuccess: invalidate,
  });
}

/** Staff take a guest off the waiting list: a time held for them goes to the next guest. */
export function useRemoveFromWaitlist() {
  const invalidate = useInvalidate(BOOKINGS_KEY);
  return useMutation({
    mutationFn: (id: number) => api<WaitlistEntry>('POST', `/api/waitlist/${id}/leave`),
    onSuccess: invalidate,
  });
}

export const settingsQuery = () =>
  queryOptions({
    queryKey: SETTINGS_KEY,
    queryFn: () => api<ReservationSettings>('GET', '/api/reservation-settings'),
  });

export function useSaveSettings() {
  const invalidate = useInvalidate(SETTINGS_KEY);
  return useMutation({
    mutationFn: (settings: ReservationSettings) =>
      api<ReservationSettings>('PUT', '/api/reservation-settings', settings),
    onSuccess: invalidate,
  });
}
