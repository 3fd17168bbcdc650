import { AdminSummarySchema } from '@restaurant/contract/admin-summary.ts';
import type { Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { adminSummary } from '#src/modules/summary/summary.service.ts';

export function summaryRoutes(app: Api, ctx: Context): void {
  app.get(
    '/admin-summary',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The admin's first screen in one read: the content's counts, bookings waiting for a decision, and e-mails held up",
        response: { 200: AdminSummarySchema },
      },
    },
    () => adminSummary(ctx),
  );
}
