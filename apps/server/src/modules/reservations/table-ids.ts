import type { Context } from '#src/context.ts';
import { ValidationError } from '#src/lib/errors.ts';
import { findTables } from '#src/modules/tables/table.service.ts';

/** The tables given with a booking, each one of the room's; undefined when none were given. */
export async function checkedTableIds(
  ctx: Context,
  ids: number[] | null | undefined,
): Promise<number[] | undefined> {
  if (!ids || ids.length === 0) return ids === undefined ? undefined : [];
  const known = new Set((await findTables(ctx)).map((table) => table.id));
  if (ids.some((id) => !known.has(id))) {
    throw new ValidationError([{ path: 'tableIds', message: 'Must be tables of the room' }]);
  }
  return ids;
}
