import { z } from 'zod';
import {
  PasswordChangeSchema,
  ProofSchema,
  RecoveryCodesSchema,
  SessionIdParams,
  SessionSchema,
  TotpCodeSchema,
  TotpEnrolmentSchema,
} from '@restaurant/contract/auth.ts';
import { NoContent, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import * as accountService from '#src/modules/auth/account.service.ts';
import { requireAdmin } from '#src/modules/auth/auth.guard.ts';

const tags = ['account'];
// A wrong current password or code is a 401 and counts toward the login lock (429).
const proofConfig = { problems: [401, 429] as const };

/** The signed-in person's own password, authenticator, recovery codes and sessions. */
export function accountRoutes(app: Api, ctx: Context): void {
  app.post(
    '/auth/password',
    {
      config: proofConfig,
      schema: {
        tags,
        summary: 'Change the own password (ends the other sessions)',
        body: PasswordChangeSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await accountService.changePassword(ctx, requireAdmin(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/totp/rotate',
    {
      config: proofConfig,
      schema: {
        tags,
        summary: 'Start moving the authenticator: a new key, valid once confirmed',
        body: ProofSchema,
        response: { 200: TotpEnrolmentSchema },
      },
    },
    (request) => accountService.startTotpRotation(ctx, requireAdmin(request), request.body),
  );

  app.post(
    '/auth/totp/confirm',
    {
      config: { problems: [409] },
      schema: {
        tags,
        summary: 'Switch to the new key with a code from it',
        body: TotpCodeSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const code = request.body.twoFactorCode;
      await accountService.confirmTotpRotation(ctx, requireAdmin(request), code);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/recovery-codes',
    {
      config: proofConfig,
      schema: {
        tags,
        summary: 'Ten new one-time recovery codes, shown only now; earlier ones stop working',
        body: ProofSchema,
        response: { 200: RecoveryCodesSchema },
      },
    },
    async (request) => ({
      codes: await accountService.replaceRecoveryCodes(ctx, requireAdmin(request), request.body),
    }),
  );

  app.get(
    '/auth/sessions',
    { schema: { tags, summary: 'The own sessions', response: { 200: z.array(SessionSchema) } } },
    (request) => accountService.listSessions(ctx, requireAdmin(request)),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: 'End one of the own sessions',
        params: SessionIdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await accountService.endSession(ctx, requireAdmin(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/sessions/revoke-others',
    {
      schema: {
        tags,
        summary: 'End every own session but this one',
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await accountService.endOtherSessions(ctx, requireAdmin(request));
      return reply.status(204).send(null);
    },
  );
}
