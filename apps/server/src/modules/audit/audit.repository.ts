import type { Insertable } from 'kysely';
import type { Db } from '#src/db/database.ts';
import type { Database } from '#src/db/schema.ts';

export type AuditFilter = {
  entity?: string;
  entityId?: string;
  userId?: number;
  from?: number;
  to?: number;
  /** Only entries older than this id (the previous page's last). */
  before?: number;
  limit: number;
};

export async function insert(db: Db, entry: Insertable<Database['auditLog']>): Promise<void> {
  await db.insertInto('auditLog').values(entry).execute();
}

export async function findPage(db: Db, filter: AuditFilter) {
  let query = db
    .selectFrom('auditLog')
    .leftJoin('adminUsers', 'adminUsers.id', 'auditLog.userId')
    .select([
      'auditLog.id',
      'auditLog.at',
      'auditLog.userId',
      'auditLog.username',
      'adminUsers.name',
      'auditLog.action',
      'auditLog.entity',
      'auditLog.entityId',
      'auditLog.label',
      'auditLog.changes',
    ]);
  if (filter.entity) query = query.where('auditLog.entity', '=', filter.entity);
  if (filter.entityId) query = query.where('auditLog.entityId', '=', filter.entityId);
  if (filter.userId) query = query.where('auditLog.userId', '=', filter.userId);
  if (filter.from !== undefined) query = query.where('auditLog.at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('auditLog.at', '<=', filter.to);
  if (filter.before) query = query.where('auditLog.id', '<', filter.before);
  return query.orderBy('auditLog.id', 'desc').limit(filter.limit).execute();
}

/** Deletes the entries written before the given time; answers how many. */
export async function removeOlderThan(db: Db, at: number): Promise<number> {
  const result = await db.deleteFrom('auditLog').where('at', '<', at).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The entries about these items of one kind, with their recorded changes. */
export async function findAbout(db: Db, entity: string, entityIds: string[]) {
  if (entityIds.length === 0) return [];
  return db
    .selectFrom('auditLog')
    .select(['id', 'changes'])
    .where('entity', '=', entity)
    .where('entityId', 'in', entityIds)
    .execute();
}

export async function updateChanges(db: Db, id: number, changes: string): Promise<void> {
  await db.updateTable('auditLog').set({ changes }).where('id', '=', id).execute();
}
