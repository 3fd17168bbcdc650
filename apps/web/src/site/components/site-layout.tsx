import type { MouseEvent, ReactNode } from 'react';
import { LANGUAGES, type Language } from '@restaurant/contract/languages.ts';
import { Live } from '#web/site/components/live.tsx';
import { PageLink } from '#web/site/components/page-link.tsx';
import { Picture } from '#web/site/components/picture.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { keepingPlace } from '#web/site/lib/keep-place.ts';
import { addressLine, directionsUrl, phoneHref } from '#web/site/lib/map.ts';
import { useRestaurant } from '#web/site/restaurant-context.tsx';

/** The logo's height in the header, in CSS pixels (site.css's .brand__logo). */
const LOGO_HEIGHT = 40;

function nextLanguage(lang: Language): Language {
  return LANGUAGES[(LANGUAGES.indexOf(lang) + 1) % LANGUAGES.length]!;
}

function LanguageSwitch() {
  const { lang, setLanguage, t } = useLanguage();
  const next = nextLanguage(lang);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // Without the API the page cannot switch in place; the link's own address still can.
    keepingPlace(() => setLanguage(next)).catch(() => window.location.assign(`?lang=${next}`));
  };
  return (
    <a className="language-switch" href={`?lang=${next}`} hrefLang={next} onClick={onClick}>
      {lang.toUpperCase()}
      <span className="language-switch__next">{` › ${next.toUpperCase()}`}</span>
      <span className="visually-hidden">
        {` (${t('nav.switchTo', { language: t(`languages.${next}`) })})`}
      </span>
    </a>
  );
}

export function SiteLayout(props: { year: number; children: ReactNode }) {
  const { t } = useLanguage();
  const restaurant = useRestaurant();
  const profile = restaurant?.profile;
  const booking = restaurant?.booking;
  return (
    <>
      <Live>
        <a className="skip-link" href="#main">
          {t('nav.skip')}
        </a>
        <header className="site-header">
          <div className="site-header__inner">
            <PageLink page="home" className="brand">
              {restaurant?.logo ? (
                <Picture
                  picture={restaurant.logo}
                  sizes={`${Math.ceil((LOGO_HEIGHT * restaurant.logo.width) / restaurant.logo.height)}px`}
                  decorative
                  className="brand__logo"
                />
              ) : null}
              <span>{profile?.name}</span>
            </PageLink>
            <nav aria-label={t('nav.label')}>
              <ul className="nav-list">
                <li>
                  <PageLink page="home" nav>
                    {t('nav.home')}
                  </PageLink>
                </li>
                <li>
                  <PageLink page="menu" nav>
                    {t('nav.menu')}
                  </PageLink>
                </li>
                <li>
                  <PageLink page="drinks" nav>
                    {t('nav.drinks')}
                  </PageLink>
                </li>
                {booking?.enabled ? (
                  <li>
                    <PageLink page="reservation" nav>
                      {t('nav.reservation')}
                    </PageLink>
                  </li>
                ) : null}
              </ul>
            </nav>
            <LanguageSwitch />
          </div>
        </header>
      </Live>
      <main id="main" tabIndex={-1}>
        {props.children}
      </main>
      <Live>
        <footer className="site-footer">
          <div className="site-footer__inner">
            <p>{`© ${props.year} ${profile?.name ?? ''}`}</p>
            {profile ? (
              <p>
                {addressLine(profile.address)}
                {profile.geo ? (
                  <>
                    {' · '}
                    <a href={directionsUrl(profile.geo)} rel="noopener">
                      {t('footer.directions')}
                    </a>
                  </>
                ) : null}
              </p>
            ) : null}
            {profile ? (
              <p>
                {t('footer.phone')}: <a href={phoneHref(profile.phone)}>{profile.phone}</a>
              </p>
            ) : null}
            <PageLink page="impressum">{t('footer.impressum')}</PageLink>
          </div>
        </footer>
      </Live>
    </>
  );
}
