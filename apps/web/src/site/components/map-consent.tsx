import { useState } from 'react';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { MAP_EMBED_URL, MAP_LINK_URL } from '#web/site/lib/restaurant.ts';

/** The map is a third-party page: it loads only after the guest asks for it. */
export function MapConsent() {
  const { t } = useLanguage();
  const [shown, setShown] = useState(false);
  if (shown) {
    return (
      <iframe
        className="map"
        title={t('contact.mapTitle')}
        src={MAP_EMBED_URL}
        width="600"
        height="360"
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <div className="map map--placeholder">
      <p>{t('contact.mapNotice')}</p>
      <button type="button" className="button button--primary" onClick={() => setShown(true)}>
        {t('contact.showMap')}
      </button>
      <a href={MAP_LINK_URL} rel="noopener" target="_blank">
        {t('contact.openMap')}
      </a>
    </div>
  );
}
