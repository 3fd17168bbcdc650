import type { MenuData } from '@restaurant/contract/site.ts';
import { DishList } from '#web/site/components/dish-list.tsx';
import { WithPageData } from '#web/site/components/load-state.tsx';
import { usePageMeta } from '#web/site/page-meta.ts';
import { useSiteClock } from '#web/site/site-clock.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { formatDate, formatDateRange } from '#web/shared/format.ts';

function MenuContent({ data }: { data: MenuData }) {
  const { lang, t } = useLanguage();
  const { today } = useSiteClock();
  // Allergens are marked by their number in the legend.
  const numbers = new Map(data.allergens.map((allergen, index) => [allergen.id, index + 1]));
  const days = data.week.filter((menu) => menu.items.length > 0);
  const categories = data.categories.filter((category) => category.foods.length > 0);
  return (
    <>
      {days.length > 0 ? (
        <section id="week" className="menu-section" aria-labelledby="week-title">
          <h2 id="week-title">{t('menu.weekTitle')}</h2>
          <div className="week">
            {days.map((menu) => {
              const isToday = menu.date === today;
              return (
                <article
                  key={menu.id}
                  className={isToday ? 'day day--today' : 'day'}
                  aria-current={isToday ? 'date' : undefined}
                  aria-labelledby={`day-${menu.id}`}
                >
                  <h3 id={`day-${menu.id}`}>
                    {formatDate(menu.date, lang)}
                    {isToday ? <span className="badge">{t('menu.today')}</span> : null}
                  </h3>
                  <DishList dishes={menu.items} allergenNumbers={numbers} headingLevel={4} />
                </article>
              );
            })}
          </div>
        </section>
      ) : null}
      {data.offers.length > 0 ? (
        <section id="offers" className="menu-section" aria-labelledby="offers-title">
          <h2 id="offers-title">{t('menu.offersTitle')}</h2>
          {data.offers.map((offer) => (
            <article key={offer.id} className="offer" aria-labelledby={`offer-${offer.id}`}>
              <h3 id={`offer-${offer.id}`}>{offer.name[lang]}</h3>
              <p className="offer__dates">
                {formatDateRange(offer.startDate, offer.endDate, lang)}
              </p>
              <DishList dishes={offer.items} headingLevel={4} />
            </article>
          ))}
        </section>
      ) : null}
      <section className="menu-section" aria-labelledby="carte-title">
        <h2 id="carte-title">{t('menu.carteTitle')}</h2>
        {categories.map((category) => (
          <section
            key={category.id}
            className="category"
            aria-labelledby={`category-${category.id}`}
          >
            <h3 id={`category-${category.id}`}>{category.name[lang]}</h3>
            <DishList dishes={category.foods} allergenNumbers={numbers} headingLevel={4} />
          </section>
        ))}
      </section>
      <section className="menu-section legend" aria-labelledby="legend-title">
        <h2 id="legend-title">{t('menu.legendTitle')}</h2>
        <ol className="legend__list">
          {data.allergens.map((allergen) => (
            <li key={allergen.id}>{allergen.name[lang]}</li>
          ))}
        </ol>
      </section>
    </>
  );
}

export function MenuPage() {
  const { t } = useLanguage();
  usePageMeta('menu');
  return (
    <div className="page page--menu">
      <header className="page-header">
        <h1>{t('menu.title')}</h1>
        <p>{t('menu.intro')}</p>
      </header>
      <WithPageData page="menu">{(data) => <MenuContent data={data} />}</WithPageData>
    </div>
  );
}
