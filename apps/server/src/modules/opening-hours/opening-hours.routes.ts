import { OpeningHoursInputSchema, OpeningHoursSchema } from '@restaurant/contract/opening-hours.ts';
import { SHARED_READ, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { ONLY_ONE, audited } from '#src/modules/audit/audit.service.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';
import * as openingHoursRepository from '#src/modules/opening-hours/opening-hours.repository.ts';
import { replaceOpeningHours } from '#src/modules/opening-hours/opening-hours.service.ts';

const tags = ['opening hours'];

/** The hours as the API shows them, for the audit log. */
async function load(tx: Context) {
  const { weekly, exceptions } = await openingHoursRepository.find(tx.db);
  return { weekly, exceptions };
}

export function openingHoursRoutes(app: Api, ctx: Context): void {
  app.get(
    '/opening-hours',
    {
      config: SHARED_READ,
      schema: {
        tags,
        summary: 'The weekly hours (a day left out is closed) and the exceptions to them',
        response: { 200: OpeningHoursSchema },
      },
    },
    () => openingHoursRepository.find(ctx.db),
  );

  app.put(
    '/opening-hours',
    {
      config: { role: 'owner' },
      schema: {
        tags,
        summary: 'Replaces the weekly hours and the exceptions',
        body: OpeningHoursInputSchema,
        response: { 200: OpeningHoursSchema },
      },
    },
    (request) =>
      audited(
        ctx,
        requireActor(request),
        { action: 'update', entity: 'opening-hours', id: ONLY_ONE, load },
        (tx) => replaceOpeningHours(tx, request.body),
      ),
  );
}
