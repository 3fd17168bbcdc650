import type { LocalizedDescription, LocalizedText } from '@restaurant/contract/localized-text.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { NoneHere, useShown } from '#web/site/components/allergy-filter.tsx';
import { AllergenMarks } from '#web/site/components/allergen-marks.tsx';
import {
  DietLabels,
  filterAttributes,
  type Filterable,
} from '#web/site/components/item-traits.tsx';
import { Price } from '#web/site/components/price.tsx';

type Dish = Filterable & {
  id: number;
  name: LocalizedText;
  description: LocalizedDescription | null;
  price: number;
};

/** Menu lines: name, description, allergen marks and the price aligned right. */
export function DishList(props: {
  dishes: Dish[];
  /** The level of the dish names' headings, one below the list's own heading. */
  headingLevel: 3 | 4;
}) {
  const { lang } = useLanguage();
  const shown = useShown();
  const dishes = shown(props.dishes);
  const Heading = props.headingLevel === 3 ? 'h3' : 'h4';
  if (dishes.length === 0 && props.dishes.length > 0) return <NoneHere />;
  return (
    <ul className="dish-list">
      {dishes.map((dish) => (
        <li key={dish.id} className="dish" {...filterAttributes(dish)}>
          <div className="dish__head">
            <Heading className="dish__name">{dish.name[lang]}</Heading>
            <Price value={dish.price} />
          </div>
          {dish.description?.[lang] ? (
            <p className="dish__description">{dish.description[lang]}</p>
          ) : null}
          <AllergenMarks item={dish} />
          <DietLabels item={dish} />
        </li>
      ))}
    </ul>
  );
}
