import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Category } from '@restaurant/contract/category.ts';
import type { LocalizedText } from '@restaurant/contract/localized-text.ts';
import { matchesSearch } from '@restaurant/contract/search.ts';
import type { ListReturnState } from '#web/admin/lib/paths.ts';
import { useDebouncedValue } from '#web/admin/lib/use-debounced-value.ts';

/** How long the typing rests before the address takes the search. */
const ADDRESS_FOLLOWS_MS = 400;

/**
 * The list's search. The box keeps its own text while the user types (a keyboard composing a word
 * must not have it read back); the address (`?q=`) follows once the typing rests, so that the
 * way back from a form keeps the search, and a change of address (back, a link) sets the box.
 */
export function useListSearch(): [string, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('q') ?? '';
  const [search, setSearch] = useState(inAddress);
  const settled = useDebouncedValue(search, ADDRESS_FOLLOWS_MS);
  const written = useRef(inAddress);
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    setParams(settled ? { q: settled } : {}, { replace: true, preventScrollReset: true });
  }, [settled, setParams]);
  useEffect(() => {
    if (inAddress === written.current) return;
    written.current = inAddress;
    setSearch(inAddress);
  }, [inAddress]);
  return [search, setSearch];
}

/** The Hungarian, English or German name contains the search, whatever its accents and case. */
export function matchesName(name: LocalizedText, search: string): boolean {
  return matchesSearch([name.hu, name.en, name.de], search);
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
