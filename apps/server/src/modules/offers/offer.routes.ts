import { z } from 'zod';
import {
  OfferInputSchema,
  OfferItemInputSchema,
  OfferItemSchema,
  OfferSchema,
} from '@restaurant/contract/offer.ts';
import { IdParams, NoContent, problems, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { NotFoundError } from '#src/lib/errors.ts';
import { dateIn } from '@restaurant/contract/calendar.ts';
import { pickFeatured } from '@restaurant/contract/featured-offer.ts';
import { menuItemRoutes } from '#src/modules/menu-items/menu-item.routes.ts';
import * as offerRepository from '#src/modules/offers/offer.repository.ts';
import * as offerService from '#src/modules/offers/offer.service.ts';

const tags = ['offers'];

export function offerRoutes(app: Api, ctx: Context): void {
  const notFound = (id: number) => new NotFoundError(`Offer ${id}`);
  const running = () =>
    offerRepository.findRunningOn(ctx.db, dateIn(ctx.config.timeZone, ctx.now()));

  app.get(
    '/offers',
    { config: { public: true }, schema: { tags, response: { 200: z.array(OfferSchema) } } },
    () => offerRepository.findAll(ctx.db),
  );

  app.get(
    '/offers/running',
    {
      config: { public: true },
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
      config: { public: true },
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
    { schema: { tags, body: OfferInputSchema, response: { 201: OfferSchema, ...problems } } },
    async (request, reply) =>
      reply.status(201).send(await offerService.createOffer(ctx.db, request.body)),
  );

  app.get(
    '/offers/:id',
    {
      config: { public: true },
      schema: { tags, params: IdParams, response: { 200: OfferSchema, ...problems } },
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
      schema: {
        tags,
        params: IdParams,
        body: OfferInputSchema,
        response: { 200: OfferSchema, ...problems },
      },
    },
    async (request) => {
      const offer = await offerService.updateOffer(ctx.db, request.params.id, request.body);
      if (!offer) throw notFound(request.params.id);
      return offer;
    },
  );

  app.delete(
    '/offers/:id',
    { schema: { tags, params: IdParams, response: { 204: NoContent, ...problems } } },
    async (request, reply) => {
      if (!(await offerRepository.remove(ctx.db, request.params.id))) {
        throw notFound(request.params.id);
      }
      return reply.status(204).send(null);
    },
  );

  menuItemRoutes(app, ctx, {
    kind: 'offer',
    path: '/offers/:id/items',
    parentLabel: 'Offer',
    tags: ['offer items'],
    itemSchema: OfferItemSchema,
    inputSchema: OfferItemInputSchema,
    parentExists: (id) => offerRepository.exists(ctx.db, id),
    toResponse: offerRepository.toOfferItem,
  });
}
