import { useContext, useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  NO_FILTER,
  filterQuery,
  isFiltering,
  readFilter,
  type AllergyFilter,
} from '@restaurant/contract/allergy-choice.ts';
import { FILTER_DIETS, type FilterDiet } from '@restaurant/contract/diet-tags.ts';
import { hiddenCount } from '@restaurant/contract/items-shown.ts';
import { PAGE_PATHS, pageUrl } from '@restaurant/contract/site.ts';
import { AllergyFilterContext, filterOf, useFilter } from '#web/site/components/allergy-filter.tsx';
import { Live } from '#web/site/components/live.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { useNavigate } from '#web/site/lib/router.tsx';
import { usePageData, usePageDataStore } from '#web/site/page-data.tsx';
import { useIsOpenOn } from '#web/site/restaurant-context.tsx';
import { useSiteClock } from '#web/site/site-clock.tsx';

type FilterPage = 'home' | 'menu' | 'drinks';

const STORAGE_KEY = 'allergyFilter';

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

/** The address with the filter in place of the one it names. */
function addressWith(filter: AllergyFilter): string {
  const query = new URLSearchParams(window.location.search);
  query.delete('avoid');
  query.delete('diet');
  for (const [name, value] of new URLSearchParams(filterQuery(filter))) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The guest's allergy filter: the allergens to avoid and the diets to keep to. Without script it
 * is a form whose address the server answers with the filtered page; with script a choice applies
 * at once: the page's lists are rendered again without what it hides, from the data the server
 * renders the page from, and the browser remembers the choice for the next pages. The panel then
 * closes, so that the guest sees the dishes, and its heading says what is chosen and how many
 * items that hides.
 */
function FilterPanel(props: { page: FilterPage }) {
  const { lang, t } = useLanguage();
  const { allergens, served, servedHidden } = useContext(AllergyFilterContext);
  const navigate = useNavigate();
  const { load, read } = usePageDataStore();
  const data = usePageData(props.page);
  const { today } = useSiteClock();
  const isOpenOn = useIsOpenOn();
  const filter = useFilter();
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLElement>(null);
  const close = () => {
    setOpen(false);
    heading.current?.focus();
  };
  const key = filterQuery(filter);
  const active = isFiltering(filter);
  const unfiltered = pageUrl('', PAGE_PATHS[props.page], lang);
  // The server's rendering holds what its own filter left: another filter needs the page's data.
  const asServed = key === filterQuery(served);
  const hidden =
    data.status === 'ready'
      ? hiddenCount(props.page, data.data, filter, today, isOpenOn)
      : asServed
        ? servedHidden
        : 0;

  const choose = async (next: AllergyFilter) => {
    remember(next);
    const address = addressWith(next);
    try {
      // Shown in one step with the address: the lists never show another filter's items.
      const show = data.status === 'rendered' ? await read(props.page) : () => {};
      show();
      navigate({ search: address }, { replace: true });
    } catch {
      // Without the API the server answers the filtered address.
      window.location.assign(`${PAGE_PATHS[props.page]}${address}`);
    }
  };

  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    if (search.has('avoid') || search.has('diet')) remember(filter);
    else {
      const kept = remembered();
      if (kept) void choose(filterOf(kept));
    }
    // Only the address the page was reached at counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // An address reached by back or forward may name another filter than the server's rendering.
    if (data.status === 'rendered' && !asServed) load(props.page);
  }, [data.status, asServed, load, props.page]);

  const toggle =
    (list: 'avoid' | 'diets', value: string) => (event: ChangeEvent<HTMLInputElement>) => {
      const current: string[] = filter[list];
      const values = event.target.checked
        ? [...current, value]
        : current.filter(
            (entry) => entry !== value && !(value === 'vegetarian' && entry === 'vegan'),
          );
      void choose(
        readFilter(
          list === 'avoid'
            ? { avoid: values, diet: filter.diets }
            : { avoid: filter.avoid, diet: values },
        ),
      );
      close();
    };
  const clear = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    void choose(NO_FILTER);
  };
  const dietChecked = (diet: FilterDiet) =>
    filter.diets.includes(diet) || (diet === 'vegetarian' && filter.diets.includes('vegan'));

  return (
    <section
      className="allergy-filter"
      data-active={active ? '' : undefined}
      aria-labelledby="allergy-filter-title"
    >
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary id="allergy-filter-title" ref={heading}>
          {t('filter.title')}
          {active ? (
            <>
              <span className="allergy-filter__chosen">
                {[...filter.avoid, ...filter.diets.map((diet) => t(`diet.${diet}`))].join(', ')}
              </span>
              <span className="allergy-filter__count">
                {t('filter.hiddenShort', { count: hidden })}
              </span>
            </>
          ) : null}
        </summary>
        <form
          method="get"
          action={PAGE_PATHS[props.page]}
          onSubmit={(event) => {
            event.preventDefault();
            close();
          }}
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
