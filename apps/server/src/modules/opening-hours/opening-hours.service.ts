import type { OpeningHours, OpeningHoursInput } from '@restaurant/contract/opening-hours.ts';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import * as openingHoursRepository from '#src/modules/opening-hours/opening-hours.repository.ts';

export function findOpeningHours(ctx: Context) {
  return openingHoursRepository.find(ctx.db);
}

/**
 * Replaces the hours. Exceptions keep the id they were sent with; new ones get the next id never
 * given before, so a deleted exception's id does not come back as another's.
 */
export async function replaceOpeningHours(
  ctx: Context,
  input: OpeningHoursInput,
): Promise<OpeningHours> {
  return inTransaction(ctx, async (tx) => {
    const stored = await openingHoursRepository.find(tx.db);
    let lastExceptionId = Math.max(
      stored.lastExceptionId ?? 0,
      ...stored.exceptions.map((exception) => exception.id),
      ...input.exceptions.map((exception) => exception.id ?? 0),
    );
    const hours: OpeningHours = {
      weekly: [...input.weekly].sort((a, b) => a.day - b.day),
      exceptions: input.exceptions
        .map((exception) => ({ ...exception, id: exception.id ?? ++lastExceptionId }))
        .sort((a, b) => a.from.localeCompare(b.from) || a.id - b.id),
    };
    await openingHoursRepository.save(tx.db, { ...hours, lastExceptionId });
    return hours;
  });
}
