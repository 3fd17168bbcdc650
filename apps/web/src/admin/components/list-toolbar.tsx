import { useId } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Category } from '@restaurant/contract/category.ts';
import type { LocalizedText } from '@restaurant/contract/localized-text.ts';
import type { ListReturnState } from '#web/admin/lib/paths.ts';

/** The list's search, kept in the address (`?q=`) so that the way back from a form keeps it. */
export function useListSearch(): [string, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const setSearch = (next: string) =>
    setParams(next ? { q: next } : {}, { replace: true, preventScrollReset: true });
  return [search, setSearch];
}

/** Case-insensitive substring of the Hungarian, English or German name. */
export function matchesName(name: LocalizedText, search: string): boolean {
  const term = search.trim().toLocaleLowerCase('hu');
  if (!term) return true;
  return [name.hu, name.en, name.de].some((text) => text.toLocaleLowerCase('hu').includes(term));
}

/** The search box, the category filter and the count above a list of foods or drinks. */
export function ListToolbar(props: {
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  categories: Category[] | undefined;
  categoryId: number | null;
  onCategory: (categoryId: number | null) => void;
  count: string;
}) {
  const id = useId();
  return (
    <div className="list-toolbar">
      <label className="visually-hidden" htmlFor={`${id}-search`}>
        {props.searchLabel}
      </label>
      <input
        id={`${id}-search`}
        className="list-toolbar__search"
        type="search"
        placeholder={`${props.searchLabel}...`}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
      />
      <label className="visually-hidden" htmlFor={`${id}-category`}>
        Kategória
      </label>
      <select
        id={`${id}-category`}
        className="list-toolbar__filter"
        value={props.categoryId ?? ''}
        onChange={(event) =>
          props.onCategory(event.target.value ? Number(event.target.value) : null)
        }
      >
        <option value="">Minden kategória</option>
        {(props.categories ?? []).map((category) => (
          <option key={category.id} value={category.id}>
            {category.name.hu}
          </option>
        ))}
      </select>
      <p className="list-toolbar__count" role="status">
        {props.count}
      </p>
    </div>
  );
}

/**
 * Where a list is: the state its links to forms carry so that saving comes back here (with the
 * search and filter), and the row just saved when the user came back.
 */
export function useListPlace() {
  const location = useLocation();
  return {
    returnState: { returnTo: `${location.pathname}${location.search}` } satisfies ListReturnState,
    savedId: (location.state as ListReturnState)?.savedId,
    /** Another list address with the same search. */
    withSearch: (path: string) => `${path}${location.search}`,
  };
}
