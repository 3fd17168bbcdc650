import { queryOptions } from '@tanstack/react-query';
import type { ReservationStats, StatsPeriod } from '@restaurant/contract/reservation-stats.ts';
import { api } from '#web/admin/lib/api-client.ts';

export type StatsSpan = { from: string; to: string; by: StatsPeriod };

/** The owner's numbers over a span, per day, week or month. */
export const statsQuery = ({ from, to, by }: StatsSpan) =>
  queryOptions({
    queryKey: ['reservation-stats', from, to, by],
    queryFn: () =>
      api<ReservationStats>('GET', `/api/reservations/stats?from=${from}&to=${to}&by=${by}`),
  });
