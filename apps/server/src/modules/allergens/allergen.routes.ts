import { z } from 'zod';
import {
  AllergenInputSchema,
  AllergenSchema,
  AllergenUpdateSchema,
} from '@restaurant/contract/allergen.ts';
import { IdParams, NoContent, problems, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { ConflictError, NotFoundError } from '#src/lib/errors.ts';
import * as allergenRepository from '#src/modules/allergens/allergen.repository.ts';
import * as allergenService from '#src/modules/allergens/allergen.service.ts';

const tags = ['allergens'];

export function allergenRoutes(app: Api, ctx: Context): void {
  const notFound = (id: number) => new NotFoundError(`Allergen ${id}`);

  app.get(
    '/allergens',
    { config: { public: true }, schema: { tags, response: { 200: z.array(AllergenSchema) } } },
    () => allergenRepository.findAll(ctx.db),
  );

  app.get(
    '/allergens/:id',
    {
      config: { public: true },
      schema: { tags, params: IdParams, response: { 200: AllergenSchema, ...problems } },
    },
    async (request) => {
      const allergen = await allergenRepository.findById(ctx.db, request.params.id);
      if (!allergen) throw notFound(request.params.id);
      return allergen;
    },
  );

  app.post(
    '/allergens',
    { schema: { tags, body: AllergenInputSchema, response: { 201: AllergenSchema, ...problems } } },
    async (request, reply) => {
      const allergen = await allergenService.createAllergen(ctx.db, request.body);
      return reply.status(201).send(allergen);
    },
  );

  app.put(
    '/allergens/:id',
    {
      schema: {
        tags,
        params: IdParams,
        body: AllergenUpdateSchema,
        response: { 200: AllergenSchema, ...problems },
      },
    },
    async (request) => {
      const allergen = await allergenService.updateAllergen(
        ctx.db,
        request.params.id,
        request.body,
      );
      if (!allergen) throw notFound(request.params.id);
      return allergen;
    },
  );

  app.delete(
    '/allergens/:id',
    { schema: { tags, params: IdParams, response: { 204: NoContent, ...problems } } },
    async (request, reply) => {
      const { id } = request.params;
      if (await allergenRepository.isInUse(ctx.db, id)) {
        throw new ConflictError(
          'The allergen is still listed on a dish or a drink; remove it there first.',
        );
      }
      if (!(await allergenRepository.remove(ctx.db, id))) throw notFound(id);
      return reply.status(204).send(null);
    },
  );
}
