import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AvailabilityQuerySchema,
  AvailabilitySchema,
  BookingInputSchema,
  BookingReceiptSchema,
  EventBookingInputSchema,
  GuestEmailSchema,
  GuestReservationSchema,
  ReservationSchema,
  ReservationTimeSchema,
  StaffBookingInputSchema,
  WalkInInputSchema,
} from '@restaurant/contract/reservation.ts';
import { sendJson, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { ValidationError } from '#src/lib/errors.ts';
import { optionalAdmin } from '#src/modules/auth/auth.guard.ts';
import type { AvailabilityReads } from '#src/modules/reservations/availability-reads.ts';
import { book, receipt, type SubmissionKey } from '#src/modules/reservations/booking.service.ts';
import {
  cancelGuestReservation,
  changeGuestEmail,
  findGuestReservation,
  guestBooking,
  moveGuestReservation,
  reconfirmGuestReservation,
} from '#src/modules/reservations/guest-link.service.ts';
import { staffBooking } from '#src/modules/reservations/staff.service.ts';

const tags = ['reservations'];
const PERSONAL = 'no-store';

/** A guest's own booking, read through their link: never kept, never indexed. */
const guestsOwn = (reply: FastifyReply) =>
  reply.header('cache-control', PERSONAL).header('x-robots-tag', 'noindex');
const TokenParams = z.strictObject({ token: z.string().regex(/^[\w-]{22,64}$/, 'Unknown link') });

/** A booking of an event (or a wish for its waiting list) names it; a table's never does. */
export const isEventBooking = (request: FastifyRequest) =>
  typeof request.body === 'object' && request.body !== null && 'eventId' in request.body;

/** Reads a body against one of the schemas a route takes, with field-level messages. */
export function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

/** A one-time key as the request sent it, bound to the client's address and browser. */
export function submissionOf(request: FastifyRequest, key: unknown): SubmissionKey | undefined {
  if (typeof key !== 'string' || !key) return undefined;
  return { key: key.slice(0, 100), client: `${request.ip} ${request.headers['user-agent'] ?? ''}` };
}

/** The guest's side of booking: availability, booking, and the guest's own link. */
export function reservationRoutes(app: Api, ctx: Context, availability: AvailabilityReads): void {
  app.get(
    '/reservations/availability',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A day's times for a party, each available or not (always current)",
        description:
          'When no time is free (in the part of the day of `time`, when given: from 17:00 the ' +
          'evening), `reason` says why and `nextAvailable` names up to three later dates that ' +
          'have one.',
        querystring: AvailabilityQuerySchema,
        response: { 200: AvailabilitySchema },
      },
    },
    async (request, reply) =>
      sendJson(reply.header('cache-control', 'no-store'), await availability(request.query)),
  );

  app.post(
    '/reservations',
    {
      config: {
        public: true,
        // A table's booking changes no public answer, so the page cache stays; an event's changes
        // the seats its pages show left.
        content: isEventBooking,
        problems: [409, 429],
        rateLimit: {
          // One bucket with the booking page's form: a client books through either.
          groupId: 'booking',
          max: ctx.config.reservationLimits.perAddressPerHour,
          timeWindow: 3_600_000,
          allowList: async (request) => (await optionalAdmin(ctx, request)) !== null,
        },
      },
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Books a table: a guest (BookingInput), a guest booking an event (EventBookingInput) or, with a session, staff taking a booking by phone (StaffBookingInput) or seating guests who walked in (WalkInInput)',
        description:
          'An `Idempotency-Key` header makes a repeated submission answer the same booking ' +
          '(201 again) when the same body comes from the same client (address and browser); the ' +
          'key with another body is a 409 with `code: "keyReused"`, and the same body from ' +
          'another client a 409 with `code: "madeElsewhere"`, which never shows the manage link. ' +
          '409 when the time filled meanwhile, with `alternatives` (the nearest free times that ' +
          'day); for staff, 409 with `overLimitBy` until the body says `overLimit: true`. ' +
          'An event is booked in its own seats, on its date and at its start: 409 with ' +
          '`code: "soldOut"` and `seatsLeft` when the party does not fit, `code: "bookingClosed"` ' +
          'when the event is not open for booking or has begun. ' +
          'A walk-in is an `arrived` booking without name or contact, at the restaurant’s ' +
          'current date and time unless they are given (not later than now); no e-mail is sent.',
        headers: z.object({ 'idempotency-key': z.string().max(100).optional() }),
        body: z.union([
          BookingInputSchema,
          EventBookingInputSchema,
          StaffBookingInputSchema,
          WalkInInputSchema,
        ]),
        response: { 201: z.union([BookingReceiptSchema, ReservationSchema]) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PERSONAL);
      const admin = await optionalAdmin(ctx, request);
      if (admin) {
        const walkIn = (request.body as { source?: unknown } | null)?.source === 'walkIn';
        const input = walkIn
          ? parse(WalkInInputSchema, request.body)
          : parse(StaffBookingInputSchema, request.body);
        return reply.status(201).send(await staffBooking(ctx, admin, input));
      }
      const input = isEventBooking(request)
        ? parse(EventBookingInputSchema, request.body)
        : parse(BookingInputSchema, request.body);
      const submission = submissionOf(request, request.headers['idempotency-key']);
      const booked = await book(ctx, {
        source: 'online',
        input,
        ...(submission ? { submission } : {}),
      });
      return reply.status(201).send(receipt(booked));
    },
  );

  const byToken = {
    public: true,
    content: false,
    problems: [404, 409] as const,
  };
  app.get(
    '/reservations/by-token/:token',
    {
      config: { ...byToken, problems: [404] },
      schema: {
        tags,
        summary: "The guest's booking, read through the guest's own link",
        params: TokenParams,
        response: { 200: GuestReservationSchema },
      },
    },
    (request, reply) => {
      guestsOwn(reply);
      return findGuestReservation(ctx, request.params.token);
    },
  );

  app.get(
    '/reservations/by-token/:token/availability',
    {
      config: { ...byToken, problems: [404] },
      schema: {
        tags,
        summary: "A day's times for the guest's move: the booking's own seats count as free",
        description: 'Answers as `/reservations/availability` does, for the guest of the link.',
        params: TokenParams,
        querystring: AvailabilityQuerySchema,
        response: { 200: AvailabilitySchema },
      },
    },
    async (request, reply) => {
      guestsOwn(reply);
      const except = await guestBooking(ctx, request.params.token);
      return sendJson(reply, await availability({ ...request.query, except }));
    },
  );

  app.put(
    '/reservations/by-token/:token',
    {
      config: byToken,
      schema: {
        tags,
        summary: 'Moves the booking to another time or party size that is available',
        params: TokenParams,
        body: ReservationTimeSchema,
        response: { 200: GuestReservationSchema },
      },
    },
    (request, reply) => {
      guestsOwn(reply);
      return moveGuestReservation(ctx, request.params.token, request.body);
    },
  );

  app.post(
    '/reservations/by-token/:token/cancel',
    {
      config: byToken,
      schema: {
        tags,
        summary: 'Cancels the booking (until cancelUntilMinutes before it)',
        params: TokenParams,
        response: { 200: GuestReservationSchema },
      },
    },
    (request, reply) => {
      guestsOwn(reply);
      return cancelGuestReservation(ctx, request.params.token);
    },
  );

  app.post(
    '/reservations/by-token/:token/reconfirm',
    {
      config: byToken,
      schema: {
        tags,
        summary: 'The guest answers the reminder: still coming (sets reconfirmedAt)',
        params: TokenParams,
        response: { 200: GuestReservationSchema },
      },
    },
    (request, reply) => {
      guestsOwn(reply);
      return reconfirmGuestReservation(ctx, request.params.token);
    },
  );

  app.put(
    '/reservations/by-token/:token/email',
    {
      config: {
        ...byToken,
        problems: [404, 409, 429],
        // The address is part of the guest's booking, read (and tagged) there.
        readsAt: (url: string) => url.replace(/\/email$/, ''),
        // Each change sends a message: it counts with the bookings of the client's address.
        rateLimit: {
          groupId: 'booking',
          max: ctx.config.reservationLimits.perAddressPerHour,
          timeWindow: 3_600_000,
        },
      },
      schema: {
        tags,
        summary: "Corrects the booking's e-mail address and sends its latest message there",
        params: TokenParams,
        body: GuestEmailSchema,
        response: { 200: GuestReservationSchema },
      },
    },
    (request, reply) => {
      guestsOwn(reply);
      return changeGuestEmail(ctx, request.params.token, request.body.email);
    },
  );
}
