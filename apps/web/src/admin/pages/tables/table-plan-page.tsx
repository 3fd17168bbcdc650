import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '@restaurant/contract/format.ts';
import { EmptyState, waitingState } from '#web/admin/components/states.tsx';
import { dayQuery, settingsQuery } from '#web/admin/features/reservations/api.ts';
import { tablesQuery } from '#web/admin/features/tables/api.ts';
import { planOf } from '#web/admin/features/tables/plan.ts';
import { TablePlan } from '#web/admin/features/tables/table-plan.tsx';
import { useIsOwner } from '#web/admin/lib/auth.tsx';
import { paths } from '#web/admin/lib/paths.ts';
import { restaurantNow } from '#web/admin/lib/restaurant-today.ts';

/** Today's room now: every table by area, who sits there and who comes next; it prints. */
export function TablePlanPage() {
  const now = restaurantNow();
  const tables = useQuery(tablesQuery());
  const day = useQuery(dayQuery(now.date));
  const settings = useQuery(settingsQuery());
  const isOwner = useIsOwner();
  const waiting = waitingState('Az asztaltérkép betöltése…', [
    [tables, 'Az asztalok nem tölthetők be.'],
    [day, 'A foglalások nem tölthetők be.'],
    [settings, 'A beállítások nem tölthetők be.'],
  ]);
  return (
    <div className="table-plan-page">
      <div className="day-head">
        <h1>Asztaltérkép</h1>
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          Nyomtatás
        </button>
      </div>
      <p className="table-plan-page__when">
        {formatDate(now.date, 'hu')}, {now.time}
      </p>
      {waiting}
      {tables.data?.length === 0 ? (
        <EmptyState message="Még nincs asztal megadva.">
          {isOwner ? <Link to={paths.tables()}>Asztalok megadása</Link> : null}
        </EmptyState>
      ) : null}
      {!waiting && tables.data && day.data && settings.data ? (
        <TablePlan
          at={now.time}
          areas={planOf(tables.data, day.data.reservations, now.time, settings.data.stayMinutes)}
        />
      ) : null}
    </div>
  );
}
