import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ResourceTable } from '#web/components/ui/resource-table.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/ui/states.tsx';
import { allergensQuery, useDeleteAllergen } from '#web/features/allergens/api.ts';
import { useDeleteConfirmation } from '#web/lib/use-delete-confirmation.tsx';

export function AllergenListPage() {
  const allergens = useQuery(allergensQuery());
  const remove = useDeleteAllergen();
  const deletion = useDeleteConfirmation({
    title: 'Allergén törlése',
    message: 'Biztosan törölni szeretné ezt az allergént? Ez a művelet nem visszavonható.',
    conflictMessage:
      'Az allergén nem törölhető, mert még legalább egy ételnél szerepel. Előbb vegye le az ételekről.',
    failureMessage: 'Hiba történt az allergének törlése közben.',
    remove: (id) => remove.mutateAsync(id),
  });

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__header">
        <h1 id="page-title">Allergének kezelése</h1>
        <Link className="btn btn--primary" to="/admin/allergenek/uj">
          Új allergén
        </Link>
      </div>
      {allergens.isPending ? (
        <LoadingState text="Allergének betöltése..." />
      ) : allergens.isError ? (
        <ErrorState
          message="Hiba történt az allergének betöltése közben."
          onRetry={() => void allergens.refetch()}
        />
      ) : allergens.data.length === 0 ? (
        <EmptyState message="Nincsenek allergének az adatbázisban." />
      ) : (
        <ResourceTable
          caption="Allergének"
          rows={allergens.data}
          rowName={(row) => row.name.hu}
          editHref={(row) => `/admin/allergenek/${row.id}`}
          onDelete={(row) => deletion.ask(row.id)}
          columns={[
            { header: 'ID', cell: (row) => row.id, numeric: true },
            { header: 'Név (magyar)', cell: (row) => row.name.hu },
            { header: 'Név (angol)', cell: (row) => row.name.en },
            { header: 'Név (német)', cell: (row) => row.name.de },
          ]}
        />
      )}
      {deletion.dialog}
    </section>
  );
}
