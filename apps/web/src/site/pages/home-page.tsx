import { HOME_DAILY_ITEMS, HOME_OFFER_ITEMS } from '@restaurant/contract/allergy-choice.ts';
import { pickDailySpecial } from '@restaurant/contract/calendar.ts';
import { AllergyFilterPanel } from '#web/site/components/allergy-filter-panel.tsx';
import { AllergenLegend, allergensOf } from '#web/site/components/allergen-marks.tsx';
import { DishList } from '#web/site/components/dish-list.tsx';
import { Gallery } from '#web/site/components/gallery.tsx';
import { Hero } from '#web/site/components/hero.tsx';
import { Live } from '#web/site/components/live.tsx';
import { WithPageData } from '#web/site/components/load-state.tsx';
import { MapConsent } from '#web/site/components/map-consent.tsx';
import { OpeningHours } from '#web/site/components/opening-hours.tsx';
import { PageLink } from '#web/site/components/page-link.tsx';
import { SeatsLeft } from '#web/site/components/seats-left.tsx';
import { eventPath, pageUrl } from '@restaurant/contract/site.ts';
import { usePageMeta } from '#web/site/page-meta.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { formatDate, formatDateRange } from '@restaurant/contract/format.ts';
import { PAYMENT_METHOD_LABELS } from '@restaurant/contract/payment-methods.ts';
import { OpenStatus } from '#web/site/components/open-status.tsx';
import { addressLine, phoneHref } from '#web/site/lib/map.ts';
import { useIsOpenOn, useRestaurant } from '#web/site/restaurant-context.tsx';
import { useSiteClock } from '#web/site/site-clock.tsx';

/** Today's menu is "Napi menü"; an upcoming one says whose day it is. */
function dailyHeading(daysAhead: number, t: (key: string) => string): string {
  if (daysAhead === 0) return t('home.dailyTitle');
  return daysAhead === 1 ? t('home.tomorrowTitle') : t('home.nextTitle');
}

/** The events the home page names while guests can book them. */
const HOME_EVENTS = 2;

function Specials() {
  const { lang, t } = useLanguage();
  const { today } = useSiteClock();
  const isOpenOn = useIsOpenOn();
  return (
    <WithPageData page="home">
      {({ upcomingMenus, featuredOffer, events }) => {
        const special = pickDailySpecial(upcomingMenus, today, isOpenOn);
        const dailyItems = special?.menu.items.slice(0, HOME_DAILY_ITEMS) ?? [];
        const offerItems = featuredOffer?.items.slice(0, HOME_OFFER_ITEMS) ?? [];
        const comingEvents = events.slice(0, HOME_EVENTS);
        if (!special && !featuredOffer && comingEvents.length === 0) return null;
        return (
          <>
            <div className="specials">
              {special ? (
                <article className="card card--daily" aria-labelledby="daily-title">
                  <p className="card__kicker">{formatDate(special.menu.date, lang)}</p>
                  <h2 id="daily-title">{dailyHeading(special.daysAhead, t)}</h2>
                  <DishList dishes={dailyItems} headingLevel={3} />
                  <PageLink className="card__more" page="menu" hash="#week">
                    {t('home.dailyMore')}
                  </PageLink>
                </article>
              ) : null}
              {featuredOffer ? (
                <article className="card card--offer" aria-labelledby="offer-title">
                  <p className="card__kicker">
                    {formatDateRange(featuredOffer.startDate, featuredOffer.endDate, lang)}
                  </p>
                  <h2 id="offer-title">{featuredOffer.name[lang]}</h2>
                  <DishList dishes={offerItems} headingLevel={3} />
                  <PageLink className="card__more" page="menu" hash="#offers">
                    {t('home.offerMore')}
                  </PageLink>
                </article>
              ) : null}
              {comingEvents.map((event) => (
                <article
                  key={event.id}
                  className="card card--event"
                  aria-labelledby={`event-${event.id}-title`}
                >
                  <p className="card__kicker">
                    {formatDate(event.date, lang)}, {event.startTime}
                  </p>
                  <h2 id={`event-${event.id}-title`}>{event.title[lang]}</h2>
                  <SeatsLeft event={event} />
                  <a className="card__more" href={pageUrl('', eventPath(event.slug), lang)}>
                    {t('events.more')}
                  </a>
                </article>
              ))}
            </div>
            <AllergenLegend
              allergens={allergensOf([...dailyItems, ...offerItems])}
              headingLevel={3}
            />
          </>
        );
      }}
    </WithPageData>
  );
}

function Contact() {
  const { t } = useLanguage();
  const profile = useRestaurant()?.profile;
  if (!profile) return null;
  return (
    <div>
      <h3>{t('contact.title')}</h3>
      <ul className="contact">
        <li>
          <a href={phoneHref(profile.phone)}>{profile.phone}</a>
        </li>
        <li>
          <a href={`mailto:${profile.email}`}>{profile.email}</a>
        </li>
        <li>
          <address>{addressLine(profile.address)}</address>
        </li>
      </ul>
      {profile.geo ? (
        <Live>
          <MapConsent geo={profile.geo} name={profile.name} />
        </Live>
      ) : null}
    </div>
  );
}

function Payments() {
  const { lang, t } = useLanguage();
  const methods = useRestaurant()?.profile.paymentMethods ?? [];
  if (methods.length === 0) return null;
  return (
    <section className="section" aria-labelledby="payment-title">
      <h2 id="payment-title">{t('payment.title')}</h2>
      <ul className="payments">
        {methods.map((method) => (
          <li key={method}>
            <img
              src={`/media/pay-${method}.svg`}
              alt={PAYMENT_METHOD_LABELS[method][lang]}
              width="120"
              height="76"
              loading="lazy"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomePage() {
  const { lang, t } = useLanguage();
  const restaurant = useRestaurant();
  usePageMeta('home');
  return (
    <>
      <Live>
        <Hero />
        <section className="section section--welcome" aria-labelledby="welcome-title">
          <div className="welcome">
            <h2 id="welcome-title">{t('home.welcomeTitle')}</h2>
            <p>{restaurant?.profile.texts.welcome[lang]}</p>
          </div>
        </section>
      </Live>
      {/* The page's data, outside every boundary: nothing can make hydration render it afresh. */}
      <section className="section section--specials" aria-label={t('home.specialsLabel')}>
        <AllergyFilterPanel page="home" />
        <Specials />
      </section>
      <Live>
        <section className="section section--visit" aria-labelledby="visit-title">
          <h2 id="visit-title">{t('home.visitTitle')}</h2>
          <div className="visit">
            <div>
              <h3>{t('hours.title')}</h3>
              <Live>
                <OpenStatus />
              </Live>
              <OpeningHours />
            </div>
            <Contact />
          </div>
        </section>
        <Payments />
        {restaurant && restaurant.gallery.length > 0 ? (
          <section className="section" aria-labelledby="gallery-title">
            <h2 id="gallery-title">{restaurant.profile.galleryTitle[lang]}</h2>
            <Live>
              <Gallery />
            </Live>
          </section>
        ) : null}
      </Live>
    </>
  );
}
