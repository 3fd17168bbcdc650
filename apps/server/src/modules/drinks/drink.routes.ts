import { z } from 'zod';
import { CategoryWithDrinksSchema } from '@restaurant/contract/category.ts';
import {
  DrinkCreateSchema,
  DrinkSchema,
  DrinkUpdateSchema,
  DrinkWithVariantsCreateSchema,
  DrinkWithVariantsUpdateSchema,
} from '@restaurant/contract/drink.ts';
import type { Drink } from '@restaurant/contract/drink.ts';
import { IdParams, NoContent, SHARED_READ, type Api, type DishChanged } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { NotFoundError } from '#src/lib/errors.ts';
import * as categoryService from '#src/modules/categories/category.service.ts';
import * as drinkSaveService from '#src/modules/drinks/drink-save.service.ts';
import * as drinkRepository from '#src/modules/drinks/drink.repository.ts';
import { findDrinksByCategory } from '#src/modules/drinks/drink.service.ts';
import { audited } from '#src/modules/audit/audit.service.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';

const tags = ['drinks'];

export function drinkRoutes(app: Api, ctx: Context, dishChanged: DishChanged): void {
  const notFound = (id: number) => new NotFoundError(`Drink ${id}`);
  const load = (tx: Context, id: number) => drinkRepository.findById(tx.db, id);
  /** Items made from any size of the drink follow its name, description and allergens. */
  const followed = async (tx: Context, drink: Drink) => {
    for (const variant of drink.variants) await dishChanged(tx, { drinkVariantId: variant.id });
    return drink;
  };

  app.get(
    '/drinks',
    {
      config: SHARED_READ,
      schema: {
        tags,
        summary: 'Every drink with its variants',
        response: { 200: z.array(DrinkSchema) },
      },
    },
    () => drinkRepository.findAll(ctx.db),
  );

  app.get(
    '/categories/drinks',
    {
      config: SHARED_READ,
      schema: {
        tags,
        summary: 'Drink categories with their drinks and variants',
        response: { 200: z.array(CategoryWithDrinksSchema) },
      },
    },
    () => findDrinksByCategory(ctx),
  );

  app.get(
    '/categories/:id/drinks',
    {
      config: { ...SHARED_READ, problems: [404] },
      schema: {
        tags,
        summary: 'The drinks of a drink category',
        params: IdParams,
        response: { 200: z.array(DrinkSchema) },
      },
    },
    async (request) => {
      const { id: categoryId } = request.params;
      await categoryService.requireCategoryOfType(ctx, categoryId, 'Drink', 'path');
      return drinkRepository.findByCategory(ctx.db, categoryId);
    },
  );

  app.post(
    '/categories/:id/drinks',
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: 'Create a drink in a drink category',
        params: IdParams,
        body: DrinkCreateSchema,
        response: { 201: DrinkSchema },
      },
    },
    async (request, reply) => {
      const drink = await audited(
        ctx,
        requireActor(request),
        { action: 'create', entity: 'drink', load },
        (tx) => drinkSaveService.createDrink(tx, request.params.id, request.body),
      );
      return reply.status(201).send(drink);
    },
  );

  app.post(
    '/categories/:id/drinks/with-variants',
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: 'Create a drink together with its variants, all or nothing',
        params: IdParams,
        body: DrinkWithVariantsCreateSchema,
        response: { 201: DrinkSchema },
      },
    },
    async (request, reply) => {
      const { id: categoryId } = request.params;
      const drink = await audited(
        ctx,
        requireActor(request),
        { action: 'create', entity: 'drink', load },
        (tx) => drinkSaveService.createDrink(tx, categoryId, request.body),
      );
      return reply.status(201).send(drink);
    },
  );

  app.get(
    '/drinks/:id',
    {
      config: { ...SHARED_READ, problems: [404] },
      schema: { tags, summary: 'One drink', params: IdParams, response: { 200: DrinkSchema } },
    },
    async (request) => {
      const drink = await drinkRepository.findById(ctx.db, request.params.id);
      if (!drink) throw notFound(request.params.id);
      return drink;
    },
  );

  app.put(
    '/drinks/:id',
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: 'Change a drink (not its variants)',
        params: IdParams,
        body: DrinkUpdateSchema,
        response: { 200: DrinkSchema },
      },
    },
    (request) => {
      const { id } = request.params;
      return audited(
        ctx,
        requireActor(request),
        { action: 'update', entity: 'drink', id, load },
        async (tx) => followed(tx, await drinkSaveService.updateDrink(tx, id, request.body)),
      );
    },
  );

  app.put(
    '/drinks/:id/with-variants',
    {
      // A drink with its variants is read at /drinks/:id.
      config: { problems: [404], readsAt: (url) => url.replace(/\/with-variants$/, '') },
      schema: {
        tags,
        summary: 'Replace a drink and its variants, all or nothing',
        description:
          'Listed variants with an id (which must be variants of this drink) are updated, those ' +
          "without an id are created, and the drink's variants not listed are deleted. When " +
          'anything is refused or fails, nothing changes.',
        params: IdParams,
        body: DrinkWithVariantsUpdateSchema,
        response: { 200: DrinkSchema },
      },
    },
    (request) => {
      const { id } = request.params;
      return audited(
        ctx,
        requireActor(request),
        { action: 'update', entity: 'drink', id, load },
        async (tx) => followed(tx, await drinkSaveService.updateWithVariants(tx, id, request.body)),
      );
    },
  );

  app.delete(
    '/drinks/:id',
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: 'Delete a drink with its variants',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const removed = await audited(
        ctx,
        requireActor(request),
        { action: 'delete', entity: 'drink', id, load },
        (tx) => drinkRepository.remove(tx.db, id),
      );
      if (!removed) throw notFound(id);
      return reply.status(204).send(null);
    },
  );
}
