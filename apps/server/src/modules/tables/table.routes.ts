import { DiningTablesSchema } from '@restaurant/contract/dining-table.ts';
import type { Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';
import { findTables, replaceTables } from '#src/modules/tables/table.service.ts';

const tags = ['tables'];

export function tableRoutes(app: Api, ctx: Context): void {
  app.get(
    '/tables',
    {
      schema: {
        tags,
        summary:
          "The room's tables (empty when the restaurant keeps none): staff give them to bookings and see the plan",
        response: { 200: DiningTablesSchema },
      },
    },
    () => findTables(ctx),
  );

  app.put(
    '/tables',
    {
      config: { role: 'owner', content: false },
      schema: {
        tags,
        summary:
          'Replaces the tables: a stored id keeps its table, 0 or less makes a new one (and names it for `joinsWith` in the same list); joining is mutual',
        body: DiningTablesSchema,
        response: { 200: DiningTablesSchema },
      },
    },
    (request) => replaceTables(ctx, requireActor(request), request.body),
  );
}
