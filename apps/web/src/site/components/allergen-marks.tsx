import { Fragment } from 'react';
import { byCode } from '@restaurant/contract/allergen-order.ts';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import { allergensGiven } from '@restaurant/contract/diet-tags.ts';
import type { Filterable } from '#web/site/components/item-traits.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

/**
 * A dish's, drink's or item's allergens by their marks: one link to the page's legend, so that a
 * guest on a phone can look them up without hovering and a keyboard passes a dish in one stop. It
 * reads as "Allergens: 1 – Gluten, 7 – Milk" to a screen reader. Without marks, it says that the
 * item contains none of them where that was stated, and otherwise to ask the staff.
 */
export function AllergenMarks(props: { item: Filterable }) {
  const { lang, t } = useLanguage();
  const allergens = props.item.allergens ?? [];
  if (allergens.length === 0) {
    return allergensGiven({ allergens, allergensDeclared: props.item.allergensDeclared }) ? (
      <p className="dish__allergens dish__allergens--text">{t('menu.containsNone')}</p>
    ) : (
      <p className="dish__allergens dish__allergens--text dish__allergens--ask">
        {t('menu.askStaff')}
      </p>
    );
  }
  const last = allergens.length - 1;
  // The link's name is its own text, "Allergens: 1 – Gluten, 7 – Milk", of which a sighted guest
  // sees the marks; a name given apart from the text would not contain what is seen.
  return (
    <p className="dish__allergens">
      <a href="#allergens" className="dish__allergen-link">
        <span className="visually-hidden">{t('menu.allergens')}: </span>
        {allergens.map((allergen, index) => (
          <Fragment key={allergen.id}>
            <span title={allergen.name[lang]} className="allergen-mark">
              {allergen.code}
            </span>
            <span className="visually-hidden">
              {` – ${allergen.name[lang]}${index < last ? ', ' : ''}`}
            </span>
          </Fragment>
        ))}
      </a>
    </p>
  );
}

/** Every allergen of the dishes, drinks or items given, once. */
export function allergensOf(entries: Array<{ allergens?: Allergen[] }>): Allergen[] {
  const byId = new Map<number, Allergen>();
  for (const entry of entries) {
    for (const allergen of entry.allergens ?? []) byId.set(allergen.id, allergen);
  }
  return byCode([...byId.values()]);
}

/**
 * What each mark on the page stands for, in the page's language, and under it the line that sends
 * a guest to the staff: every page with dishes carries it.
 */
export function AllergenLegend(props: { allergens: Allergen[]; headingLevel: 2 | 3 }) {
  const { lang, t } = useLanguage();
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section id="allergens" className="legend" aria-labelledby="legend-title">
      <Heading id="legend-title">{t('menu.legendTitle')}</Heading>
      {props.allergens.length > 0 ? (
        <dl className="legend__list">
          {byCode(props.allergens).map((allergen) => (
            <div key={allergen.id} className="legend__entry">
              <dt className="allergen-mark">{allergen.code}</dt>
              <dd>{allergen.name[lang]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="legend__ask">{t('menu.askStaffLine')}</p>
    </section>
  );
}
