import {
  InvitationAcceptSchema,
  InvitationSchema,
  InvitationTokenParams,
} from '@restaurant/contract/users.ts';
import { NoContent, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import * as invitationService from '#src/modules/users/invitation.service.ts';

const tags = ['users'];

/** The enrolment a new person does through the link an owner gave them. */
export function invitationRoutes(app: Api, ctx: Context): void {
  const config = {
    public: true,
    problems: [404] as const,
    rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: 60_000 },
  };

  app.get(
    '/invitations/:token',
    {
      config,
      schema: {
        tags,
        summary: 'The account an invitation is for and the authenticator key to scan',
        params: InvitationTokenParams,
        response: { 200: InvitationSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return invitationService.showInvitation(ctx, request.params.token);
    },
  );

  app.post(
    '/invitations/:token',
    {
      config,
      schema: {
        tags,
        summary: 'Set the password and prove the authenticator with a code; spends the link',
        params: InvitationTokenParams,
        body: InvitationAcceptSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await invitationService.acceptInvitation(ctx, request.params.token, request.body);
      return reply.status(204).send(null);
    },
  );
}
