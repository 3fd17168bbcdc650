import { z } from 'zod';
import { CategoryWithDrinksSchema } from '@restaurant/contract/category.ts';
import { DrinkCreateSchema, DrinkSchema, DrinkUpdateSchema } from '@restaurant/contract/drink.ts';
import { IdParams, NoContent, problems, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { NotFoundError } from '#src/lib/errors.ts';
import * as categoryRepository from '#src/modules/categories/category.repository.ts';
import * as drinkRepository from '#src/modules/drinks/drink.repository.ts';

const tags = ['drinks'];

export function drinkRoutes(app: Api, ctx: Context): void {
  const notFound = (id: number) => new NotFoundError(`Drink ${id}`);

  app.get(
    '/drinks',
    { config: { public: true }, schema: { tags, response: { 200: z.array(DrinkSchema) } } },
    () => drinkRepository.findAll(ctx.db),
  );

  app.get(
    '/categories/drinks',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Drink categories with their drinks and variants',
        response: { 200: z.array(CategoryWithDrinksSchema) },
      },
    },
    () => drinkRepository.findGroupedByCategory(ctx.db),
  );

  app.get(
    '/categories/:id/drinks',
    {
      config: { public: true },
      schema: { tags, params: IdParams, response: { 200: z.array(DrinkSchema), ...problems } },
    },
    async (request) => {
      const { id: categoryId } = request.params;
      await categoryRepository.requireOfType(ctx.db, categoryId, 'Drink', 'path');
      return drinkRepository.findByCategory(ctx.db, categoryId);
    },
  );

  app.post(
    '/categories/:id/drinks',
    {
      schema: {
        tags,
        params: IdParams,
        body: DrinkCreateSchema,
        response: { 201: DrinkSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { id: categoryId } = request.params;
      await categoryRepository.requireOfType(ctx.db, categoryId, 'Drink', 'path');
      return reply.status(201).send(await drinkRepository.insert(ctx.db, categoryId, request.body));
    },
  );

  app.get(
    '/drinks/:id',
    {
      config: { public: true },
      schema: { tags, params: IdParams, response: { 200: DrinkSchema, ...problems } },
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
      schema: {
        tags,
        params: IdParams,
        body: DrinkUpdateSchema,
        response: { 200: DrinkSchema, ...problems },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await drinkRepository.findById(ctx.db, id))) throw notFound(id);
      await categoryRepository.requireOfType(ctx.db, request.body.categoryId, 'Drink', 'body');
      const drink = await drinkRepository.update(ctx.db, id, request.body);
      if (!drink) throw notFound(id);
      return drink;
    },
  );

  app.delete(
    '/drinks/:id',
    { schema: { tags, params: IdParams, response: { 204: NoContent, ...problems } } },
    async (request, reply) => {
      if (!(await drinkRepository.remove(ctx.db, request.params.id))) {
        throw notFound(request.params.id);
      }
      return reply.status(204).send(null);
    },
  );
}
