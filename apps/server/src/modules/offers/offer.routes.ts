import { z } from 'zod';
import { OfferInputSchema, OfferItemSchema, OfferSchema } from '@restaurant/contract/offer.ts';
import { IdParams, NoContent, SHARED_READ, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { NotFoundError } from '#src/lib/errors.ts';
import { dateIn } from '@restaurant/contract/calendar.ts';
import { pickFeatured } from '@restaurant/contract/featured-offer.ts';
import { menuItemRoutes } from '#src/modules/menu-items/menu-item.routes.ts';
import * as offerRepository from '#src/modules/offers/offer.repository.ts';
import * as offerService from '#src/modules/offers/offer.service.ts';
import { audited } from '#src/modules/audit/audit.service.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';

const tags = ['offers'];

export function offerRoutes(app: Api, ctx: Context): void {
  const notFound = (id: number) => new NotFoundError(`Offer ${id}`);
  const load = (tx: Context, id: number) => offerRepository.findById(tx.db, id);
  const running = () =>
    offerRepository.findRunningOn(ctx.db, dateIn(ctx.config.timeZone, ctx.now()));

  app.get(
    '/offers',
    {
      config: SHARED_READ,
      schema: { tags, summary: 'Every offer', response: { 200: z.array(OfferSchema) } },
    },
    () => offerRepository.findAll(ctx.db),
  );

  app.get(
    '/offers/running',
    {
      config: SHARED_READ,
      schema: {
        tags,
        summary: "Offers running today (in the restaurant's time zone)",
        response: { 200: z.array(OfferSchema) },
      },
    },
    running,
  );

  app.get(
    '/offers/featured',
    {
      config: SHARED_READ,
      schema: {
        tags,
        summary: 'The running featured offer, else the first running offer, or null',
        response: { 200: OfferSchema.nullable() },
      },
    },
    async () => pickFeatured(await running())?.offer ?? null,
  );

  app.post(
    '/offers',
    {
      schema: {
        tags,
        summary: 'Create an offer',
        body: OfferInputSchema,
        response: { 201: OfferSchema },
      },
    },
    async (request, reply) => {
      const offer = await audited(
        ctx,
        requireActor(request),
        { action: 'create', entity: 'offer', load },
        (tx) => offerService.createOffer(tx, request.body),
      );
      return reply.status(201).send(offer);
    },
  );

  app.get(
    '/offers/:id',
    {
      config: { ...SHARED_READ, problems: [404] },
      schema: {
        tags,
        summary: 'One offer with its items',
        params: IdParams,
        response: { 200: OfferSchema },
      },
    },
    async (request) => {
      const offer = await offerRepository.findById(ctx.db, request.params.id);
      if (!offer) throw notFound(request.params.id);
      return offer;
    },
  );

  app.put(
    '/offers/:id',
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: 'Change an offer',
        params: IdParams,
        body: OfferInputSchema,
        response: { 200: OfferSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const offer = await audited(
        ctx,
        requireActor(request),
        { action: 'update', entity: 'offer', id, load },
        (tx) => offerService.updateOffer(tx, id, request.body),
      );
      if (!offer) throw notFound(id);
      return offer;
    },
  );

  app.delete(
    '/offers/:id',
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: 'Delete an offer with its items',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const removed = await audited(
        ctx,
        requireActor(request),
        { action: 'delete', entity: 'offer', id, load },
        (tx) => offerRepository.remove(tx.db, id),
      );
      if (!removed) throw notFound(id);
      return reply.status(204).send(null);
    },
  );

  menuItemRoutes(app, ctx, {
    kind: 'offer',
    path: '/offers/:id/items',
    parentLabel: 'Offer',
    parentPhrase: 'an offer',
    tags: ['offer items'],
    itemSchema: OfferItemSchema,
    parentExists: (id) => offerRepository.exists(ctx.db, id),
    toResponse: offerRepository.toOfferItem,
  });
}
