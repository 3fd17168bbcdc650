import { WithPageData } from '#web/site/components/load-state.tsx';
import { Price } from '#web/site/components/price.tsx';
import { usePageMeta } from '#web/site/page-meta.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

export function DrinksPage() {
  const { lang, t } = useLanguage();
  usePageMeta('drinks');
  return (
    <div className="page page--drinks">
      <header className="page-header">
        <h1>{t('drinks.title')}</h1>
        <p>{t('drinks.intro')}</p>
      </header>
      <WithPageData page="drinks">
        {({ categories }) =>
          categories
            .filter((category) => category.drinks.length > 0)
            .map((category) => (
              <section
                key={category.id}
                className="category"
                aria-labelledby={`drinks-${category.id}`}
              >
                <h2 id={`drinks-${category.id}`}>{category.name[lang]}</h2>
                <ul className="drink-list">
                  {category.drinks.map((drink) => (
                    <li key={drink.id} className="drink">
                      <h3 className="drink__name">{drink.name[lang]}</h3>
                      {drink.description?.[lang] ? (
                        <p className="drink__description">{drink.description[lang]}</p>
                      ) : null}
                      <ul className="variants">
                        {drink.variants.map((variant) => (
                          <li key={variant.id} className="variant">
                            <span>{variant.quantity[lang]}</span>
                            <span className="dish__leader" aria-hidden="true" />
                            <Price value={variant.price} />
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </section>
            ))
        }
      </WithPageData>
    </div>
  );
}
