import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  Reservation,
  ReservationList,
  ReservationSettings,
  ReservationUpdate,
  StaffBookingInput,
} from '@restaurant/contract/reservation.ts';
import { api } from '#web/admin/lib/api-client.ts';
import { useInvalidate } from '#web/admin/lib/use-invalidate.ts';

const KEY = ['reservations'] as const;
const SETTINGS_KEY = ['reservation-settings'] as const;
/** New bookings appear within this long without a reload. */
export const POLL_MS = 20_000;

export const dayQuery = (date: string) =>
  queryOptions({
    queryKey: [...KEY, date],
    queryFn: () => api<ReservationList>('GET', `/api/reservations?date=${date}`),
    refetchInterval: POLL_MS,
  });

export function useUpdateReservation() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: ReservationUpdate }) =>
      api<Reservation>('PUT', `/api/reservations/${id}`, change),
    onSuccess: invalidate,
  });
}

export function useStaffBooking() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (input: StaffBookingInput) => api<Reservation>('POST', '/api/reservations', input),
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

export const STATUS_LABELS: Record<Reservation['status'], string> = {
  requested: 'Döntésre vár',
  confirmed: 'Visszaigazolva',
  declined: 'Elutasítva',
  cancelled: 'Lemondva',
  arrived: 'Megérkezett',
  noShow: 'Nem jött el',
};
