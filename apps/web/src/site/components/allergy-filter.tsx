import { createContext, useContext, useEffect, useState, type ChangeEvent } from 'react';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import {
  NO_FILTER,
  covers,
  filterQuery,
  hides,
  isFiltering,
  readFilter,
  type AllergyFilter,
} from '@restaurant/contract/allergy-filter.ts';
import { FILTER_DIETS, type FilterDiet } from '@restaurant/contract/diet-tags.ts';
import { PAGE_PATHS, pageUrl } from '@restaurant/contract/site.ts';
import { Live } from '#web/site/components/live.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { useLocation, useNavigate } from '#web/site/lib/router.tsx';
import { usePageData, usePageDataStore } from '#web/site/page-data.tsx';

type FilterPage = 'home' | 'menu' | 'drinks';

/** What the server rendered the page with: the allergens to choose from and what it left out. */
export type FilterState = {
  allergens: Allergen[];
  /** The filter whose items the server left out of its rendering. */
  served: AllergyFilter;
  /** How many items it left out. */
  servedHidden: number;
  /** True while rendering on the server: the lists then leave out what the filter hides. */
  omitting: boolean;
};

export const AllergyFilterContext = createContext<FilterState>({
  allergens: [],
  served: NO_FILTER,
  servedHidden: 0,
  omitting: false,
});

const STORAGE_KEY = 'allergyFilter';
const words = (text: string | undefined) => (text ? text.split(' ') : []);

type Listed = { allergens?: Allergen[]; dietTags?: string[] };

/**
 * Which of a list's items it shows: on the server, those the address's filter does not hide (in
 * the browser the filter hides them on the page instead).
 */
export function useShown(): <T extends Listed>(items: T[]) => T[] {
  const { served, omitting } = useContext(AllergyFilterContext);
  if (!omitting || !isFiltering(served)) return (items) => items;
  return (items) =>
    items.filter(
      (item) =>
        !hides(served, {
          codes: (item.allergens ?? []).map((allergen) => allergen.code),
          dietTags: item.dietTags ?? [],
        }),
    );
}

function remembered(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(filter: AllergyFilter): void {
  try {
    if (isFiltering(filter)) window.localStorage.setItem(STORAGE_KEY, filterQuery(filter));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be switched off; the filter then lasts as long as the address names it.
  }
}

const filterOf = (search: URLSearchParams) =>
  readFilter({ avoid: search.getAll('avoid'), diet: search.getAll('diet') });

/** Hides, on the page as it stands, every item the filter hides; answers how many. */
function hideOnPage(filter: AllergyFilter): number {
  const active = isFiltering(filter);
  let count = 0;
  for (const item of document.querySelectorAll<HTMLElement>('#main [data-allergens]')) {
    const hidden =
      active &&
      hides(filter, { codes: words(item.dataset.allergens), dietTags: words(item.dataset.diet) });
    if (item.hidden !== hidden) item.hidden = hidden;
    if (hidden) count++;
  }
  // A section whose every item is hidden is left out (by the style sheet), and so is its link;
  // without a filter nothing is measured, so a page coming to life lays out nothing here.
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.section-nav a[href^="#"]')) {
    const section = active ? document.getElementById(link.hash.slice(1)) : null;
    link.parentElement!.hidden = section !== null && !section.checkVisibility();
  }
  return count;
}

/**
 * The guest's allergy filter: the allergens to avoid and the diets to keep to. Without script it
 * is a form whose address the server answers with the filtered page; with script a choice applies
 * at once, hiding the items on the page, and the browser remembers it for the next pages.
 */
