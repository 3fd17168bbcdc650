import { z } from 'zod';
import { DrinkVariantInputSchema, DrinkVariantSchema } from '@restaurant/contract/drink.ts';
import { IdParams, NoContent, problems, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { NotFoundError } from '#src/lib/errors.ts';
import * as drinkRepository from '#src/modules/drinks/drink.repository.ts';

const tags = ['drink variants'];

export function drinkVariantRoutes(app: Api, ctx: Context): void {
  const notFound = (id: number) => new NotFoundError(`Drink variant ${id}`);
  const requireDrink = async (drinkId: number) => {
    if (!(await drinkRepository.findById(ctx.db, drinkId))) {
      throw new NotFoundError(`Drink ${drinkId}`);
    }
  };

  app.get(
    '/drinks/:id/drink-variants',
    {
      config: { public: true },
      schema: {
        tags,
        params: IdParams,
        response: { 200: z.array(DrinkVariantSchema), ...problems },
      },
    },
    async (request) => {
      await requireDrink(request.params.id);
      return drinkRepository.findVariantsOf(ctx.db, request.params.id);
    },
  );

  app.post(
    '/drinks/:id/drink-variants',
    {
      schema: {
        tags,
        params: IdParams,
        body: DrinkVariantInputSchema,
        response: { 201: DrinkVariantSchema, ...problems },
      },
    },
    async (request, reply) => {
      await requireDrink(request.params.id);
      const variant = await drinkRepository.insertVariant(ctx.db, request.params.id, request.body);
      return reply.status(201).send(variant);
    },
  );

  app.get(
    '/drink-variants/:id',
    {
      config: { public: true },
      schema: { tags, params: IdParams, response: { 200: DrinkVariantSchema, ...problems } },
    },
    async (request) => {
      const variant = await drinkRepository.findVariantById(ctx.db, request.params.id);
      if (!variant) throw notFound(request.params.id);
      return variant;
    },
  );

  app.put(
    '/drink-variants/:id',
    {
      schema: {
        tags,
        params: IdParams,
        body: DrinkVariantInputSchema,
        response: { 200: DrinkVariantSchema, ...problems },
      },
    },
    async (request) => {
      const variant = await drinkRepository.updateVariant(ctx.db, request.params.id, request.body);
      if (!variant) throw notFound(request.params.id);
      return variant;
    },
  );

  app.delete(
    '/drink-variants/:id',
    { schema: { tags, params: IdParams, response: { 204: NoContent, ...problems } } },
    async (request, reply) => {
      if (!(await drinkRepository.removeVariant(ctx.db, request.params.id))) {
        throw notFound(request.params.id);
      }
      return reply.status(204).send(null);
    },
  );
}
