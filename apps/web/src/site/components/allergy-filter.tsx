import { createContext, useContext } from 'react';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import {
  NO_FILTER,
  hidesItem,
  isFiltering,
  readFilter,
  type AllergyFilter,
  type FilteredItem,
} from '@restaurant/contract/allergy-choice.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { useLocation } from '#web/site/lib/router.tsx';

/** What the server rendered the page with: the allergens to choose from and what it left out. */
export type FilterState = {
  allergens: Allergen[];
  /** The filter whose items the server left out of its rendering. */
  served: AllergyFilter;
  /** How many items it left out. */
  servedHidden: number;
  /** True while rendering on the server, whose filter is the one it was asked for. */
  omitting: boolean;
};

export const AllergyFilterContext = createContext<FilterState>({
  allergens: [],
  served: NO_FILTER,
  servedHidden: 0,
  omitting: false,
});

/** The filter an address's query names. */
export const filterOf = (search: string) => {
  const params = new URLSearchParams(search);
  return readFilter({ avoid: params.getAll('avoid'), diet: params.getAll('diet') });
};

/**
 * The guest's filter: the one the server was asked for while it renders, the address's in the
 * browser (where a choice changes the address).
 */
export function useFilter(): AllergyFilter {
  const { served, omitting } = useContext(AllergyFilterContext);
  const { search } = useLocation();
  return omitting ? served : filterOf(search);
}

/**
 * Which of a list's items it shows: those the filter does not hide. The server leaves the others
 * out, and so does the browser when it renders a list, so a page filtered in place is the page
 * the server sends for that address.
 */
export function useShown(): <T extends FilteredItem>(items: T[]) => T[] {
  const filter = useFilter();
  if (!isFiltering(filter)) return (items) => items;
  return (items) => items.filter((item) => !hidesItem(filter, item));
}

/** What a list says when the guest's filter hides all of it, in the guest's language. */
export function NoneHere() {
  const { t } = useLanguage();
  return <p className="filter-none">{t('filter.noneHere')}</p>;
}
