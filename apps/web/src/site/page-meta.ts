import { useEffect } from 'react';
import {
  PAGE_PATHS,
  pageUrl,
  type PageKey,
  type ReservationView,
} from '@restaurant/contract/site.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { metaValues, pageTitle } from '#web/site/head.ts';
import { useRestaurant } from '#web/site/restaurant-context.tsx';

/**
 * Keeps the tab title, the description and the canonical address (which a phone's share sheet
 * sends) in step when the guest moves or switches language.
 */
export function usePageMeta(page: PageKey, view?: ReservationView): void {
  const { t, lang } = useLanguage();
  const restaurant = useRestaurant();
  useEffect(() => {
    const values = metaValues(restaurant, lang);
    document.title = pageTitle((key, more) => t(key, { ...values, ...more }), page, view);
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', t(`meta.${page}.description`, values));
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) {
      // An event's page keeps its own address; every other page is named by its page's.
      const path = page === 'events' ? window.location.pathname : PAGE_PATHS[page];
      canonical.href = pageUrl(new URL(canonical.href).origin, path, lang);
    }
    document.documentElement.lang = lang;
  }, [page, view, lang, t, restaurant]);
}
