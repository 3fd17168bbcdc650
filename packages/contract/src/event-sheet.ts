import { z } from 'zod';
import { AllergenSchema } from './allergen.ts';
import { RESERVATION_STATUSES } from './reservation.ts';

/** A party of the event with what its note says it cannot eat. */
const SheetGuestSchema = z.object({
  reservationId: z.number(),
  reference: z.string(),
  name: z.string().nullable(),
  partySize: z.number(),
  status: z.enum(RESERVATION_STATUSES),
  /** Whether its transfer arrived; null when the event asks for no prepayment. */
  paid: z.boolean().nullable(),
  phone: z.string().nullable(),
  note: z.string().nullable(),
  staffNote: z.string().nullable(),
  /** The allergens its note names (by any of their names or their usual words). */
  allergens: z.array(AllergenSchema),
});

/** A party whose noted allergens a course contains. */
const CourseWarningSchema = z.object({
  reservationId: z.number(),
  name: z.string().nullable(),
  partySize: z.number(),
  allergens: z.array(AllergenSchema),
});

/**
 * One event's evening for staff and the kitchen: its parties that hold seats, the covers, the
 * bookings still unpaid, and for each course of its menu the covers and the parties whose noted
 * allergens it contains.
 */
export const EventSheetSchema = z
  .object({
    event: z.object({
      id: z.number(),
      /** In Hungarian. */
      title: z.string(),
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      seats: z.number(),
      prepaymentRequired: z.boolean(),
    }),
    covers: z.number(),
    bookings: z.number(),
    /** Bookings not yet marked paid; 0 when the event asks for no prepayment. */
    unpaid: z.number(),
    guests: z.array(SheetGuestSchema),
    courses: z.array(
      z.object({
        /** In Hungarian. */
        name: z.string(),
        covers: z.number(),
        /** The course's own allergens (its dish's, for a course made from a dish). */
        allergens: z.array(AllergenSchema),
        warnings: z.array(CourseWarningSchema),
      }),
    ),
  })
  .meta({ id: 'EventSheet' });
export type EventSheet = z.infer<typeof EventSheetSchema>;
export type SheetGuest = EventSheet['guests'][number];
