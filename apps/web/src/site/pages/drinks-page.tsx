import type { DrinksData } from '@restaurant/contract/site.ts';
import {
  AllergenLegend,
  AllergenMarks,
  allergensOf,
} from '#web/site/components/allergen-marks.tsx';
import { DietLabels, filterAttributes } from '#web/site/components/item-traits.tsx';
import { NoneHere, useShown } from '#web/site/components/allergy-filter.tsx';
import { PageHeader } from '#web/site/components/page-header.tsx';
import { WithPageData } from '#web/site/components/load-state.tsx';
import { Price } from '#web/site/components/price.tsx';
import { SectionNav } from '#web/site/components/section-nav.tsx';
import { usePageMeta } from '#web/site/page-meta.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

/** A category's drinks, or what its filter left of them: a line saying none fits. */
function DrinkList(props: { drinks: DrinksData['categories'][number]['drinks'] }) {
  const { lang } = useLanguage();
  const shown = useShown();
  const drinks = shown(props.drinks);
  if (drinks.length === 0) return <NoneHere />;
  return (
    <ul className="drink-list">
      {drinks.map((drink) => (
        <li key={drink.id} className="drink" {...filterAttributes(drink)}>
          <h3 className="drink__name">{drink.name[lang]}</h3>
          {drink.description?.[lang] ? (
            <p className="drink__description">{drink.description[lang]}</p>
          ) : null}
          <ul className="variants">
            {drink.variants.map((variant) => (
              <li key={variant.id} className="variant">
                <span className="variant__quantity">{variant.quantity[lang]}</span>
                <Price value={variant.price} />
              </li>
            ))}
          </ul>
          <AllergenMarks item={drink} />
          <DietLabels item={drink} />
        </li>
      ))}
    </ul>
  );
}

function DrinksContent({ data }: { data: DrinksData }) {
  const { lang, t } = useLanguage();
  const shown = useShown();
  // A category whose drinks the guest's filter all hides stays, saying so.
  const { categories } = data;
  const allergens = allergensOf(categories.flatMap((category) => shown(category.drinks)));
  const sections = [
    ...categories.map((category) => ({ id: `drinks-${category.id}`, label: category.name[lang] })),
    ...(allergens.length > 0 ? [{ id: 'allergens', label: t('menu.legendTitle') }] : []),
  ];
  return (
    <>
      <SectionNav label={t('drinks.sectionsLabel')} sections={sections} />
      {categories.map((category) => (
        <section
          key={category.id}
          id={`drinks-${category.id}`}
          className="category"
          aria-labelledby={`drinks-${category.id}-title`}
        >
          <h2 id={`drinks-${category.id}-title`}>{category.name[lang]}</h2>
          <DrinkList drinks={category.drinks} />
        </section>
      ))}
      <AllergenLegend allergens={allergens} headingLevel={2} />
    </>
  );
}

export function DrinksPage() {
  usePageMeta('drinks');
  return (
    <div className="page page--drinks">
      <PageHeader page="drinks" />
      <WithPageData page="drinks">{(data) => <DrinksContent data={data} />}</WithPageData>
    </div>
  );
}
