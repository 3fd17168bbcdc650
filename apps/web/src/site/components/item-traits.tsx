import type { Allergen } from '@restaurant/contract/allergen.ts';
import { dietsCounted } from '@restaurant/contract/allergy-choice.ts';
import { allergensGiven, type DietTag } from '@restaurant/contract/diet-tags.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

/** What the guest's allergy filter reads of a dish, drink or item. */
export type Filterable = {
  allergens?: Allergen[];
  dietTags?: DietTag[];
  /** Whether the item's allergens were given (a dish of the carte always gives them). */
  allergensDeclared: boolean;
  /** Only a drink has them. */
  variants?: unknown;
};

/**
 * The attributes the allergy filter reads on an item's element: its allergens' codes, its diet
 * tags, and whether it gives its allergens at all.
 */
export function filterAttributes(item: Filterable) {
  const allergens = item.allergens ?? [];
  return {
    'data-allergens': allergens.map((allergen) => allergen.code).join(' '),
    // The diets the filter counts it as (an untagged drink as vegetarian).
    'data-diet': dietsCounted(item).join(' '),
    ...(allergensGiven({ allergens, allergensDeclared: item.allergensDeclared })
      ? {}
      : { 'data-unknown': '' }),
  };
}

/** An item's diet tags as small labels in the page's language. */
export function DietLabels(props: { item: Filterable }) {
  const { t } = useLanguage();
  const tags = props.item.dietTags ?? [];
  if (tags.length === 0) return null;
  return (
    <p className="diet-labels">
      {tags.map((tag) => (
        <span key={tag} className={`diet-label diet-label--${tag}`}>
          {t(`diet.${tag}`)}
        </span>
      ))}
    </p>
  );
}
