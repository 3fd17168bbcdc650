import { usePageMeta } from '#web/site/page-meta.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { phoneHref } from '#web/site/lib/map.ts';
import { useRestaurant } from '#web/site/restaurant-context.tsx';

export function ImpressumPage() {
  const { lang, t } = useLanguage();
  usePageMeta('impressum');
  const profile = useRestaurant()?.profile;
  return (
    <div className="page page--text">
      <header className="page-header">
        <h1>{t('impressum.title')}</h1>
      </header>
      {profile ? (
        <>
          <section aria-labelledby="company-title">
            <h2 id="company-title">{t('impressum.companyTitle')}</h2>
            <dl className="facts">
              <dt>{t('impressum.companyName')}</dt>
              <dd>{profile.company.name}</dd>
              <dt>{t('impressum.seat')}</dt>
              <dd>
                {profile.address.postalCode} {profile.address.city}, {profile.address.street}
              </dd>
              <dt>{t('impressum.registration')}</dt>
              <dd>{profile.company.registrationNumber}</dd>
              <dt>{t('impressum.taxNumber')}</dt>
              <dd>{profile.company.taxNumber}</dd>
              <dt>{t('impressum.contact')}</dt>
              <dd>
                <a href={phoneHref(profile.phone)}>{profile.phone}</a> ·{' '}
                <a href={`mailto:${profile.email}`}>{profile.email}</a>
              </dd>
            </dl>
          </section>
          <section aria-labelledby="tech-title">
            <h2 id="tech-title">{t('impressum.techTitle')}</h2>
            <p>{profile.texts.technical[lang]}</p>
            <p>
              {t('impressum.hosting')}{' '}
              <a href={profile.company.hostingUrl} rel="noopener">
                {profile.company.hostingProvider}
              </a>
            </p>
          </section>
          <section aria-labelledby="disclaimer-title">
            <h2 id="disclaimer-title">{t('impressum.disclaimerTitle')}</h2>
            <p>{profile.texts.disclaimer[lang]}</p>
          </section>
          <section aria-labelledby="privacy-title">
            <h2 id="privacy-title">{t('impressum.privacyTitle')}</h2>
            <p>{profile.texts.privacy[lang]}</p>
          </section>
        </>
      ) : null}
    </div>
  );
}
