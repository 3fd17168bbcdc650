import { z } from 'zod';
import { DrinkVariantInputSchema, DrinkVariantSchema } from '@restaurant/contract/drink.ts';
import { IdParams, NoContent, SHARED_READ, type Api, type DishChanged } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { NotFoundError } from '#src/lib/errors.ts';
import * as drinkRepository from '#src/modules/drinks/drink.repository.ts';
import { audited } from '#src/modules/audit/audit.service.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';

const tags = ['drink variants'];

export function drinkVariantRoutes(app: Api, ctx: Context, dishChanged: DishChanged): void {
  const notFound = (id: number) => new NotFoundError(`Drink variant ${id}`);
  // A variant's change is recorded as a change of its drink, so the drink's history shows prices.
  const load = (tx: Context, id: number) => drinkRepository.findById(tx.db, id);
  const drinkOf = async (variantId: number) =>
    (await drinkRepository.findVariantById(ctx.db, variantId))?.drinkId;
  const requireDrink = async (drinkId: number) => {
    if (!(await drinkRepository.findById(ctx.db, drinkId))) {
      throw new NotFoundError(`Drink ${drinkId}`);
    }
  };

  app.get(
    '/drinks/:id/drink-variants',
    {
      config: { ...SHARED_READ, problems: [404] },
      schema: {
        tags,
        summary: 'The variants of a drink',
        params: IdParams,
        response: { 200: z.array(DrinkVariantSchema) },
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
      config: { problems: [404] },
      schema: {
        tags,
        summary: 'Add a variant to a drink',
        params: IdParams,
        body: DrinkVariantInputSchema,
        response: { 201: DrinkVariantSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await requireDrink(id);
      const variant = await audited(
        ctx,
        requireActor(request),
        { action: 'update', entity: 'drink', id, load },
        (tx) => drinkRepository.insertVariant(tx.db, id, request.body),
      );
      return reply.status(201).send(variant);
    },
  );

  app.get(
    '/drink-variants/:id',
    {
      config: { ...SHARED_READ, problems: [404] },
      schema: {
        tags,
        summary: 'One drink variant',
        params: IdParams,
        response: { 200: DrinkVariantSchema },
      },
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
      config: { problems: [404] },
      schema: {
        tags,
        summary: 'Change a drink variant',
        params: IdParams,
        body: DrinkVariantInputSchema,
        response: { 200: DrinkVariantSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const drinkId = await drinkOf(id);
      if (drinkId === undefined) throw notFound(id);
      const variant = await audited(
        ctx,
        requireActor(request),
        { action: 'update', entity: 'drink', id: drinkId, load },
        async (tx) => {
          const changed = await drinkRepository.updateVariant(tx.db, id, request.body);
          if (changed) await dishChanged(tx, { drinkVariantId: id });
          return changed;
        },
      );
      if (!variant) throw notFound(id);
      return variant;
    },
  );

  app.delete(
    '/drink-variants/:id',
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: 'Delete a drink variant',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const drinkId = await drinkOf(id);
      if (drinkId === undefined) throw notFound(id);
      const removed = await audited(
        ctx,
        requireActor(request),
        { action: 'update', entity: 'drink', id: drinkId, load },
        (tx) => drinkRepository.removeVariant(tx.db, id),
      );
      if (!removed) throw notFound(id);
      return reply.status(204).send(null);
    },
  );
}
