import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { LocalizedDescription, LocalizedText } from '@restaurant/contract/localized-text.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { AllergenMarks } from '#web/site/components/allergen-marks.tsx';
import { Price } from '#web/site/components/price.tsx';

type Dish = {
  id: number;
  name: LocalizedText;
  description: LocalizedDescription | null;
  price: number;
  allergens?: Allergen[];
  /** Daily and offer items; a dish of the carte always states its allergens. */
  allergensDeclared?: boolean;
};

/** Menu lines: name, description, allergen marks and the price aligned right. */
export function DishList(props: {
  dishes: Dish[];
  /** The level of the dish names' headings, one below the list's own heading. */
  headingLevel: 3 | 4;
}) {
  const { lang } = useLanguage();
  const Heading = props.headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className="dish-list">
      {props.dishes.map((dish) => (
        <li key={dish.id} className="dish">
          <div className="dish__head">
            <Heading className="dish__name">{dish.name[lang]}</Heading>
            <Price value={dish.price} />
          </div>
          {dish.description?.[lang] ? (
            <p className="dish__description">{dish.description[lang]}</p>
          ) : null}
          <AllergenMarks
            allergens={dish.allergens ?? []}
            declared={dish.allergensDeclared ?? true}
          />
        </li>
      ))}
    </ul>
  );
}
