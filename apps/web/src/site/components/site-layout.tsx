import type { MouseEvent, ReactNode } from 'react';
import { LANGUAGES, type Language } from '@restaurant/contract/languages.ts';
import { switchedUrl } from '@restaurant/contract/site.ts';
import { Live } from '#web/site/components/live.tsx';
import { PageLink } from '#web/site/components/page-link.tsx';
import { Picture } from '#web/site/components/picture.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { keepingPlace } from '#web/site/lib/keep-place.ts';
import { addressLine, directionsUrl, phoneHref } from '#web/site/lib/map.ts';
import { useEventToBook } from '#web/site/event-to-book.ts';
import { useLocation } from '#web/site/lib/router.tsx';
import { useRestaurant } from '#web/site/restaurant-context.tsx';

/** The logo's height in the header, in CSS pixels (site.css's .brand__logo). */
const LOGO_HEIGHT = 40;

/** Each language's name in itself, for a guest who does not read the page's language. */
const OWN_NAMES: Record<Language, string> = { hu: 'Magyar', en: 'English', de: 'Deutsch' };

/** The three languages side by side: each one tap away, the current one marked. */
function LanguageSwitch() {
  const { lang, setLanguage, t } = useLanguage();
  const { pathname } = useLocation();
  // The booking page keeps the event it books (which the server has checked) in every language.
  const { event: booked } = useEventToBook();
  const kept: Record<string, string> = booked ? { event: String(booked.id) } : {};
  const choose = (next: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // Without the API the page cannot switch in place; the link's own address still can.
    keepingPlace(() => setLanguage(next)).catch(() =>
      window.location.assign(switchedUrl(pathname, next, kept)),
    );
  };
  return (
    <ul className="language-switch" aria-label={t('nav.languages')}>
      {LANGUAGES.map((other) => (
        <li key={other}>
          {other === lang ? (
            <span className="language-switch__option" aria-current="true" lang={other}>
              {other.toUpperCase()}
              <span className="visually-hidden"> {OWN_NAMES[other]}</span>
            </span>
          ) : (
            <a
              className="language-switch__option"
              href={switchedUrl(pathname, other, kept)}
              hrefLang={other}
              lang={other}
              onClick={choose(other)}
            >
              {other.toUpperCase()}
              <span className="visually-hidden"> {OWN_NAMES[other]}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
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
