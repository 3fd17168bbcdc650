import { z } from 'zod';
import {
  CategoryInputSchema,
  CategorySchema,
  CategoryTypeSchema,
} from '@restaurant/contract/category.ts';
import { IdParams, NoContent, SHARED_READ, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { ConflictError, NotFoundError } from '#src/lib/errors.ts';
import * as categoryRepository from '#src/modules/categories/category.repository.ts';
import { audited } from '#src/modules/audit/audit.service.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';

const tags = ['categories'];
const TypeParams = z.strictObject({ type: CategoryTypeSchema });

export function categoryRoutes(app: Api, ctx: Context): void {
  const notFound = (id: number) => new NotFoundError(`Category ${id}`);
  const load = (tx: Context, id: number) => categoryRepository.findById(tx.db, id);

  app.get(
    '/categories/type/:type',
    {
      config: SHARED_READ,
      schema: {
        tags,
        summary: 'The categories of a type (Food or Drink), in menu order',
        params: TypeParams,
        response: { 200: z.array(CategorySchema) },
      },
    },
    (request) => categoryRepository.findByType(ctx.db, request.params.type),
  );

  app.post(
    '/categories/type/:type',
    {
      schema: {
        tags,
        summary: 'Create a category of a type',
        params: TypeParams,
        body: CategoryInputSchema,
        response: { 201: CategorySchema },
      },
    },
    async (request, reply) => {
      const category = await audited(
        ctx,
        requireActor(request),
        { action: 'create', entity: 'category', load },
        (tx) => categoryRepository.insert(tx.db, request.params.type, request.body),
      );
      return reply.status(201).send(category);
    },
  );

  app.get(
    '/categories/:id',
    {
      config: { ...SHARED_READ, problems: [404] },
      schema: {
        tags,
        summary: 'One category',
        params: IdParams,
        response: { 200: CategorySchema },
      },
    },
    async (request) => {
      const category = await categoryRepository.findById(ctx.db, request.params.id);
      if (!category) throw notFound(request.params.id);
      return category;
    },
  );

  app.put(
    '/categories/:id',
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: 'Change a category',
        params: IdParams,
        body: CategoryInputSchema,
        response: { 200: CategorySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const category = await audited(
        ctx,
        requireActor(request),
        { action: 'update', entity: 'category', id, load },
        (tx) => categoryRepository.update(tx.db, id, request.body),
      );
      if (!category) throw notFound(request.params.id);
      return category;
    },
  );

  app.delete(
    '/categories/:id',
    {
      config: { problems: [404, 409] },
      schema: {
        tags,
        summary: 'Delete a category that holds no foods or drinks',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const removed = await audited(
        ctx,
        requireActor(request),
        { action: 'delete', entity: 'category', id, load },
        async (tx) => {
          if (await categoryRepository.hasItems(tx.db, id)) {
            throw new ConflictError('The category still holds items; move or delete them first.');
          }
          return categoryRepository.remove(tx.db, id);
        },
      );
      if (!removed) throw notFound(id);
      return reply.status(204).send(null);
    },
  );
}
