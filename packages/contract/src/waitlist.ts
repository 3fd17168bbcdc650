import { z } from 'zod';
import { DateSchema, IdSchema } from './common.ts';
import { TimeSchema } from './opening-hours.ts';
import {
  BookingInputSchema,
  EmailSchema,
  NameSchema,
  ReservationLanguageSchema,
} from './reservation.ts';
import { PhoneSchema } from './restaurant.ts';

/**
 * A guest's wish to be told when a table frees up on a full day: for how many, and the times
 * (`from`–`to`, both may be offered) the guest can come.
 */
export const WaitlistInputSchema = z
  .strictObject({
    date: DateSchema,
    partySize: BookingInputSchema.shape.partySize,
    from: TimeSchema,
    to: TimeSchema,
    name: NameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
    language: ReservationLanguageSchema,
    privacyAccepted: BookingInputSchema.shape.privacyAccepted,
  })
  .refine((input) => input.from <= input.to, {
    message: "Must not be before 'from'",
    path: ['to'],
  })
  .meta({ id: 'WaitlistInput' });
export type WaitlistInput = z.infer<typeof WaitlistInputSchema>;

/**
 * A guest's wish for seats of a sold-out event: its date and time are the event's, the party
 * within the event's sizes.
 */
export const EventWaitlistInputSchema = z
  .strictObject({
    eventId: IdSchema,
    partySize: BookingInputSchema.shape.partySize,
    name: NameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
    language: ReservationLanguageSchema,
    privacyAccepted: BookingInputSchema.shape.privacyAccepted,
  })
  .meta({ id: 'EventWaitlistInput' });
export type EventWaitlistInput = z.infer<typeof EventWaitlistInputSchema>;

export const WaitlistJoinedSchema = z
  .object({ reference: z.string(), manageUrl: z.string() })
  .meta({ id: 'WaitlistJoined' });
export type WaitlistJoined = z.infer<typeof WaitlistJoinedSchema>;

/**
 * Where an entry stands: waiting; offered a time whose seats it holds until `holdUntil`; booked
 * (the offer taken); lapsed (the hold ran out); or left (the guest or staff took it off the list).
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'lapsed', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

const entryFields = {
  reference: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  date: z.string(),
  partySize: z.number(),
  from: z.string(),
  to: z.string(),
  language: ReservationLanguageSchema,
  /** The time offered (while offered, and once booked). */
  offeredTime: z.string().nullable(),
  /** Until when (ISO instant) the offered time's seats are held. */
  holdUntil: z.string().nullable(),
  /** The event whose seats the entry waits for (its start is the time offered); null for a table. */
  eventId: z.number().nullable(),
};

/** What the guest's link shows. */
export const GuestWaitlistSchema = z
  .object({
    ...entryFields,
    name: z.string(),
    email: z.string(),
    /** The booking made from the offer: its own page. */
    bookingUrl: z.string().nullable(),
  })
  .meta({ id: 'GuestWaitlist' });
export type GuestWaitlist = z.infer<typeof GuestWaitlistSchema>;

/** An entry as staff see it on the day. */
export const WaitlistEntrySchema = z
  .object({
    id: z.number(),
    ...entryFields,
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

export const WaitlistQuerySchema = z.strictObject({ date: DateSchema });

export const WaitlistSchema = z
  .object({ entries: z.array(WaitlistEntrySchema) })
  .meta({ id: 'WaitlistOfDay' });
export type Waitlist = z.infer<typeof WaitlistSchema>;

/**
 * A time staff offer an entry by hand; beyond the limits only once staff have seen by how much.
 * An event's entry is offered the event's start (no `time`), and only seats the event has free.
 */
export const WaitlistOfferSchema = z
  .strictObject({ time: TimeSchema.optional(), overLimit: z.boolean().optional() })
  .meta({ id: 'WaitlistOffer' });
export type WaitlistOffer = z.infer<typeof WaitlistOfferSchema>;