function FilterPanel(props: { page: FilterPage }) {
  const { lang, t } = useLanguage();
  const { allergens, served, servedHidden, omitting } = useContext(AllergyFilterContext);
  const { search } = useLocation();
  const navigate = useNavigate();
  const { load } = usePageDataStore();
  const data = usePageData(props.page);
  const params = new URLSearchParams(search);
  // The server renders from the path alone; the filter it was asked for comes with its state.
  const filter = omitting ? served : filterOf(params);
  const key = filterQuery(filter);
  const active = isFiltering(filter);
  // The server's rendering lacks what its filter hid: only a filter that hides as much can use it.
  const asServed = omitting || data.status === 'rendered';
  const [hiddenHere, setHiddenHere] = useState(0);
  const unfiltered = pageUrl('', PAGE_PATHS[props.page], lang);

  const choose = (next: AllergyFilter) => {
    remember(next);
    const query = new URLSearchParams(window.location.search);
    query.delete('avoid');
    query.delete('diet');
    for (const [name, value] of new URLSearchParams(filterQuery(next))) query.set(name, value);
    const text = query.toString();
    navigate({ search: text ? `?${text}` : '' }, { replace: true });
  };

  useEffect(() => {
    if (params.has('avoid') || params.has('diet')) remember(filter);
    else {
      const kept = remembered();
      if (kept) choose(filterOf(new URLSearchParams(kept)));
    }
    // Only the address the page was reached at counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (data.status === 'rendered' && !covers(filter, served)) load(props.page);
    setHiddenHere(hideOnPage(filter));
    // The key stands for the filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, data.status, lang, props.page]);

  const hidden = (asServed ? servedHidden : 0) + hiddenHere;
  const toggle =
    (list: 'avoid' | 'diets', value: string) => (event: ChangeEvent<HTMLInputElement>) => {
      const current: string[] = filter[list];
      const values = event.target.checked
        ? [...current, value]
        : current.filter(
            (entry) => entry !== value && !(value === 'vegetarian' && entry === 'vegan'),
          );
      choose(
        readFilter(
          list === 'avoid'
            ? { avoid: values, diet: filter.diets }
            : { avoid: filter.avoid, diet: values },
        ),
      );
    };
  const clear = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    choose(NO_FILTER);
  };
  const dietChecked = (diet: FilterDiet) =>
    filter.diets.includes(diet) || (diet === 'vegetarian' && filter.diets.includes('vegan'));

  return (
    <section
      className="allergy-filter"
      data-active={active ? '' : undefined}
      aria-labelledby="allergy-filter-title"
    >
      <details>
        <summary id="allergy-filter-title">
          {t('filter.title')}
          {active ? (
            <span className="allergy-filter__chosen">
              {[...filter.avoid, ...filter.diets.map((diet) => t(`diet.${diet}`))].join(', ')}
            </span>
          ) : null}
        </summary>
        <form
          method="get"
          action={PAGE_PATHS[props.page]}
          onSubmit={(event) => event.preventDefault()}
        >
          <p>{t('filter.intro')}</p>
          {lang === 'hu' ? null : <input type="hidden" name="lang" value={lang} />}
          <fieldset>
            <legend>{t('filter.avoid')}</legend>
            <div className="allergy-filter__choices">
              {allergens.map((allergen) => (
                <label key={allergen.id}>
                  <input
                    type="checkbox"
                    name="avoid"
                    value={allergen.code}
                    checked={filter.avoid.includes(allergen.code)}
                    onChange={toggle('avoid', allergen.code)}
                  />
                  <span className="allergen-mark">{allergen.code}</span> {allergen.name[lang]}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>{t('filter.diet')}</legend>
            <div className="allergy-filter__choices">
              {FILTER_DIETS.map((diet) => (
                <label key={diet}>
                  <input
                    type="checkbox"
                    name="diet"
                    value={diet}
                    checked={dietChecked(diet)}
                    onChange={toggle('diets', diet)}
                  />
                  {t(`diet.${diet}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="button">
            {t('filter.apply')}
          </button>
        </form>
      </details>
      {active ? (
        <>
          <p className="allergy-filter__status" role="status">
            {t('filter.hidden', { count: hidden })}{' '}
            <a href={unfiltered} onClick={clear}>
              {t('filter.showAll')}
            </a>
          </p>
          <p className="allergy-filter__caution">{t('filter.caution')}</p>
        </>
      ) : null}
    </section>
  );
}

/** The allergy filter as a live part of its own. */
export function AllergyFilterPanel(props: { page: FilterPage }) {
  return (
    <Live>
      <FilterPanel page={props.page} />
    </Live>
  );
}
