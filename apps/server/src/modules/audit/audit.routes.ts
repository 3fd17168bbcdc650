import { AuditPageSchema, AuditQuerySchema } from '@restaurant/contract/audit.ts';
import type { Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import * as auditService from '#src/modules/audit/audit.service.ts';

const DAY_MS = 86_400_000;

export function auditRoutes(app: Api, ctx: Context): void {
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['audit'],
        summary: 'Who changed what and when, newest first, one page at a time',
        description:
          'Filters combine. `from` and `to` are ISO date-times; `cursor` is the `nextCursor` of ' +
          'the previous page. Entries older than the retention period are pruned.',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema },
      },
    },
    (request) => auditService.findPage(ctx, request.query),
  );

  // Pruned at start and once a day after.
  const prune = () =>
    auditService
      .prune(ctx, ctx.now(), ctx.config.auditRetentionDays * DAY_MS)
      .catch((error: unknown) => app.log.error(error, 'Pruning the audit log failed'));
  app.addHook('onReady', async () => {
    await prune();
  });
  const timer = setInterval(() => void prune(), DAY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
