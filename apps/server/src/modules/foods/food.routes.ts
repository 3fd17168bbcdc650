import { z } from 'zod';
import { CategoryWithFoodsSchema } from '@restaurant/contract/category.ts';
import { FoodCreateSchema, FoodSchema, FoodUpdateSchema } from '@restaurant/contract/food.ts';
import { IdParams, NoContent, SHARED_READ, type Api, type DishChanged } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { NotFoundError } from '#src/lib/errors.ts';
import * as categoryService from '#src/modules/categories/category.service.ts';
import * as foodRepository from '#src/modules/foods/food.repository.ts';
import * as foodService from '#src/modules/foods/food.service.ts';
import { audited } from '#src/modules/audit/audit.service.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';

const tags = ['foods'];

export function foodRoutes(app: Api, ctx: Context, dishChanged: DishChanged): void {
  const notFound = (id: number) => new NotFoundError(`Food ${id}`);
  const load = (tx: Context, id: number) => foodRepository.findById(tx.db, id);

  app.get(
    '/foods',
    {
      config: SHARED_READ,
      schema: { tags, summary: 'Every food', response: { 200: z.array(FoodSchema) } },
    },
    () => foodRepository.findAll(ctx.db),
  );

  app.get(
    '/categories/foods',
    {
      config: SHARED_READ,
      schema: {
        tags,
        summary: 'Food categories with their foods',
        response: { 200: z.array(CategoryWithFoodsSchema) },
      },
    },
    () => foodService.findFoodsByCategory(ctx),
  );

  app.get(
    '/categories/:id/foods',
    {
      config: { ...SHARED_READ, problems: [404] },
      schema: {
        tags,
        summary: 'The foods of a food category',
        params: IdParams,
        response: { 200: z.array(FoodSchema) },
      },
    },
    async (request) => {
      const { id: categoryId } = request.params;
      await categoryService.requireCategoryOfType(ctx, categoryId, 'Food', 'path');
      return foodRepository.findByCategory(ctx.db, categoryId);
    },
  );

  app.post(
    '/categories/:id/foods',
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: 'Create a food in a food category',
        params: IdParams,
        body: FoodCreateSchema,
        response: { 201: FoodSchema },
      },
    },
    async (request, reply) => {
      const food = await audited(
        ctx,
        requireActor(request),
        { action: 'create', entity: 'food', load },
        (tx) => foodService.createFood(tx, request.params.id, request.body),
      );
      return reply.status(201).send(food);
    },
  );

  app.get(
    '/foods/:id',
    {
      config: { ...SHARED_READ, problems: [404] },
      schema: { tags, summary: 'One food', params: IdParams, response: { 200: FoodSchema } },
    },
    async (request) => {
      const food = await foodRepository.findById(ctx.db, request.params.id);
      if (!food) throw notFound(request.params.id);
      return food;
    },
  );

  app.put(
    '/foods/:id',
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: 'Change a food',
        params: IdParams,
        body: FoodUpdateSchema,
        response: { 200: FoodSchema },
      },
    },
    (request) => {
      const { id } = request.params;
      return audited(
        ctx,
        requireActor(request),
        { action: 'update', entity: 'food', id, load },
        async (tx) => {
          const food = await foodService.updateFood(tx, id, request.body);
          await dishChanged(tx, { foodId: id });
          return food;
        },
      );
    },
  );

  app.delete(
    '/foods/:id',
    {
      config: { problems: [404] },
      schema: { tags, summary: 'Delete a food', params: IdParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const removed = await audited(
        ctx,
        requireActor(request),
        { action: 'delete', entity: 'food', id, load },
        (tx) => foodRepository.remove(tx.db, id),
      );
      if (!removed) throw notFound(id);
      return reply.status(204).send(null);
    },
  );
}
