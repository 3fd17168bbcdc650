import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Event } from '@restaurant/contract/event.ts';
import { formatPrice, formatShortDate } from '@restaurant/contract/format.ts';
import { ResourceTable } from '#web/admin/components/resource-table.tsx';
import { QueryState } from '#web/admin/components/states.tsx';
import { useDeleteConfirmation } from '#web/admin/components/use-delete-confirmation.tsx';
import { eventsQuery, useDeleteEvent } from '#web/admin/features/events/api.ts';
import { paths } from '#web/admin/lib/paths.ts';

/** The seats taken and those still free: "12 / 8 szabad". */
export const seatsText = (event: Pick<Event, 'seatsBooked' | 'seatsLeft'>) =>
  `${event.seatsBooked} / ${event.seatsLeft} szabad`;

const bySchedule = (list: Event[]) =>
  [...list].sort(
    (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.id - b.id,
  );

/** /admin/esemenyek: every event in the order they come, with its seats and whether it books. */
export function EventListPage() {
  const events = useQuery(eventsQuery());
  const remove = useDeleteEvent();
  const deletion = useDeleteConfirmation({
    title: 'Esemény törlése',
    message:
      'Biztosan törölni szeretné ezt az eseményt? Ez a művelet nem visszavonható, és törli az ' +
      'esemény menüjét is.',
    conflictMessage:
      'Ez az esemény nem törölhető, mert már van rá foglalás. Előbb mondja le a foglalásokat, ' +
      'vagy zárja le a foglalást.',
    failureMessage: 'Hiba történt az esemény törlése közben.',
    remove: (id) => remove.mutateAsync(id),
  });

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__header">
        <h1 id="page-title">Események</h1>
        <Link className="btn btn--primary" to={paths.event('uj')}>
          Új esemény
        </Link>
      </div>
      <QueryState
        query={events}
        loading="Események betöltése..."
        error="Hiba történt az események betöltése közben."
        empty="Még nincs esemény. Kattintson az „Új esemény” gombra."
      >
        {(data) => (
          <ResourceTable
            caption="Események"
            rows={bySchedule(data)}
            rowName={(row) => row.title.hu}
            editHref={(row) => paths.event(row.id)}
            onDelete={(row) => deletion.ask(row.id)}
            columns={[
              { header: 'Dátum', cell: (row) => formatShortDate(row.date) },
              { header: 'Cím', cell: (row) => row.title.hu },
              { header: 'Időpont', cell: (row) => `${row.startTime}–${row.endTime}` },
              { header: 'Foglalt / szabad', cell: seatsText, numeric: true },
              {
                header: 'Foglalás',
                cell: (row) =>
                  row.bookingOpen ? (
                    <span className="badge badge--running">Nyitva</span>
                  ) : (
                    <span className="badge badge--ended">Lezárva</span>
                  ),
              },
              {
                header: 'Lap',
                cell: (row) => (
                  <Link
                    to={paths.eventSheet(row.id)}
                    aria-label={`Nyomtatható lap: ${row.title.hu}`}
                  >
                    Nyomtatható lap
                  </Link>
                ),
              },
              {
                header: 'Ár / fő',
                cell: (row) => formatPrice(row.pricePerPerson, 'hu'),
                numeric: true,
              },
            ]}
          />
        )}
      </QueryState>
      {deletion.dialog}
    </section>
  );
}
