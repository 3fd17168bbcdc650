import { useState } from 'react';
import type { Geo } from '@restaurant/contract/restaurant.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { mapEmbedUrl, mapLinkUrl } from '#web/site/lib/map.ts';

/**
 * The map is a third-party page: it loads only after the guest asks for it. The map takes the
 * focus from the button it replaces, so a keyboard stays where it was.
 */
export function MapConsent(props: { geo: Geo; name: string }) {
  const { t } = useLanguage();
  const [shown, setShown] = useState(false);
  if (shown) {
    return (
      <iframe
        ref={(frame) => frame?.focus()}
        className="map"
        title={t('contact.mapTitle', { name: props.name })}
        src={mapEmbedUrl(props.geo)}
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
      <a href={mapLinkUrl(props.geo)} rel="noopener" target="_blank">
        {t('contact.openMap')}
      </a>
    </div>
  );
}
