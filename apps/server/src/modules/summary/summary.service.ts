import type { AdminSummary } from '@restaurant/contract/admin-summary.ts';
import { dateIn, weekOf } from '@restaurant/contract/calendar.ts';
import type { Context } from '#src/context.ts';
import { staffAttention } from '#src/modules/reservations/staff.service.ts';
import { countContent } from '#src/modules/summary/summary.repository.ts';

/** The admin's summary on the restaurant's today. */
export async function adminSummary(ctx: Context): Promise<AdminSummary> {
  const today = dateIn(ctx.config.timeZone, ctx.now());
  const [content, attention] = await Promise.all([
    countContent(ctx.db, today, weekOf(today)),
    staffAttention(ctx, today),
  ]);
  return { ...content, ...attention };
}
