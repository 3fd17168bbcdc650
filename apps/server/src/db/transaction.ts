import type { Db } from '#src/db/database.ts';

/**
 * Runs the work in the caller's transaction when there is one, otherwise in a new one, and hands
 * it the caller's context with the transaction as its database (`tx.db`), so that whatever the
 * work calls with that context is part of it.
 */
export function inTransaction<C extends Readonly<{ db: Db }>, T>(
  ctx: C,
  work: (tx: C) => Promise<T>,
): Promise<T> {
  if (ctx.db.isTransaction) return work(ctx);
  return ctx.db.transaction().execute((trx) => work({ ...ctx, db: trx }));
}
