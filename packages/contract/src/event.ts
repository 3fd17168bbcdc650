import { z } from 'zod';
import { AllergenIdsSchema, AllergenSchema } from './allergen.ts';
import { DateSchema, IdSchema, PriceSchema } from './common.ts';
import { DietTagSchema, DietTagsSchema } from './diet.ts';
import { LocalizedDescriptionSchema, LocalizedTextSchema } from './localized-text.ts';
import { TimeSchema } from './opening-hours.ts';

const partySize = z
  .number()
  .int('Must be a whole number')
  .min(1, 'Must be at least 1')
  .max(500, 'Must be at most 500');

/** A course of an event's set menu, as the API shows it. */
export const EventCourseSchema = z
  .object({
    /** The dish it is made from: its name, description, allergens and diet tags follow the dish. */
    foodId: IdSchema.nullable(),
    name: LocalizedTextSchema,
    description: LocalizedDescriptionSchema.nullable(),
    allergenIds: z.array(IdSchema),
    allergens: z.array(AllergenSchema),
    dietTags: z.array(DietTagSchema),
  })
  .meta({ id: 'EventCourse' });
export type EventCourse = z.infer<typeof EventCourseSchema>;

/** A course as it is sent: made from a dish (`foodId`) or named here. */
export const EventCourseInputSchema = z
  .strictObject({
    foodId: IdSchema.nullable().optional(),
    name: LocalizedTextSchema.optional(),
    description: LocalizedDescriptionSchema.nullable().optional(),
    allergenIds: AllergenIdsSchema.default([]),
    dietTags: DietTagsSchema.default([]),
  })
  .refine((course) => course.foodId != null || course.name !== undefined, {
    message: 'A course is made from a dish or has a name',
    path: ['name'],
  });
export type EventCourseInput = z.infer<typeof EventCourseInputSchema>;

export const PrepaymentSchema = z.strictObject({
  required: z.boolean(),
  /** The bank transfer's details in each language; the booking's reference is the payment note. */
  instructions: LocalizedDescriptionSchema,
});
export type Prepayment = z.infer<typeof PrepaymentSchema>;

/** The address of an event's page: lower-case letters, digits and hyphens. */
export const EventSlugSchema = z
  .string()
  .min(1, 'Must not be blank')
  .max(80, 'At most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and single hyphens only');

const eventFields = {
  slug: EventSlugSchema,
  title: LocalizedTextSchema,
  description: LocalizedDescriptionSchema,
  date: DateSchema,
  /** The guests' arrival; an `endTime` before it is on the next day. */
  startTime: TimeSchema,
  endTime: TimeSchema,
  seats: z
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(2000, 'Must be at most 2000'),
  /** Whole forints a guest pays. */
  pricePerPerson: PriceSchema,
  /** No regular bookings while it runs. */
  exclusive: z.boolean(),
  bookingOpen: z.boolean(),
  minPartySize: partySize,
  maxPartySize: partySize,
};

export const EventInputSchema = z
  .strictObject({
    ...eventFields,
    pictureId: IdSchema.nullable().optional(),
    courses: z.array(EventCourseInputSchema).max(30, 'At most 30 courses'),
    prepayment: PrepaymentSchema,
  })
  .refine((event) => event.endTime !== event.startTime, {
    message: 'Must not end when it starts',
    path: ['endTime'],
  })
  .refine((event) => event.maxPartySize >= event.minPartySize, {
    message: 'Must not be smaller than the smallest party',
    path: ['maxPartySize'],
  })
  .refine((event) => event.maxPartySize <= event.seats, {
    message: 'Must not be more than the seats',
    path: ['maxPartySize'],
  })
  .refine((event) => !event.prepayment.required || event.prepayment.instructions.hu !== '', {
    message: 'Must say how to pay',
    path: ['prepayment', 'instructions', 'hu'],
  })
  .meta({ id: 'EventFields' });
export type EventInput = z.infer<typeof EventInputSchema>;

export const EventSchema = z
  .object({
    id: IdSchema,
    ...eventFields,
    pictureId: IdSchema.nullable(),
    courses: z.array(EventCourseSchema),
    prepayment: z.object({ required: z.boolean(), instructions: LocalizedDescriptionSchema }),
    /** Guests of the bookings that hold seats. */
    seatsBooked: z.number(),
    seatsLeft: z.number(),
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof EventSchema>;
