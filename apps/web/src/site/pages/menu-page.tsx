import type { DailyMenu } from '@restaurant/contract/daily-menu.ts';
import type { MenuData } from '@restaurant/contract/site.ts';
import { AllergenLegend } from '#web/site/components/allergen-marks.tsx';
import { DishList } from '#web/site/components/dish-list.tsx';
import { Live } from '#web/site/components/live.tsx';
import { PageHeader } from '#web/site/components/page-header.tsx';
import { WithPageData } from '#web/site/components/load-state.tsx';
import { SectionNav } from '#web/site/components/section-nav.tsx';
import { usePageMeta } from '#web/site/page-meta.ts';
import { useSiteClock } from '#web/site/site-clock.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { formatDate, formatDateRange } from '@restaurant/contract/format.ts';
import { addressLine } from '#web/site/lib/map.ts';
import { useIsOpenOn, useRestaurant } from '#web/site/restaurant-context.tsx';

function Day(props: { menu: DailyMenu; isToday: boolean }) {
  const { lang, t } = useLanguage();
  const { menu, isToday } = props;
  return (
    <article
      className={isToday ? 'day day--today' : 'day'}
      aria-current={isToday ? 'date' : undefined}
      aria-labelledby={`day-${menu.id}`}
    >
      <h3 id={`day-${menu.id}`}>
        {formatDate(menu.date, lang)}
        {isToday ? <span className="badge">{t('menu.today')}</span> : null}
      </h3>
      <DishList dishes={menu.items} headingLevel={4} />
    </article>
  );
}

/** This week's served days: today and the days to come first, the days gone by folded away. */
function Week(props: { menus: DailyMenu[] }) {
  const { t } = useLanguage();
  const { today } = useSiteClock();
  const coming = props.menus.filter((menu) => menu.date >= today);
  const past = props.menus.filter((menu) => menu.date < today);
  return (
    <section id="week" className="menu-section" aria-labelledby="week-title">
      <h2 id="week-title">{t('menu.weekTitle')}</h2>
      {coming.length > 0 ? (
        <div className="week">
          {coming.map((menu) => (
            <Day key={menu.id} menu={menu} isToday={menu.date === today} />
          ))}
        </div>
      ) : (
        <p>{t('menu.weekOver')}</p>
      )}
      {past.length > 0 ? (
        <details className="past-days">
          <summary>{t('menu.earlierDays')}</summary>
          <div className="week">
            {past.map((menu) => (
              <Day key={menu.id} menu={menu} isToday={false} />
            ))}
          </div>
        </details>
      ) : null}
    </section>
  );
}

function MenuContent({ data }: { data: MenuData }) {
  const { lang, t } = useLanguage();
  const isOpenOn = useIsOpenOn();
  // A menu stored for a day the restaurant is closed is not presented as served. A section whose
  // items the guest's filter all hides stays, saying so.
  const days = data.week.filter((menu) => menu.items.length > 0 && isOpenOn(menu.date));
  const { offers, categories } = data;
  const sections = [
    ...(days.length > 0 ? [{ id: 'week', label: t('menu.weekTitle') }] : []),
    ...(offers.length > 0 ? [{ id: 'offers', label: t('menu.offersTitle') }] : []),
    ...categories.map((category) => ({
      id: `category-${category.id}`,
      label: category.name[lang],
    })),
    ...(data.allergens.length > 0 ? [{ id: 'allergens', label: t('menu.legendTitle') }] : []),
  ];
  return (
    <>
      <SectionNav label={t('menu.sectionsLabel')} sections={sections} />
      {days.length > 0 ? <Week menus={days} /> : null}
      {offers.length > 0 ? (
        <section id="offers" className="menu-section" aria-labelledby="offers-title">
          <h2 id="offers-title">{t('menu.offersTitle')}</h2>
          {offers.map((offer) => (
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
            id={`category-${category.id}`}
            className="category"
            aria-labelledby={`category-${category.id}-title`}
          >
            <h3 id={`category-${category.id}-title`}>{category.name[lang]}</h3>
            <DishList dishes={category.foods} headingLevel={4} />
          </section>
        ))}
      </section>
      <AllergenLegend allergens={data.allergens} headingLevel={2} />
    </>
  );
}

/**
 * What a printed menu starts with: the restaurant, where and how to reach it, and the day. A live
 * part of its own: the day is the browser's once the page is alive.
 */
function PrintHead() {
  const { lang } = useLanguage();
  const { today } = useSiteClock();
  const profile = useRestaurant()?.profile;
  if (!profile) return null;
  return (
    <div className="print-head">
      <p className="print-head__name">{profile.name}</p>
      <p>
        {addressLine(profile.address)} · {profile.phone}
      </p>
      <p>{formatDate(today, lang)}</p>
    </div>
  );
}

export function MenuPage() {
  usePageMeta('menu');
  return (
    <div className="page page--menu">
      <Live>
        <PrintHead />
      </Live>
      <PageHeader page="menu" />
      <WithPageData page="menu">{(data) => <MenuContent data={data} />}</WithPageData>
    </div>
  );
}
