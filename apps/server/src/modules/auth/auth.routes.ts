import { z } from 'zod';
import { LoginResponseSchema, LoginSchema, UserSchema } from '@restaurant/contract/auth.ts';
import type { Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import {
  clearSessionCookie,
  readDeviceCookie,
  setDeviceCookie,
  setSessionCookie,
} from '#src/modules/auth/auth.cookies.ts';
import { requireAdmin } from '#src/modules/auth/auth.guard.ts';
import * as authService from '#src/modules/auth/auth.service.ts';
import { sendAppError } from '#src/plugins/errors.ts';

export function authRoutes(app: Api, ctx: Context): void {
  app.post(
    '/auth/login',
    {
      config: {
        public: true,
        problems: [401],
        rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: 60_000 },
      },
      // A flood is refused before its bodies are read (decision 014).
      onRequest: async (request, reply) => {
        const refusal = await authService.checkingRefusal(ctx, readDeviceCookie(request));
        if (refusal) return sendAppError(reply, refusal);
      },
      schema: {
        tags: ['auth'],
        summary: 'Log in with username, password and a TOTP code',
        body: LoginSchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const { token, user, expiresAt, device } = await authService.login(ctx, request.body, {
        deviceToken: readDeviceCookie(request),
        userAgent: request.headers['user-agent'],
      });
      const secondsUntil = (at: number) => Math.floor((at - ctx.now()) / 1000);
      setSessionCookie(request, reply, token, secondsUntil(expiresAt));
      setDeviceCookie(request, reply, device.token, secondsUntil(device.expiresAt));
      reply.header('cache-control', 'no-store');
      return { token, user };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'End the current session', response: { 204: z.null() } } },
    async (request, reply) => {
      await authService.logout(ctx, requireAdmin(request).sessionId);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    { schema: { tags: ['auth'], summary: 'The logged-in admin', response: { 200: UserSchema } } },
    async (request) => {
      const { username, name, role } = requireAdmin(request);
      return { username, name, role };
    },
  );
}
