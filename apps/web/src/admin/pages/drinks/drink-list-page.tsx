import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Drink } from '@restaurant/contract/drink.ts';
import {
  ListToolbar,
  matchesName,
  useListPlace,
  useListSearch,
} from '#web/admin/components/list-toolbar.tsx';
import { ResourceTable, nameColumns } from '#web/admin/components/resource-table.tsx';
import { EmptyState, ErrorState, QueryState } from '#web/admin/components/states.tsx';
import { categoriesQuery, categoryQuery } from '#web/admin/features/categories/api.ts';
import { drinksQuery, useDeleteDrink, useDeleteVariant } from '#web/admin/features/drinks/api.ts';
import { DrinkVariantsTable } from '#web/admin/features/drinks/drink-variants-table.tsx';
import { formatPrice } from '@restaurant/contract/format.ts';
import { parseRequiredId } from '#web/admin/lib/route-id.ts';
import { useDeleteConfirmation } from '#web/admin/components/use-delete-confirmation.tsx';
import { paths, type CategoryListState } from '#web/admin/lib/paths.ts';

/** The price of a drink's sizes: one price, or the lowest to the highest. */
function priceRange(drink: Drink): string {
  const prices = drink.variants.map((variant) => variant.price);
  if (prices.length === 0) return '–';
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  return low === high
    ? formatPrice(low, 'hu')
    : `${formatPrice(low, 'hu')} – ${formatPrice(high, 'hu')}`;
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
  // The names for the category column and the filter; the list shows without them.
  const categories = useQuery(categoriesQuery('Drink'));
  const [search, setSearch] = useListSearch();
  const place = useListPlace();
  const navigate = useNavigate();
  const [expandedId, setExpandedId] = useState<number | null>(null);

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
  const shown = drinks.data?.filter((drink) => matchesName(drink.name, search)) ?? [];
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
          <Link
            className="btn btn--primary"
            to={paths.newDrink(categoryId)}
            state={place.returnState}
          >
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
              <ListToolbar
                searchLabel="Keresés ital neve alapján"
                search={search}
                onSearch={setSearch}
                categories={categories.data}
                categoryId={categoryId}
                onCategory={(id) => void navigate(place.withSearch(paths.drinks(id)))}
                count={`Összesen: ${shown.length} ital`}
              />
              {shown.length === 0 ? (
                <EmptyState message={emptyMessage} />
              ) : (
                <ResourceTable
                  caption={categoryName ? `Italok – ${categoryName}` : 'Italok'}
                  rows={shown}
                  linkState={place.returnState}
                  highlightId={place.savedId}
                  rowName={(row) => row.name.hu}
                  editHref={(row) => paths.drink(row.id)}
                  onDelete={(row) => drinkDeletion.ask(row.id)}
                  expandedId={expandedId}
                  renderExpansion={(row) => (
                    <DrinkVariantsTable drink={row} onDelete={(id) => variantDeletion.ask(id)} />
                  )}
                  columns={[
                    { header: 'ID', cell: (row) => row.id, numeric: true, phoneHidden: true },
                    // On a phone the card names the drink in Hungarian only.
                    ...nameColumns<Drink>().map((column, index) => ({
                      ...column,
                      phoneHidden: index > 0,
                    })),
                    {
                      header: 'Kategória',
                      cell: (row) =>
                        categories.data?.find((category) => category.id === row.categoryId)?.name
                          .hu ?? '–',
                    },
                    { header: 'Ár', cell: priceRange, numeric: true },
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
