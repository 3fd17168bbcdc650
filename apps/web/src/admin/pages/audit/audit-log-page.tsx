import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AuditEntitySchema, type AuditEntity } from '@restaurant/contract/audit.ts';
import { EmptyState, waitingState } from '#web/admin/components/states.tsx';
import { auditLogQuery, type AuditFilter } from '#web/admin/features/audit/api.ts';
import { AuditEntryList } from '#web/admin/features/audit/audit-entry-list.tsx';
import { ENTITY_LABELS, authorName } from '#web/admin/features/audit/describe.ts';
import { staffQuery } from '#web/admin/features/staff/api.ts';
import { useAuth } from '#web/admin/lib/auth.tsx';

// The URL's words for each filter, so a filtered log can be linked to (an item's history).
const PARAM = { entity: 'tipus', entityId: 'azonosito', userId: 'szemely', from: 'tol', to: 'ig' };

function filterOf(params: URLSearchParams): AuditFilter {
  const entity = AuditEntitySchema.safeParse(params.get(PARAM.entity));
  const userId = Number(params.get(PARAM.userId));
  return {
    entity: entity.success ? entity.data : undefined,
    entityId: params.get(PARAM.entityId) ?? undefined,
    userId: Number.isInteger(userId) && userId > 0 ? userId : undefined,
    from: params.get(PARAM.from) ?? undefined,
    to: params.get(PARAM.to) ?? undefined,
  };
}

/** 'Napló': who changed what and when, filtered by person, kind of item and date. */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const log = useInfiniteQuery(auditLogQuery(filter));
  const { state } = useAuth();
  const isOwner = state.status === 'authenticated' && state.user.role === 'owner';
  const staff = useQuery({ ...staffQuery(), enabled: isOwner });

  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const people = new Map<number, string>();
  for (const member of staff.data ?? []) people.set(member.id, member.name ?? member.username);
  for (const entry of entries) {
    if (entry.userId !== null) people.set(entry.userId, authorName(entry));
  }

  const set = (key: keyof typeof PARAM, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(PARAM[key], value);
    else next.delete(PARAM[key]);
    if (key === 'entity') next.delete(PARAM.entityId);
    setParams(next, { replace: true });
  };
  const waiting = waitingState('Napló betöltése...', [
    [log, 'Hiba történt a napló betöltése közben.'],
  ]);

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__header">
        <h1 id="page-title">Napló</h1>
      </div>
      {/* The list follows each choice at once: a search region, not a form to submit. */}
      <div className="audit-filters" role="search" aria-label="A napló szűrése">
        <div className="field">
          <label htmlFor="audit-person">Személy</label>
          <select
            id="audit-person"
            value={filter.userId ?? ''}
            onChange={(event) => set('userId', event.target.value)}
          >
            <option value="">Mindenki</option>
            {[...people].map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-kind">Típus</label>
          <select
            id="audit-kind"
            value={filter.entity ?? ''}
            onChange={(event) => set('entity', event.target.value)}
          >
            <option value="">Minden</option>
            {(Object.keys(ENTITY_LABELS) as AuditEntity[]).map((entity) => (
              <option key={entity} value={entity}>
                {ENTITY_LABELS[entity]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-from">Ettől</label>
          <input
            id="audit-from"
            type="date"
            value={filter.from ?? ''}
            onChange={(event) => set('from', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="audit-to">Eddig</label>
          <input
            id="audit-to"
            type="date"
            value={filter.to ?? ''}
            onChange={(event) => set('to', event.target.value)}
          />
        </div>
      </div>
      {filter.entityId ? (
        <p className="audit-filters__item">
          Egy tétel előzményei ({ENTITY_LABELS[filter.entity ?? 'food']} #{filter.entityId}).{' '}
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => set('entityId', '')}
          >
            Összes mutatása
          </button>
        </p>
      ) : null}
      {waiting ??
        (entries.length === 0 ? (
          <EmptyState message="Nincs a szűrésnek megfelelő bejegyzés." />
        ) : (
          <>
            <AuditEntryList entries={entries} />
            {log.hasNextPage ? (
              <button
                type="button"
                className="btn btn--secondary"
                disabled={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                Korábbiak betöltése
              </button>
            ) : null}
          </>
        ))}
    </section>
  );
}
