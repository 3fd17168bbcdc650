import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { PageLink } from '#web/site/components/page-link.tsx';
import { Picture } from '#web/site/components/picture.tsx';
import { phoneHref } from '#web/site/lib/map.ts';
import { useRestaurant } from '#web/site/restaurant-context.tsx';

/** The opening scene: the restaurant's chosen picture under its name and tagline. */
export function Hero() {
  const { lang, t } = useLanguage();
  const restaurant = useRestaurant();
  if (!restaurant) return null;
  const { profile, hero } = restaurant;
  return (
    <section className="hero" aria-labelledby="hero-title">
      {hero ? <Picture className="hero__picture" picture={hero} sizes="100vw" eager /> : null}
      <div className="hero__content">
        <p className="hero__kicker">{profile.texts.kicker[lang]}</p>
        <h1 id="hero-title">{profile.name}</h1>
        <p className="hero__lead">{profile.texts.tagline[lang]}</p>
        <div className="hero__actions">
          <PageLink className="button button--primary" page="menu">
            {t('home.seeMenu')}
          </PageLink>
          {restaurant.booking.enabled ? (
            <PageLink className="button button--ghost" page="reservation">
              {t('nav.reservation')}
            </PageLink>
          ) : (
            <a className="button button--ghost" href={phoneHref(profile.phone)}>
              {t('home.book')}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
