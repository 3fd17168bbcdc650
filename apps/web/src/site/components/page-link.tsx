import type { AnchorHTMLAttributes } from 'react';
import { PAGE_PATHS, pageUrl, type PageKey } from '@restaurant/contract/site.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { Link, useLocation } from '#web/site/lib/router.tsx';

/**
 * A link to one of the site's pages in the language shown, so that it leads to the same language
 * before the page is alive, without it, and for search engines. In the site's navigation
 * (`nav`) it is marked as the current page when that page is shown.
 */
export function PageLink({
  page,
  hash = '',
  nav = false,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  page: PageKey;
  /** A section of the page, such as "#week". */
  hash?: string;
  nav?: boolean;
}) {
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  const current = nav && pathname === PAGE_PATHS[page];
  return (
    <Link
      to={`${pageUrl('', PAGE_PATHS[page], lang)}${hash}`}
      aria-current={current ? 'page' : undefined}
      {...rest}
    />
  );
}
