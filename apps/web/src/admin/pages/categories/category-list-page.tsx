import { useQuery } from '@tanstack/react-query';
import { useRef, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { CategoryType } from '@restaurant/contract/category.ts';
import { ResourceTable, nameColumns } from '#web/admin/components/resource-table.tsx';
import { QueryState } from '#web/admin/components/states.tsx';
import {
  CATEGORY_TYPE_TEXT,
  categoriesQuery,
  useDeleteCategory,
} from '#web/admin/features/categories/api.ts';
import { useDeleteConfirmation } from '#web/admin/components/use-delete-confirmation.tsx';
import { CATEGORY_SEGMENT, paths, type CategoryListState } from '#web/admin/lib/paths.ts';

const TYPES: CategoryType[] = ['Food', 'Drink'];
const tabId = (type: CategoryType) => `category-tab-${CATEGORY_SEGMENT[type]}`;

/**
 * The food and drink tabs. They are links, so each tab has its own URL; the arrow keys move
 * between them as in any tab list.
 */
function CategoryTabs(props: { current: CategoryType }) {
  const tabs = useRef<Array<HTMLAnchorElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = TYPES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    tabs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label="Kategóriatípusok">
      {TYPES.map((type, index) => (
        <Link
          key={type}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          id={tabId(type)}
          className="tabs__tab"
          role="tab"
          aria-selected={type === props.current}
          aria-controls="category-panel"
          to={paths.categories(type)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {CATEGORY_TYPE_TEXT[type].tab}
        </Link>
      ))}
    </div>
  );
}

/** /admin/kategoriak/etel and /ital, and /admin/kategoriak on the tab its link asks for. */
export function CategoryListPage(props: { type?: CategoryType }) {
  const state = useLocation().state as CategoryListState;
  const type = props.type ?? state?.categoryType ?? 'Food';
  const categories = useQuery(categoriesQuery(type));
  const remove = useDeleteCategory();
  const deletion = useDeleteConfirmation({
    title: 'Kategória törlése',
    message: 'Biztosan törölni szeretné ezt a kategóriát? Ez a művelet nem visszavonható.',
    conflictMessage:
      'A kategória nem törölhető, mert még vannak benne tételek. Előbb helyezze át vagy törölje őket.',
    failureMessage: 'Hiba történt a kategóriák törlése közben.',
    remove: (id) => remove.mutateAsync(id),
  });
  const text = CATEGORY_TYPE_TEXT[type];

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__header">
        <h1 id="page-title">Kategóriák kezelése</h1>
        <Link className="btn btn--primary" to={paths.newCategory(type)}>
          Új kategória
        </Link>
      </div>
      <CategoryTabs current={type} />
      <div
        id="category-panel"
        className="tabs__panel"
        role="tabpanel"
        aria-labelledby={tabId(type)}
      >
        <QueryState
          query={categories}
          loading="Kategóriák betöltése..."
          error="Hiba történt a kategóriák betöltése közben."
          empty="Nincsenek kategóriák ebben a csoportban."
        >
          {(data) => (
            <ResourceTable
              caption={text.tab}
              rows={data}
              rowName={(row) => row.name.hu}
              editHref={(row) => paths.category(row.id)}
              onDelete={(row) => deletion.ask(row.id)}
              columns={[
                { header: 'ID', cell: (row) => row.id, numeric: true },
                ...nameColumns(),
                { header: 'Sorrend', cell: (row) => row.sortOrder, numeric: true },
                {
                  header: 'Tételek',
                  cell: (row) => (
                    <Link
                      to={paths.categoryItems(row)}
                      aria-label={`${text.items}: ${row.name.hu}`}
                    >
                      {text.items}
                    </Link>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </div>
      {deletion.dialog}
    </section>
  );
}
