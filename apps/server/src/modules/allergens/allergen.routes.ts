import { z } from 'zod';
import { AllergenInputSchema, AllergenSchema } from '@restaurant/contract/allergen.ts';
import { IdParams, NoContent, SHARED_READ, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { ConflictError, NotFoundError } from '#src/lib/errors.ts';
import * as allergenRepository from '#src/modules/allergens/allergen.repository.ts';
import * as allergenService from '#src/modules/allergens/allergen.service.ts';
import { audited } from '#src/modules/audit/audit.service.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';

const tags = ['allergens'];

export function allergenRoutes(app: Api, ctx: Context): void {
  const notFound = (id: number) => new NotFoundError(`Allergen ${id}`);
  const load = (tx: Context, id: number) => allergenRepository.findById(tx.db, id);

  app.get(
    '/allergens',
    {
      config: SHARED_READ,
      schema: { tags, summary: 'Every allergen', response: { 200: z.array(AllergenSchema) } },
    },
    () => allergenRepository.findAll(ctx.db),
  );

  app.get(
    '/allergens/:id',
    {
      config: { ...SHARED_READ, problems: [404] },
      schema: {
        tags,
        summary: 'One allergen',
        params: IdParams,
        response: { 200: AllergenSchema },
      },
    },
    async (request) => {
      const allergen = await allergenRepository.findById(ctx.db, request.params.id);
      if (!allergen) throw notFound(request.params.id);
      return allergen;
    },
  );

  app.post(
    '/allergens',
    {
      config: { problems: [409] },
      schema: {
        tags,
        summary: 'Create an allergen',
        body: AllergenInputSchema,
        response: { 201: AllergenSchema },
      },
    },
    async (request, reply) => {
      const create = () =>
        audited(ctx, requireActor(request), { action: 'create', entity: 'allergen', load }, (tx) =>
          allergenService.createAllergen(tx, request.body),
        );
      // A code the server gives may be taken by a creation running at the same moment: the
      // next try reads the codes again.
      for (let attempt = 1; ; attempt++) {
        try {
          return reply.status(201).send(await create());
        } catch (error) {
          const given = request.body.code !== undefined;
          if (given || attempt === 10 || !(error instanceof ConflictError)) throw error;
        }
      }
    },
  );

  app.put(
    '/allergens/:id',
    {
      config: { problems: [404, 409] },
      schema: {
        tags,
        summary: 'Change an allergen',
        params: IdParams,
        body: AllergenInputSchema,
        response: { 200: AllergenSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const allergen = await audited(
        ctx,
        requireActor(request),
        { action: 'update', entity: 'allergen', id, load },
        (tx) => allergenService.updateAllergen(tx, id, request.body),
      );
      if (!allergen) throw notFound(request.params.id);
      return allergen;
    },
  );

  app.delete(
    '/allergens/:id',
    {
      config: { problems: [404, 409] },
      schema: {
        tags,
        summary: 'Delete an allergen that no dish or drink lists',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const removed = await audited(
        ctx,
        requireActor(request),
        { action: 'delete', entity: 'allergen', id, load },
        async (tx) => {
          if (await allergenRepository.isInUse(tx.db, id)) {
            throw new ConflictError(
              'The allergen is still listed on a dish or a drink; remove it there first.',
            );
          }
          return allergenRepository.remove(tx.db, id);
        },
      );
      if (!removed) throw notFound(id);
      return reply.status(204).send(null);
    },
  );
}
