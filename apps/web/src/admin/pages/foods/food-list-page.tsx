import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { Food } from '@restaurant/contract/food.ts';
import {
  ListToolbar,
  matchesName,
  useListPlace,
  useListSearch,
} from '#web/admin/components/list-toolbar.tsx';
import { ResourceTable } from '#web/admin/components/resource-table.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/admin/components/states.tsx';
import { categoriesQuery } from '#web/admin/features/categories/api.ts';
import { foodsQuery, useDeleteFood } from '#web/admin/features/foods/api.ts';
import { formatPrice } from '@restaurant/contract/format.ts';
import { parseRequiredId } from '#web/admin/lib/route-id.ts';
import { useDeleteConfirmation } from '#web/admin/components/use-delete-confirmation.tsx';
import { paths } from '#web/admin/lib/paths.ts';

const SHOWN_ALLERGENS = 3;

/** A few allergen names and how many more, so that a long list does not stretch the row. */
function allergenSummary(food: Food): string {
  const names = food.allergens.map((allergen) => allergen.name.hu);
  if (names.length === 0) return '–';
  const rest = names.length - SHOWN_ALLERGENS;
  return rest > 0
    ? `${names.slice(0, SHOWN_ALLERGENS).join(', ')} és még ${rest}`
    : names.join(', ');
}

/** /admin/etelek (every food) and /admin/etelek/kategoria/{categoryId} (one category's). */
export function FoodListPage() {
  const param = useParams().categoryId;
  const filtered = param !== undefined;
  const categoryId = parseRequiredId(param);
  const invalid = filtered && categoryId === null;
  const foods = useQuery({ ...foodsQuery(categoryId), enabled: !invalid });
  // Only names for the heading and the category column: the list shows without them.
  const categories = useQuery(categoriesQuery('Food'));
  const [search, setSearch] = useListSearch();
  const place = useListPlace();
  const navigate = useNavigate();
  const remove = useDeleteFood();
  const deletion = useDeleteConfirmation({
    title: 'Étel törlése',
    message: 'Biztosan törölni szeretné ezt az ételt? Ez a művelet nem visszavonható.',
    conflictMessage: 'Hiba történt az ételek törlése közben.',
    failureMessage: 'Hiba történt az ételek törlése közben.',
    remove: (id) => remove.mutateAsync(id),
  });

  const categoryName = (id: number) =>
    categories.data?.find((category) => category.id === id)?.name.hu;
  const heading = categoryId === null ? undefined : categoryName(categoryId);
  const shown = foods.data?.filter((food) => matchesName(food.name, search)) ?? [];

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__header">
        <h1 id="page-title">Ételek kezelése{heading ? ` – ${heading}` : ''}</h1>
        <div className="admin-page__actions">
          {filtered ? (
            <Link className="btn btn--secondary" to={paths.categories('Food')}>
              Vissza a kategóriákhoz
            </Link>
          ) : null}
          <Link
            className="btn btn--primary"
            to={paths.newFood(categoryId)}
            state={place.returnState}
          >
            Új étel
          </Link>
        </div>
      </div>
      {invalid ? (
        <ErrorState message="Érvénytelen kategória azonosító" />
      ) : foods.isPending || categories.isPending ? (
        <LoadingState text="Ételek betöltése..." />
      ) : foods.isError ? (
        <ErrorState
          message="Hiba történt az ételek betöltése közben."
          onRetry={() => void foods.refetch()}
        />
      ) : (
        <>
          <ListToolbar
            searchLabel="Keresés étel neve alapján"
            search={search}
            onSearch={setSearch}
            categories={categories.data}
            categoryId={categoryId}
            onCategory={(id) => void navigate(place.withSearch(paths.foods(id)))}
            count={`Összesen: ${shown.length} étel`}
          />
          {shown.length === 0 ? (
            <EmptyState
              message={
                search.trim()
                  ? 'Nincs találat a keresési feltételeknek megfelelően.'
                  : filtered
                    ? 'Nincsenek ételek ebben a kategóriában.'
                    : 'Nincsenek ételek az adatbázisban.'
              }
            />
          ) : (
            <ResourceTable
              caption={heading ? `Ételek – ${heading}` : 'Ételek'}
              rows={shown}
              linkState={place.returnState}
              highlightId={place.savedId}
              rowName={(row) => row.name.hu}
              editHref={(row) => paths.food(row.id)}
              onDelete={(row) => deletion.ask(row.id)}
              columns={[
                { header: 'ID', cell: (row) => row.id, numeric: true, phoneHidden: true },
                { header: 'Név (magyar)', cell: (row) => row.name.hu },
                {
                  header: 'Kategória',
                  cell: (row) => categoryName(row.categoryId) ?? `#${row.categoryId}`,
                },
                { header: 'Ár', cell: (row) => formatPrice(row.price, 'hu'), numeric: true },
                { header: 'Allergének', cell: allergenSummary },
              ]}
            />
          )}
        </>
      )}
      {deletion.dialog}
    </section>
  );
}
