import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditEntity, AuditPage } from '@restaurant/contract/audit.ts';
import { api } from '#web/admin/lib/api-client.ts';

export type AuditFilter = {
  entity?: AuditEntity;
  entityId?: string;
  userId?: number;
  /** Restaurant days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
};

const dayStart = (date: string) => new Date(`${date}T00:00:00`).toISOString();
const dayEnd = (date: string) => new Date(`${date}T23:59:59.999`).toISOString();

function queryString(filter: AuditFilter, cursor: string | null): string {
  const query = new URLSearchParams();
  if (filter.entity) query.set('entity', filter.entity);
  if (filter.entityId) query.set('entityId', filter.entityId);
  if (filter.userId) query.set('userId', String(filter.userId));
  if (filter.from) query.set('from', dayStart(filter.from));
  if (filter.to) query.set('to', dayEnd(filter.to));
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}

/** The log, newest first, a page at a time. */
export const auditLogQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['audit-log', filter],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api<AuditPage>('GET', `/api/audit-log?${queryString(filter, pageParam)}`),
    getNextPageParam: (page) => page.nextCursor,
  });
