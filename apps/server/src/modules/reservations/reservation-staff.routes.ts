import { addDays } from '@restaurant/contract/calendar.ts';
import {
  EraseRequestSchema,
  EraseResultSchema,
  ReservationListQuerySchema,
  ReservationListSchema,
  ReservationSchema,
  ReservationUpdateSchema,
} from '@restaurant/contract/reservation.ts';
import { IdParams, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { ValidationError } from '#src/lib/errors.ts';
import { requireAdmin } from '#src/modules/auth/auth.guard.ts';
import {
  eraseByEmail,
  findReservation,
  listReservations,
  updateReservation,
} from '#src/modules/reservations/staff.service.ts';

const tags = ['reservations'];
/** The longest span one list may cover. */
const MAX_LIST_DAYS = 62;

/** Staff's side: the day's bookings, decisions and edits, and erasure on request. */
export function reservationStaffRoutes(app: Api, ctx: Context): void {
  app.get(
    '/reservations',
    {
      schema: {
        tags,
        summary:
          'The bookings of a day (or of from…to), in time order, with the count awaiting a decision',
        querystring: ReservationListQuerySchema,
        response: { 200: ReservationListSchema },
      },
    },
    (request) => {
      const { date, from = date!, to = date! } = request.query;
      if (to < from || addDays(from, MAX_LIST_DAYS) < to) {
        throw new ValidationError([
          { path: 'to', message: `Must be from 'from' to ${MAX_LIST_DAYS} days after it` },
        ]);
      }
      return listReservations(ctx, from, to);
    },
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

  app.put(
    '/reservations/:id',
    {
      config: { content: false, problems: [404, 409] },
      schema: {
        tags,
        summary:
          'A decision (status) or an edit (date, time, party size, table, staff note); 409 for a transition that makes no sense, or with `overLimitBy` beyond the limits until `overLimit: true`',
        params: IdParams,
        body: ReservationUpdateSchema,
        response: { 200: ReservationSchema },
      },
    },
    (request) => updateReservation(ctx, requireAdmin(request), request.params.id, request.body),
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
