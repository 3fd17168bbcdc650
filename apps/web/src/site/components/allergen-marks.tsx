import { byCode } from '@restaurant/contract/allergen-order.ts';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

const legendId = (allergen: Allergen) => `allergen-${allergen.code}`;

/**
 * A dish's allergens by their marks. Each mark reads as "7 – Milk" to a screen reader (its label,
 * so that a long menu needs no element more per mark) and leads to its line in the page's legend,
 * so a guest on a phone can look it up without hovering.
 */
export function AllergenMarks(props: { allergens: Allergen[] }) {
  const { lang, t } = useLanguage();
  if (props.allergens.length === 0) return null;
  return (
    <p className="dish__allergens">
      <span className="visually-hidden">{t('menu.allergens')}: </span>
      {props.allergens.map((allergen) => (
        <a
          key={allergen.id}
          href={`#${legendId(allergen)}`}
          title={allergen.name[lang]}
          aria-label={`${allergen.code} – ${allergen.name[lang]}`}
          className="allergen-mark"
        >
          {allergen.code}
        </a>
      ))}
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

/** What each mark on the page stands for, in the page's language. */
export function AllergenLegend(props: { allergens: Allergen[]; headingLevel: 2 | 3 }) {
  const { lang, t } = useLanguage();
  if (props.allergens.length === 0) return null;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section id="allergens" className="legend" aria-labelledby="legend-title">
      <Heading id="legend-title">{t('menu.legendTitle')}</Heading>
      <dl className="legend__list">
        {byCode(props.allergens).map((allergen) => (
          <div key={allergen.id} id={legendId(allergen)} className="legend__entry">
            <dt className="allergen-mark">{allergen.code}</dt>
            <dd>{allergen.name[lang]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
