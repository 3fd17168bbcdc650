import { useEffect } from 'react';
import type { PageKey } from '@restaurant/contract/site.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

/** Keeps the tab title and description in step when the guest moves or switches language. */
export function usePageMeta(page: PageKey): void {
  const { t, lang } = useLanguage();
  useEffect(() => {
    document.title = t(`meta.${page}.title`);
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', t(`meta.${page}.description`));
    document.documentElement.lang = lang;
  }, [page, lang, t]);
}
