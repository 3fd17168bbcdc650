import { z } from 'zod';
import { EventInputSchema, EventSchema } from '@restaurant/contract/event.ts';
import { IdParams, NoContent, SHARED_READ, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { NotFoundError } from '#src/lib/errors.ts';
import { audited } from '#src/modules/audit/audit.service.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';
import {
  createEvent,
  deleteEvent,
  findEvents,
  updateEvent,
  type EventBookings,
} from '#src/modules/events/event.service.ts';

const tags = ['events'];

/** Events and set-menu evenings: read by anyone, managed by editors and owners. */
export function eventRoutes(app: Api, ctx: Context, bookings: EventBookings): void {
  const notFound = (id: number) => new NotFoundError(`Event ${id}`);
  const load = async (tx: Context, id: number) => (await findEvents(tx, bookings, { id }))[0];

  app.get(
    '/events',
    {
      config: SHARED_READ,
      schema: {
        tags,
        summary: 'Every event, by date, with the seats booked and left',
        response: { 200: z.array(EventSchema) },
      },
    },
    () => findEvents(ctx, bookings),
  );

  app.post(
    '/events',
    {
      schema: {
        tags,
        summary: 'Create an event; courses with a `foodId` take the dish’s texts and allergens',
        body: EventInputSchema,
        response: { 201: EventSchema },
      },
    },
    async (request, reply) => {
      const event = await audited(
        ctx,
        requireActor(request),
        { action: 'create', entity: 'event', load },
        (tx) => createEvent(tx, bookings, request.body),
      );
      return reply.status(201).send(event);
    },
  );

  app.get(
    '/events/:id',
    {
      config: { ...SHARED_READ, problems: [404] },
      schema: {
        tags,
        summary: 'One event with its set menu and the seats booked and left',
        params: IdParams,
        response: { 200: EventSchema },
      },
    },
    async (request) => {
      const event = await load(ctx, request.params.id);
      if (!event) throw notFound(request.params.id);
      return event;
    },
  );

  app.put(
    '/events/:id',
    {
      config: { problems: [404, 409] },
      schema: {
        tags,
        summary: 'Change an event',
        description:
          'Its seats never go below those booked (400 on `seats`); the date of an event with ' +
          'bookings cannot change (409).',
        params: IdParams,
        body: EventInputSchema,
        response: { 200: EventSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const event = await audited(
        ctx,
        requireActor(request),
        { action: 'update', entity: 'event', id, load },
        (tx) => updateEvent(tx, bookings, id, request.body),
      );
      if (!event) throw notFound(id);
      return event;
    },
  );

  app.delete(
    '/events/:id',
    {
      config: { problems: [404, 409] },
      schema: {
        tags,
        summary: 'Delete an event without bookings (409 while any booking holds its seats)',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const removed = await audited(
        ctx,
        requireActor(request),
        { action: 'delete', entity: 'event', id, load },
        (tx) => deleteEvent(tx, bookings, id),
      );
      if (!removed) throw notFound(id);
      return reply.status(204).send(null);
    },
  );
}
