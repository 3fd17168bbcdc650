import { usePageMeta } from '#web/site/page-meta.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { RESTAURANT } from '#web/site/lib/restaurant.ts';

const HOSTING_URL = 'https://www.rackforest.hu';

export function ImpressumPage() {
  const { t } = useLanguage();
  usePageMeta('impressum');
  const { company } = RESTAURANT;
  return (
    <div className="page page--text">
      <header className="page-header">
        <h1>{t('impressum.title')}</h1>
      </header>
      <section aria-labelledby="company-title">
        <h2 id="company-title">{t('impressum.companyTitle')}</h2>
        <dl className="facts">
          <dt>{t('impressum.companyName')}</dt>
          <dd>{company.name}</dd>
          <dt>{t('impressum.seat')}</dt>
          <dd>
            {RESTAURANT.postalCode} {RESTAURANT.city}, {RESTAURANT.street}
          </dd>
          <dt>{t('impressum.registration')}</dt>
          <dd>{company.registration}</dd>
          <dt>{t('impressum.taxNumber')}</dt>
          <dd>{company.taxNumber}</dd>
          <dt>{t('impressum.contact')}</dt>
          <dd>
            <a href={RESTAURANT.phoneHref}>{RESTAURANT.phone}</a> ·{' '}
            <a href={`mailto:${RESTAURANT.email}`}>{RESTAURANT.email}</a>
          </dd>
        </dl>
      </section>
      <section aria-labelledby="tech-title">
        <h2 id="tech-title">{t('impressum.techTitle')}</h2>
        <p>{t('impressum.techText')}</p>
        <p>
          {t('impressum.hosting')}{' '}
          <a href={HOSTING_URL} rel="noopener">
            {t('impressum.hostingName')}
          </a>
        </p>
      </section>
      <section aria-labelledby="disclaimer-title">
        <h2 id="disclaimer-title">{t('impressum.disclaimerTitle')}</h2>
        <p>{t('impressum.disclaimerText')}</p>
      </section>
      <section aria-labelledby="privacy-title">
        <h2 id="privacy-title">{t('impressum.privacyTitle')}</h2>
        <p>{t('impressum.privacyText')}</p>
      </section>
    </div>
  );
}
