import { z } from 'zod';
import { addDays } from './calendar.ts';
import { DateSchema } from './common.ts';
import { RESERVATION_SOURCES, type ReservationSource } from './reservation.ts';

/** The longest span the owner's numbers cover at once: a year, a leap day included. */
export const MAX_STATS_DAYS = 366;
export const STATS_PERIODS = ['day', 'week', 'month'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

export const ReservationStatsQuerySchema = z
  .strictObject({
    from: DateSchema,
    to: DateSchema,
    by: z.enum(STATS_PERIODS, 'Must be day, week or month').default('day'),
  })
  .refine((query) => query.from <= query.to, {
    message: "Must not be before 'from'",
    path: ['to'],
  })
  .refine((query) => query.to < addDays(query.from, MAX_STATS_DAYS), {
    message: `Must be within ${MAX_STATS_DAYS} days of 'from'`,
    path: ['to'],
  });
export type ReservationStatsQuery = z.infer<typeof ReservationStatsQuerySchema>;

const CountSchema = z.object({ bookings: z.number(), covers: z.number() });
export type Count = z.infer<typeof CountSchema>;

/**
 * The figures of a span. `bookings` and `covers` count the bookings that took place or are to
 * come (confirmed, arrived, finished). The rates are of bookings made ahead (walk-ins cannot miss
 * or cancel): no-shows of those expected (confirmed, arrived, finished, no-show), late
 * cancellations (within `cancelUntilMinutes` of the time) of those plus the cancelled; null
 * when there is none to divide by.
 */
export const ReservationFiguresSchema = CountSchema.extend({
  bySource: z.object(
    Object.fromEntries(RESERVATION_SOURCES.map((source) => [source, CountSchema])) as Record<
      ReservationSource,
      typeof CountSchema
    >,
  ),
  noShows: z.number(),
  noShowRate: z.number().nullable(),
  cancellations: z.number(),
  lateCancellations: z.number(),
  lateCancelRate: z.number().nullable(),
});
export type ReservationFigures = z.infer<typeof ReservationFiguresSchema>;

export const ReservationStatsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    by: z.enum(STATS_PERIODS),
    /** Every day, week (from its Monday) or month of the span, clipped to it, in order. */
    periods: z.array(
      ReservationFiguresSchema.extend({ period: z.string(), from: z.string(), to: z.string() }),
    ),
    total: ReservationFiguresSchema,
    /** The busiest times: covers and bookings per booked time of day over the span, in time order. */
    times: z.array(CountSchema.extend({ time: z.string() })),
  })
  .meta({ id: 'ReservationStats' });
export type ReservationStats = z.infer<typeof ReservationStatsSchema>;
