import { z } from 'zod';
import { DateSchema, IdSchema } from './common.ts';
import { TableWarningSchema } from './dining-table.ts';
import { LANGUAGES } from './languages.ts';
import { TimeSchema } from './opening-hours.ts';
import { PhoneSchema } from './restaurant.ts';

const count = (min: number, max: number) =>
  z
    .number()
    .int('Must be a whole number')
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`);

export const ReservationSettingsSchema = z
  .strictObject({
    enabled: z.boolean(),
    slotMinutes: z.union([z.literal(15), z.literal(30)], 'Must be 15 or 30'),
    /** Guests who may arrive in one slot (pacing). */
    coversPerSlot: count(1, 500),
    /** Guests seated at once at most. */
    seats: count(1, 2000),
    /** How long a table is held. */
    stayMinutes: count(15, 600),
    maxPartySizeOnline: count(1, 50),
    leadMinutes: count(0, 10_080),
    horizonDays: count(1, 365),
    lastSeatingMinutes: count(0, 600),
    autoConfirmUpTo: count(0, 50),
    reminderHours: count(0, 168),
    cancelUntilMinutes: count(0, 10_080),
    retentionDays: count(1, 3_650),
    /** How long a time offered to the waiting list holds its seats for the guest. */
    waitlistHoldMinutes: count(5, 1_440),
  })
  .meta({ id: 'ReservationSettings' });
export type ReservationSettings = z.infer<typeof ReservationSettingsSchema>;

export const ReservationLanguageSchema = z.enum(LANGUAGES, 'Must be hu, en or de');

export const AvailabilityQuerySchema = z.strictObject({
  date: DateSchema,
  partySize: z.coerce.number().int('Must be a whole number').min(1, 'Must be at least 1'),
  /** The time the guest has in mind: the next dates offered are free in its part of the day. */
  time: TimeSchema.optional(),
});

export const SlotSchema = z.object({ time: z.string(), available: z.boolean() });
export type Slot = z.infer<typeof SlotSchema>;

/** Why a day offers the party no time. */
export const UNAVAILABLE_REASONS = [
  'bookingOff',
  'closed',
  'full',
  'beyondHorizon',
  'tooSoon',
  'partyTooLarge',
] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export const AvailabilityReasonSchema = z.object({
  code: z.enum(UNAVAILABLE_REASONS),
  /** With `closed`: the exception's note (in hu, en and de) or null when the weekday is closed. */
  note: z.object({ hu: z.string(), en: z.string(), de: z.string() }).nullable().optional(),
  /** With `partyTooLarge` and `bookingOff`: the restaurant's phone. */
  phone: z.string().optional(),
});
export type AvailabilityReason = z.infer<typeof AvailabilityReasonSchema>;

export const AvailabilitySchema = z
  .object({
    date: z.string(),
    partySize: z.number(),
    slots: z.array(SlotSchema),
    /** The kitchen's ranges of the day (lunch, evening), to group the times by. */
    ranges: z.array(z.object({ from: z.string(), to: z.string() })),
    /** Why no time is free; null when one is. */
    reason: AvailabilityReasonSchema.nullable(),
    /** Up to three later dates with a free time for the party (when none is free). */
    nextAvailable: z.array(z.string()),
  })
  .meta({ id: 'ReservationAvailability' });
export type Availability = z.infer<typeof AvailabilitySchema>;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((value) => !/[^\P{Cc}\n\r\t]/u.test(value), 'Must not contain control characters');

/**
 * A guest's name is printed in the restaurant's e-mails: one line of text, no link, so that the
 * booking form cannot carry a message of someone else's to any inbox.
 */
export const NameSchema = text(100)
  .pipe(z.string().min(1, 'Must not be blank'))
  .refine((value) => !/[\n\r\t]/.test(value), 'Must be one line')
  .refine((value) => !/:\/\/|www\.|@/i.test(value), 'Must be a name, not an address');
export const EmailSchema = z.email('Must be an e-mail address').max(254);

/** When and for how many: what a guest may change of a booking. */
export const ReservationTimeSchema = z.strictObject({
  date: DateSchema,
  time: TimeSchema,
  partySize: count(1, 500),
});
export type ReservationTime = z.infer<typeof ReservationTimeSchema>;

/** What a guest booking online tells of themselves. */
const guestFields = {
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  note: text(1000).optional(),
  language: ReservationLanguageSchema,
  privacyAccepted: z.literal(true, 'Must be accepted'),
};

export const BookingInputSchema = ReservationTimeSchema.extend(guestFields).meta({
  id: 'BookingInput',
});
export type BookingInput = z.infer<typeof BookingInputSchema>;

/** A guest's booking of an event: its date and time are the event's. */
export const EventBookingInputSchema = z
  .strictObject({ eventId: IdSchema, partySize: count(1, 500), ...guestFields })
  .meta({ id: 'EventBookingInput' });
export type EventBookingInput = z.infer<typeof EventBookingInputSchema>;

/** A booking staff take by phone: no consent box, the e-mail is optional. */
export const StaffBookingInputSchema = ReservationTimeSchema.extend({
  name: NameSchema,
  email: EmailSchema.optional(),
  phone: PhoneSchema,
  note: text(1000).optional(),
  language: ReservationLanguageSchema.default('hu'),
  table: text(50).optional(),
  staffNote: text(1000).optional(),
  /** The room's tables given to it (`GET /api/tables`), when the restaurant keeps tables. */
  tableIds: z.array(IdSchema).max(20, 'At most 20 tables').optional(),
  /** Set after the warning that the booking goes beyond the online limits. */
  overLimit: z.boolean().optional(),
}).meta({ id: 'StaffBookingInput' });
export type StaffBookingInput = z.infer<typeof StaffBookingInputSchema>;

/**
 * Guests who walk in, as staff seat them: an arrived booking without name or contact. The date and
 * time are now unless given (staff recording it later); never later than now.
 */
export const WalkInInputSchema = z
  .strictObject({
    source: z.literal('walkIn'),
    partySize: count(1, 500),
    date: DateSchema.optional(),
    time: TimeSchema.optional(),
    table: text(50).optional(),
    /** The room's tables given to it (`GET /api/tables`), when the restaurant keeps tables. */
    tableIds: z.array(IdSchema).max(20, 'At most 20 tables').optional(),
    /** Set after the warning that the party goes beyond the online limits. */
    overLimit: z.boolean().optional(),
  })
  .refine((input) => input.date === undefined || input.time !== undefined, {
    message: 'Must be given with a date',
    path: ['time'],
  })
  .meta({ id: 'WalkInInput' });
export type WalkInInput = z.infer<typeof WalkInInputSchema>;

export const RESERVATION_STATUSES = [
  'requested',
  'confirmed',
  'declined',
  'cancelled',
  'arrived',
  /** Arrived and has left: its seats are free from the minute it left. */
  'finished',
  'noShow',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * How a booking came: online by the guest, by phone through staff, walking in, or from the waiting
 * list (a time offered and taken).
 */
export const RESERVATION_SOURCES = ['online', 'staff', 'walkIn', 'waitlist'] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];

export const BookingReceiptSchema = z
  .object({
    reference: z.string(),
    status: z.enum(['confirmed', 'requested']),
    date: z.string(),
    time: z.string(),
    partySize: z.number(),
    /** Where the confirmation went, shown so that a mistyped address is seen at once. */
    email: z.string(),
    manageUrl: z.string(),
  })
  .meta({ id: 'BookingReceipt' });
export type BookingReceipt = z.infer<typeof BookingReceiptSchema>;

/** What the guest's own link shows. */
export const GuestReservationSchema = z
  .object({
    reference: z.string(),
    status: z.enum(RESERVATION_STATUSES),
    date: z.string(),
    time: z.string(),
    partySize: z.number(),
    name: z.string(),
    /** Where the booking's e-mails go, so that the guest sees a mistyped one. */
    email: z.string(),
    language: ReservationLanguageSchema,
    /** When the guest answered the reminder "still coming" (ISO instant). */
    reconfirmedAt: z.string().nullable(),
    /** Until when (ISO instant) the guest may still cancel or move it; null when no longer. */
    changeableUntil: z.string().nullable(),
    /** The event it books (`GET /api/events/{id}`); null for a table's booking. */
    eventId: z.number().nullable(),
  })
  .meta({ id: 'GuestReservation' });
export type GuestReservation = z.infer<typeof GuestReservationSchema>;

export const ReservationSchema = z
  .object({
    id: z.number(),
    reference: z.string(),
    status: z.enum(RESERVATION_STATUSES),
    date: z.string(),
    time: z.string(),
    partySize: z.number(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    note: z.string().nullable(),
    language: ReservationLanguageSchema,
    /** A note about the table in words; the room's tables given to it are `tableIds`. */
    table: z.string().nullable(),
    tableIds: z.array(z.number()),
    staffNote: z.string().nullable(),
    source: z.enum(RESERVATION_SOURCES),
    createdAt: z.string(),
    /** When the guest answered the reminder "still coming" (ISO instant). */
    reconfirmedAt: z.string().nullable(),
    /** When the party left (ISO instant): a finished booking holds its seats until then. */
    leftAt: z.string().nullable(),
    /**
     * The status a cancelled, declined or no-show booking had before: staff may restore it to
     * that (`POST /api/reservations/{id}/restore`) while its seats are free.
     */
    endedFrom: z.enum(RESERVATION_STATUSES).nullable(),
    /** The event it books (`GET /api/events/{id}`); null for a table's booking. */
    eventId: z.number().nullable(),
    /** When staff marked an event's booking paid in advance (ISO instant); null while unpaid. */
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'Reservation' });
export type Reservation = z.infer<typeof ReservationSchema>;

export const ReservationListQuerySchema = z
  .strictObject({
    date: DateSchema.optional(),
    from: DateSchema.optional(),
    to: DateSchema.optional(),
    /** With `date`: the minute of that day the room's figures (`service`) are for. */
    at: TimeSchema.optional(),
  })
  .refine(
    (query) => query.date !== undefined || (query.from !== undefined && query.to !== undefined),
    {
      message: 'Give a date, or from and to',
      path: ['date'],
    },
  )
  .refine((query) => query.at === undefined || query.date !== undefined, {
    message: 'Must be given with a date',
    path: ['at'],
  });

/** Whether the last e-mail to the guest left: sent, waiting to be sent, or refused at its last try. */
export const LAST_MAIL_STATES = ['sent', 'waiting', 'failed'] as const;
export type LastMail = (typeof LAST_MAIL_STATES)[number];

/**
 * A guest's history as the kept bookings tell it: earlier visits (arrived or finished before this
 * booking) and no-shows, matched by e-mail or phone, and the staff's note about the guest.
 */
export const GuestHistorySchema = z
  .object({ visits: z.number(), noShows: z.number(), note: z.string().nullable() })
  .meta({ id: 'GuestHistory' });
export type GuestHistory = z.infer<typeof GuestHistorySchema>;

export const ListedReservationSchema = ReservationSchema.extend({
  /** Null when no e-mail to the guest is kept (none was written, or it was sent over 7 days ago). */
  lastMail: z.enum(LAST_MAIL_STATES).nullable(),
  /** What is wrong with its tables: given twice at once, or too small; empty when nothing. */
  tableWarnings: z.array(TableWarningSchema),
  /** The guest's earlier bookings (by e-mail or phone) still kept; null for a guest unknown by both. */
  guest: GuestHistorySchema.nullable(),
  /** The event it books, in Hungarian; null for a table's booking. */
  event: z.object({ title: z.string(), prepaymentRequired: z.boolean() }).nullable(),
}).meta({ id: 'ListedReservation' });
export type ListedReservation = z.infer<typeof ListedReservationSchema>;

/** A day's room at a minute (now, unless the list was asked for another), on the restaurant's clock. */
export const ServiceNowSchema = z
  .object({
    /** The restaurant's time of the figures (HH:MM). */
    at: z.string(),
    /** Guests seated now: arrived and not yet left. */
    inRoom: z.number(),
    /** Seats free at this minute by the booking rule (every booking that holds seats); never below 0. */
    freeSeats: z.number(),
    /** Guests of the requested and confirmed bookings not yet arrived whose stay has not passed. */
    toCome: z.number(),
  })
  .meta({ id: 'ServiceNow' });
export type ServiceNow = z.infer<typeof ServiceNowSchema>;

/** What staff must look at, whatever day they read: decisions waiting, e-mails held up. */
export const StaffAttentionSchema = z.object({
  /** Bookings still waiting for a decision, on any day from today on. */
  requested: z.number(),
  /** False while SMTP_URL is not set: messages wait in the outbox. */
  mailConfigured: z.boolean(),
  /** E-mails not sent yet, of every booking. */
  mailWaiting: z.number(),
  /** Whether the last try of a waiting e-mail failed: the mail server cannot be reached. */
  mailFailing: z.boolean(),
});
export type StaffAttention = z.infer<typeof StaffAttentionSchema>;

export const ReservationListSchema = StaffAttentionSchema.extend({
  reservations: z.array(ListedReservationSchema),
  /** With the list of one day: the room at `at`, or now on today's list; null otherwise. */
  service: ServiceNowSchema.nullable(),
}).meta({ id: 'ReservationList' });
export type ReservationList = z.infer<typeof ReservationListSchema>;

export const ReservationUpdateSchema = z
  .strictObject({
    status: z.enum(RESERVATION_STATUSES, 'Must be a known status').optional(),
    date: DateSchema.optional(),
    time: TimeSchema.optional(),
    partySize: count(1, 500).optional(),
    table: text(50).nullable().optional(),
    staffNote: text(1000).nullable().optional(),
    /** The room's tables given to it (`GET /api/tables`), when the restaurant keeps tables. */
    tableIds: z.array(IdSchema).max(20, 'At most 20 tables').optional(),
    /** The staff's note about the guest, kept with the guest (by e-mail or phone) for later visits. */
    guestNote: text(1000).nullable().optional(),
    /** Sent to the guest with a decline. */
    message: text(1000).optional(),
    overLimit: z.boolean().optional(),
    /**
     * With `status: finished`: when the party left (HH:MM of its day, or of the next when earlier
     * than its time), when staff record it later; now when not given.
     */
    left: TimeSchema.optional(),
    /** An event's booking paid in advance (true) or not yet (false). */
    paid: z.boolean().optional(),
  })
  .refine((change) => change.left === undefined || change.status === 'finished', {
    message: "Must be given with status 'finished'",
    path: ['left'],
  })
  .meta({ id: 'ReservationUpdate' });
export type ReservationUpdate = z.infer<typeof ReservationUpdateSchema>;

/** A guest's corrected address. */
export const GuestEmailSchema = z.strictObject({ email: EmailSchema }).meta({ id: 'GuestEmail' });

export const EraseRequestSchema = z
  .strictObject({ email: EmailSchema })
  .meta({ id: 'ReservationErasure' });
export const EraseResultSchema = z.object({ count: z.number() });

/** Characters of a reference: no 0/O/1/I, which read alike on the phone. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 6;
