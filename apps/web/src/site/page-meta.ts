import { useEffect } from 'react';
import { PAGE_PATHS, pageUrl, type PageKey } from '@restaurant/contract/site.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { metaValues } from '#web/site/head.ts';
import { useRestaurant } from '#web/site/restaurant-context.tsx';

/**
 * Keeps the tab title, the description and the canonical address (which a phone's share sheet
 * sends) in step when the guest moves or switches language.
 */
export function usePageMeta(page: PageKey): void {
  const { t, lang } = useLanguage();
  const restaurant = useRestaurant();
  useEffect(() => {
    const values = metaValues(restaurant, lang);
    document.title = t(`meta.${page}.title`, values);
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', t(`meta.${page}.description`, values));
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = pageUrl(new URL(canonical.href).origin, PAGE_PATHS[page], lang);
    document.documentElement.lang = lang;
  }, [page, lang, t, restaurant]);
}
