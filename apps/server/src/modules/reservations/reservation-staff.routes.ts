import { addDays } from '@restaurant/contract/calendar.ts';
import {
  EraseRequestSchema,
  EraseResultSchema,
  ReservationListQuerySchema,
  ReservationListSchema,
  ReservationSchema,
  ReservationUpdateSchema,
} from '@restaurant/contract/reservation.ts';
import {
  ReservationStatsQuerySchema,
  ReservationStatsSchema,
} from '@restaurant/contract/reservation-stats.ts';
import { EventSheetSchema } from '@restaurant/contract/event-sheet.ts';
import { TableSuggestionSchema } from '@restaurant/contract/dining-table.ts';
import { IdParams, NoContent, sendJson, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { NotFoundError, ValidationError } from '#src/lib/errors.ts';
import { shareInFlight } from '#src/lib/in-flight.ts';
import { requireAdmin } from '#src/modules/auth/auth.guard.ts';
import { eventSheet } from '#src/modules/reservations/event-sheet.service.ts';
import { createReservationStats } from '#src/modules/reservations/reservation-stats.ts';
import { holdsTag, reservationListTag } from '#src/modules/reservations/reservation-list-tag.ts';
import { tableSuggestion } from '#src/modules/reservations/table-seating.ts';
import {
  eraseByEmail,
  findReservation,
  listQuery,
  listReservations,
  restoreReservation,
  updateReservation,
} from '#src/modules/reservations/staff.service.ts';

const tags = ['reservations'];
/** The longest span one list may cover. */
const MAX_LIST_DAYS = 62;

/** Staff's side: the day's bookings, decisions and edits, and erasure on request. */
export function reservationStaffRoutes(app: Api, ctx: Context): void {
  const listOnce = shareInFlight<Buffer>();
  const reservationStats = createReservationStats(ctx);

  app.get(
    '/events/:id/sheet',
    {
      config: { problems: [404] },
      schema: {
        tags: ['events'],
        summary:
          "An event's evening for staff and the kitchen: its parties with their notes and payment, the covers, and each course's covers with the parties whose noted allergens it contains",
        params: IdParams,
        response: { 200: EventSheetSchema },
      },
    },
    async (request) => {
      const sheet = await eventSheet(ctx, request.params.id);
      if (!sheet) throw new NotFoundError(`Event ${request.params.id}`);
      return sheet;
    },
  );

  app.get(
    '/reservations',
    {
      config: { tagged: true },
      schema: {
        tags,
        summary:
          'The bookings of a day (or of from…to), in time order, with the count awaiting a decision and the room now (on today, or on the date at `at`)',
        description:
          'Polled by every staff screen: sent with the `ETag` of the answer the screen shows, it is 304 without reading the bookings while nothing the answer shows has changed.',
        querystring: ReservationListQuerySchema,
        response: { 200: ReservationListSchema, 304: NoContent },
      },
    },
    async (request, reply) => {
      const { date, from = date!, to = date!, at } = request.query;
      if (to < from || addDays(from, MAX_LIST_DAYS) < to) {
        throw new ValidationError([
          { path: 'to', message: `Must be from 'from' to ${MAX_LIST_DAYS} days after it` },
        ]);
      }
      const query = listQuery(ctx, from, to, at);
      const tag = await reservationListTag(ctx, query);
      reply.header('etag', tag);
      if (holdsTag(request.headers['if-none-match'], tag)) {
        // Without a payload: null would go out as JSON text, with a length.
        return reply.code(304).send(undefined as unknown as null);
      }
      // The list is made of named fields only (toReservation), so it goes out as JSON without a
      // second pass through the response schema. Screens asking with one tag at one moment (every
      // screen after a change) share one reading: equal tags, equal answers.
      const list = await listOnce(tag, async () =>
        Buffer.from(JSON.stringify(await listReservations(ctx, query))),
      );
      return sendJson(reply, list);
    },
  );

  app.get(
    '/reservations/stats',
    {
      config: { role: 'owner' },
      schema: {
        tags,
        summary:
          "The owner's numbers from `from` to `to` (at most 366 days) per day, week or month: bookings and covers taking place (confirmed, arrived, finished) by source, no-show and late-cancel rates, and covers per time of day",
        querystring: ReservationStatsQuerySchema,
        response: { 200: ReservationStatsSchema },
      },
    },
    async (request, reply) => sendJson(reply, await reservationStats(request.query)),
  );

  app.get(
    '/reservations/:id',
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: 'One booking, as staff see it (the read its edit is conditioned on)',
        params: IdParams,
        response: { 200: ReservationSchema },
      },
    },
    (request) => findReservation(ctx, request.params.id),
  );

  app.get(
    '/reservations/:id/table-suggestion',
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary:
          "The smallest free table, or group of joined tables, seating the booking's party over its whole stay (null when none)",
        params: IdParams,
        response: { 200: TableSuggestionSchema },
      },
    },
    (request) => tableSuggestion(ctx, request.params.id),
  );

  app.put(
    '/reservations/:id',
    {
      config: { content: false, problems: [404, 409] },
      schema: {
        tags,
        summary:
          'A decision (status) or an edit (date, time, party size, tables, staff note, the note kept with the guest); 409 for a transition that makes no sense, or with `overLimitBy` beyond the limits until `overLimit: true`. `finished` (from `arrived`) frees the party’s seats from that minute (`leftAt`). `paid` marks an event’s booking paid in advance or takes the mark back (`paidAt`); on a table’s booking it is a 400.',
        params: IdParams,
        body: ReservationUpdateSchema,
        response: { 200: ReservationSchema },
      },
    },
    (request) => updateReservation(ctx, requireAdmin(request), request.params.id, request.body),
  );

  app.post(
    '/reservations/:id/restore',
    {
      config: { content: false, problems: [404, 409] },
      schema: {
        tags,
        summary:
          'Restores a cancelled, declined or no-show booking to the status it had (`endedFrom`) while its seats are free; 409 with `seatsTaken` when they are not',
        description:
          "The guest's message about the end waits in the outbox for 15 seconds: a restore before it leaves withdraws it, and the guest hears nothing; after it, the guest is told the booking stands again.",
        params: IdParams,
        response: { 200: ReservationSchema },
      },
    },
    (request) => restoreReservation(ctx, requireAdmin(request), request.params.id),
  );

  app.post(
    '/reservations/erase',
    {
      config: { role: 'owner', content: false },
      schema: {
        tags,
        summary: 'Erases the personal data of every booking made with an e-mail address',
        body: EraseRequestSchema,
        response: { 200: EraseResultSchema },
      },
    },
    async (request) => ({
      count: await eraseByEmail(ctx, requireAdmin(request), request.body.email),
    }),
  );
}
