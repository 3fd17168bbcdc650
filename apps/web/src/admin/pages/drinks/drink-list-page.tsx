import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Drink } from '@restaurant/contract/drink.ts';
import { ResourceTable, nameColumns } from '#web/admin/components/resource-table.tsx';
import { EmptyState, ErrorState, QueryState } from '#web/admin/components/states.tsx';
import { categoryQuery } from '#web/admin/features/categories/api.ts';
import { drinksQuery, useDeleteDrink, useDeleteVariant } from '#web/admin/features/drinks/api.ts';
import { DrinkVariantsTable } from '#web/admin/features/drinks/drink-variants-table.tsx';
import { parseRequiredId } from '#web/admin/lib/route-id.ts';
import { useDeleteConfirmation } from '#web/admin/components/use-delete-confirmation.tsx';
import { paths, type CategoryListState } from '#web/admin/lib/paths.ts';

/** Case-insensitive substring of the Hungarian, English or German name. */
function matches(drink: Drink, search: string): boolean {
  const term = search.trim().toLocaleLowerCase('hu');
  if (!term) return true;
  const { hu, en, de } = drink.name;
  return [hu, en, de].some((name) => name.toLocaleLowerCase('hu').includes(term));
}

/** /admin/italok (every drink) and /admin/italok/kategoria/{categoryId} (one category's). */
export function DrinkListPage() {
  const param = useParams().categoryId;
  const filtered = param !== undefined;
  const categoryId = parseRequiredId(param);
  const invalid = filtered && categoryId === null;
  const drinks = useQuery({ ...drinksQuery(categoryId), enabled: !invalid });
  // Only the heading's name: the list shows without it, and a failure is only logged.
  const category = useQuery({ ...categoryQuery(categoryId ?? 0), enabled: categoryId !== null });
  useEffect(() => {
    if (category.error)
      console.error('The category of the drinks list did not load', category.error);
  }, [category.error]);
  const [search, setSearch] = useState('');
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const searchId = useId();

  const removeDrink = useDeleteDrink();
  const drinkDeletion = useDeleteConfirmation({
    title: 'Ital törlése',
    message:
      'Biztosan törölni szeretné ezt az italt? Ez a művelet nem visszavonható, és törli a kapcsolódó variánsokat is.',
    conflictMessage: 'Hiba történt az ital törlése közben.',
    failureMessage: 'Hiba történt az ital törlése közben.',
    remove: (id) => removeDrink.mutateAsync(id),
  });
  const removeVariant = useDeleteVariant();
  const variantDeletion = useDeleteConfirmation({
    title: 'Variáns törlése',
    message: 'Biztosan törölni szeretné ezt a variánst? Ez a művelet nem visszavonható.',
    conflictMessage: 'Hiba történt a variáns törlése közben.',
    failureMessage: 'Hiba történt a variáns törlése közben.',
    remove: (id) => removeVariant.mutateAsync(id),
  });

  // A food category's id gives no drinks list (the server refuses it), so no name either.
  const categoryName = category.data?.type === 'Drink' ? category.data.name.hu : undefined;
  const shown = drinks.data?.filter((drink) => matches(drink, search)) ?? [];
  const emptyMessage = search.trim()
    ? 'Nincs találat a keresési feltételeknek megfelelően.'
    : filtered
      ? `Nincsenek italok a "${categoryName ?? categoryId}" kategóriában.`
      : 'Nincsenek italok az adatbázisban.';

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__header">
        <h1 id="page-title">Italok kezelése{categoryName ? ` – ${categoryName}` : ''}</h1>
        <div className="admin-page__actions">
          {filtered ? (
            <Link
              className="btn btn--secondary"
              to={paths.categories()}
              state={{ categoryType: 'Drink' } satisfies CategoryListState}
            >
              Vissza a kategóriákhoz
            </Link>
          ) : null}
          <Link className="btn btn--primary" to={paths.newDrink(categoryId)}>
            Új ital
          </Link>
        </div>
      </div>
      {invalid ? (
        <ErrorState message="Érvénytelen kategória azonosító" />
      ) : (
        <QueryState
          query={drinks}
          loading="Italok betöltése..."
          error="Hiba történt az italok betöltése közben."
        >
          {() => (
            <>
              <div className="list-toolbar">
                <label className="visually-hidden" htmlFor={searchId}>
                  Keresés ital neve alapján
                </label>
                <input
                  id={searchId}
                  className="list-toolbar__search"
                  type="search"
                  placeholder="Keresés ital neve alapján..."
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
                <p className="list-toolbar__count" role="status">
                  Összesen: {shown.length} ital
                </p>
              </div>
              {shown.length === 0 ? (
                <EmptyState message={emptyMessage} />
              ) : (
                <ResourceTable
                  caption={categoryName ? `Italok – ${categoryName}` : 'Italok'}
                  rows={shown}
                  rowName={(row) => row.name.hu}
                  editHref={(row) => paths.drink(row.id)}
                  onDelete={(row) => drinkDeletion.ask(row.id)}
                  expandedId={expandedId}
                  renderExpansion={(row) => (
                    <DrinkVariantsTable drink={row} onDelete={(id) => variantDeletion.ask(id)} />
                  )}
                  columns={[
                    { header: 'ID', cell: (row) => row.id, numeric: true },
                    ...nameColumns(),
                    {
                      header: 'Variánsok',
                      numeric: true,
                      cell: (row) => (
                        <button
                          type="button"
                          className="variant-toggle"
                          aria-expanded={expandedId === row.id}
                          aria-controls={
                            expandedId === row.id ? `drink-variants-${row.id}` : undefined
                          }
                          onClick={() => setExpandedId(expandedId === row.id ? null : row.id)}
                        >
                          {row.variants.length}
                          <span className="visually-hidden"> variáns: {row.name.hu}</span>
                          <span className="variant-toggle__icon" aria-hidden="true" />
                        </button>
                      ),
                    },
                  ]}
                />
              )}
            </>
          )}
        </QueryState>
      )}
      {drinkDeletion.dialog}
      {variantDeletion.dialog}
    </section>
  );
}
