import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ResourceTable, nameColumns } from '#web/admin/components/resource-table.tsx';
import { QueryState } from '#web/admin/components/states.tsx';
import { allergensQuery, useDeleteAllergen } from '#web/admin/features/allergens/api.ts';
import { useDeleteConfirmation } from '#web/admin/components/use-delete-confirmation.tsx';
import { paths } from '#web/admin/lib/paths.ts';

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
        <Link className="btn btn--primary" to={paths.allergen('uj')}>
          Új allergén
        </Link>
      </div>
      <QueryState
        query={allergens}
        loading="Allergének betöltése..."
        error="Hiba történt az allergének betöltése közben."
        empty="Nincsenek allergének az adatbázisban."
      >
        {(data) => (
          <ResourceTable
            caption="Allergének"
            rows={data}
            rowName={(row) => row.name.hu}
            editHref={(row) => paths.allergen(row.id)}
            onDelete={(row) => deletion.ask(row.id)}
            columns={[{ header: 'Jelölés', cell: (row) => row.code }, ...nameColumns()]}
          />
        )}
      </QueryState>
      {deletion.dialog}
    </section>
  );
}
