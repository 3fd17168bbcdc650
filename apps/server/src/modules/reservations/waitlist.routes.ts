import { z } from 'zod';
import { BookingReceiptSchema } from '@restaurant/contract/reservation.ts';
import {
  EventWaitlistInputSchema,
  GuestWaitlistSchema,
  WaitlistEntrySchema,
  WaitlistInputSchema,
  WaitlistJoinedSchema,
  WaitlistOfferSchema,
  WaitlistQuerySchema,
  WaitlistSchema,
} from '@restaurant/contract/waitlist.ts';
import { IdParams, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';
import { receipt } from '#src/modules/reservations/booking.service.ts';
import { isEventBooking, parse } from '#src/modules/reservations/reservation.routes.ts';
import {
  findGuestWaitlist,
  joinWaitlist,
  leaveWaitlist,
  listWaitlist,
  offerByHand,
  removeByHand,
  takeOffer,
} from '#src/modules/reservations/waitlist.service.ts';

const tags = ['reservations'];
const TokenParams = z.strictObject({ token: z.string().regex(/^[\w-]{22,64}$/, 'Unknown link') });
const guest = { public: true, content: false, problems: [404, 409] as const };

/** The waiting list: guests join a full day and take a time offered; staff see and offer. */
export function waitlistRoutes(app: Api, ctx: Context): void {
  app.post(
    '/waitlist',
    {
      config: {
        public: true,
        content: false,
        problems: [429],
        // One bucket with the bookings: each entry sends a message.
        rateLimit: {
          groupId: 'booking',
          max: ctx.config.reservationLimits.perAddressPerHour,
          timeWindow: 3_600_000,
        },
      },
      attachValidation: true,
      schema: {
        tags,
        summary:
          "Puts a guest on a full day's waiting list for the times from…to (WaitlistInput), or on a sold-out event's (EventWaitlistInput)",
        description:
          'When seats in the window free up (a cancellation, a decline, a table that left, a ' +
          'changed setting), the first entry that fits is offered the time by e-mail; its link ' +
          'holds the seats for `waitlistHoldMinutes`. An offer not taken in time goes to the next ' +
          'entry. The e-mail address counts towards the per-e-mail limit of the day. ' +
          "An event's entry waits for the event's seats (its date and start are the event's): " +
          'refused with field messages (400) unless the event is open for booking, not begun, ' +
          'the party within its sizes and its seats sold out for the party. Freed seats of an ' +
          "event go to its entries only, and a table's to the day's regular entries only.",
        body: z.union([WaitlistInputSchema, EventWaitlistInputSchema]),
        response: { 201: WaitlistJoinedSchema },
      },
    },
    async (request, reply) => {
      const input = isEventBooking(request)
        ? parse(EventWaitlistInputSchema, request.body)
        : parse(WaitlistInputSchema, request.body);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(await joinWaitlist(ctx, input));
    },
  );

  app.get(
    '/waitlist/by-token/:token',
    {
      config: { ...guest, problems: [404] },
      schema: {
        tags,
        summary: "The guest's waiting list entry, read through the guest's own link",
        params: TokenParams,
        response: { 200: GuestWaitlistSchema },
      },
    },
    (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return findGuestWaitlist(ctx, request.params.token);
    },
  );

  app.post(
    '/waitlist/by-token/:token/take',
    {
      config: guest,
      schema: {
        tags,
        summary: 'Takes the time offered while its seats are held: the booking is made',
        description: '409 with `code: "offerLapsed"` once the hold has run out.',
        params: TokenParams,
        response: { 201: BookingReceiptSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(receipt(await takeOffer(ctx, request.params.token)));
    },
  );

  app.post(
    '/waitlist/by-token/:token/leave',
    {
      config: guest,
      schema: {
        tags,
        summary: 'The guest leaves the waiting list (a time held goes to the next entry)',
        params: TokenParams,
        response: { 200: GuestWaitlistSchema },
      },
    },
    (request, reply) => {
      reply.header('cache-control', 'no-store');
      return leaveWaitlist(ctx, request.params.token);
    },
  );

  app.get(
    '/waitlist',
    {
      schema: {
        tags,
        summary: "A day's waiting list, in the order the guests joined",
        querystring: WaitlistQuerySchema,
        response: { 200: WaitlistSchema },
      },
    },
    async (request) => ({ entries: await listWaitlist(ctx, request.query.date) }),
  );

  app.post(
    '/waitlist/:id/offer',
    {
      config: { content: false, problems: [404, 409] },
      schema: {
        tags,
        summary:
          'Staff offer an entry a time by hand: its seats are held and the guest gets the offer by e-mail; 409 with `overLimitBy` beyond the limits until `overLimit: true`',
        params: IdParams,
        body: WaitlistOfferSchema,
        response: { 200: WaitlistEntrySchema },
      },
    },
    (request) => offerByHand(ctx, requireActor(request), request.params.id, request.body),
  );

  app.post(
    '/waitlist/:id/leave',
    {
      config: { content: false, problems: [404, 409] },
      schema: {
        tags,
        summary:
          'Staff take an entry off the list (the guest said so): a time held for it goes to the next entry that fits; 409 once it no longer waits',
        params: IdParams,
        response: { 200: WaitlistEntrySchema },
      },
    },
    (request) => removeByHand(ctx, requireActor(request), request.params.id),
  );
}
