import { z } from 'zod';
import {
  InvitationLinkSchema,
  StaffCreateSchema,
  StaffCreatedSchema,
  StaffMemberSchema,
  StaffUpdateSchema,
} from '@restaurant/contract/users.ts';
import { IdParams, NoContent, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';
import * as userService from '#src/modules/users/user.service.ts';

const tags = ['users'];
const config = { role: 'owner', problems: [404, 409] } as const;

/** The staff accounts, managed by owners. */
export function userRoutes(app: Api, ctx: Context): void {
  app.get(
    '/users',
    {
      config,
      schema: {
        tags,
        summary: 'The staff accounts with their roles',
        response: { 200: z.array(StaffMemberSchema) },
      },
    },
    () => userService.listMembers(ctx),
  );

  app.get(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One staff account with its role',
        params: IdParams,
        response: { 200: StaffMemberSchema },
      },
    },
    (request) => userService.findMember(ctx, request.params.id),
  );

  app.post(
    '/users',
    {
      config,
      schema: {
        tags,
        summary: 'Add a person; answers a single-use invitation link, valid 48 hours',
        body: StaffCreateSchema,
        response: { 201: StaffCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await userService.createMember(ctx, requireActor(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/users/:id/invitation',
    {
      config,
      schema: {
        tags,
        summary: 'A new invitation link for someone who has not enrolled yet',
        params: IdParams,
        response: { 201: InvitationLinkSchema },
      },
    },
    async (request, reply) => {
      const link = await userService.reinvite(ctx, requireActor(request), request.params.id);
      return reply.status(201).send(link);
    },
  );

  app.put(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change name, role or active (deactivating ends the sessions at once)',
        params: IdParams,
        body: StaffUpdateSchema,
        response: { 200: StaffMemberSchema },
      },
    },
    (request) =>
      userService.updateMember(ctx, requireActor(request), request.params.id, request.body),
  );

  app.delete(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a person (never oneself or the last active owner)',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await userService.deleteMember(ctx, requireActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
