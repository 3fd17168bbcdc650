import type {
  AuditChange,
  AuditEntity,
  AuditPage,
  AuditQuery,
} from '@restaurant/contract/audit.ts';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import * as auditRepository from '#src/modules/audit/audit.repository.ts';
import { recordAudit, type Actor } from '#src/modules/audit/audit.recorder.ts';

const PAGE_SIZE = 50;

/** The id the log gives what a restaurant has only one of: its profile, its hours, its gallery. */
export const ONLY_ONE = 1;

type Loader = (tx: Context, id: number) => Promise<unknown>;

/** How to audit one content write: what it does, to what, and how to read the item. */
export type AuditedWrite = {
  action: 'create' | 'update' | 'delete' | 'reorder' | 'copy';
  entity: AuditEntity;
  /** The item's id when it exists before the write (update, delete, reorder). */
  id?: number;
  /** Reads the item as the API shows it; undefined when there is none. */
  load: Loader;
};

const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number'
    ? [value.id]
    : [];

/** The ids of what a create or copy made: the item it answers, or each of a list. */
const idsOf = (result: unknown): number[] =>
  Array.isArray(result) ? result.flatMap(idOf) : idOf(result);

/**
 * Runs a content write and records who changed what (before → after) in the same transaction, so
 * a write that fails leaves no entry and no write goes unrecorded. A write that found nothing to
 * change (an unknown id) records nothing.
 */
export function audited<T>(
  ctx: Context,
  actor: Actor,
  spec: AuditedWrite,
  write: (tx: Context) => Promise<T>,
): Promise<T> {
  return inTransaction(ctx, async (tx) => {
    const before = spec.id === undefined ? undefined : await spec.load(tx, spec.id);
    const result = await write(tx);
    if (spec.action === 'delete' && result === false) return result;
    const made = idsOf(result);
    for (const entityId of spec.id === undefined ? made : [spec.id]) {
      const after = spec.action === 'delete' ? undefined : await spec.load(tx, entityId);
      if (before === undefined && after === undefined) continue;
      const { action, entity } = spec;
      await recordAudit(tx.db, actor, { action, entity, entityId, before, after });
    }
    return result;
  });
}

const toMs = (value: string | undefined) => (value === undefined ? undefined : Date.parse(value));

export async function findPage(ctx: Context, query: AuditQuery): Promise<AuditPage> {
  const limit = query.limit ?? PAGE_SIZE;
  const rows = await auditRepository.findPage(ctx.db, {
    entity: query.entity,
    entityId: query.entityId,
    userId: query.userId,
    from: toMs(query.from),
    to: toMs(query.to),
    before: query.cursor,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => ({
      ...row,
      at: new Date(row.at).toISOString(),
      changes: JSON.parse(row.changes) as AuditPage['entries'][number]['changes'],
    })),
    nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
  };
}

/** Deletes the entries older than the retention period. */
/**
 * Takes the given fields out of every entry about these items (a booking's staff note, when its
 * personal data is erased): the entries stay, saying what else changed and who changed it.
 */
export async function forgetFields(
  ctx: Context,
  entity: AuditEntity,
  entityIds: number[],
  fields: string[],
): Promise<void> {
  const forgotten = new Set(fields);
  const entries = await auditRepository.findAbout(ctx.db, entity, entityIds.map(String));
  for (const entry of entries) {
    const changes = JSON.parse(entry.changes) as AuditChange[];
    const kept = changes.filter((change) => !forgotten.has(change.field));
    if (kept.length < changes.length) {
      await auditRepository.updateChanges(ctx.db, entry.id, JSON.stringify(kept));
    }
  }
}

export function prune(ctx: Context, now: number, retentionMs: number): Promise<number> {
  return auditRepository.removeOlderThan(ctx.db, now - retentionMs);
}
