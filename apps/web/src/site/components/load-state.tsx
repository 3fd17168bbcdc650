import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { pageAt, type PageDataByKey, type PageKey } from '@restaurant/contract/site.ts';
import { usePageData, usePageDataStore } from '#web/site/page-data.tsx';
import { useLinksInPlace } from '#web/site/lib/router.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

const FAILURE_KEY: Record<PageKey, string> = {
  home: 'errors.loadFailed',
  menu: 'errors.menuLoadFailed',
  drinks: 'errors.drinksLoadFailed',
  events: 'errors.loadFailed',
  impressum: 'errors.loadFailed',
  reservation: 'errors.loadFailed',
};

/** The element around a page's data, where the server's rendering of it stays as it stands. */
const DATA_CLASS = 'page-data';
/** Hydration keeps what an element with inner HTML holds, whatever the HTML given. */
const AS_RENDERED = { __html: '' };
const isPage = (pathname: string) => pageAt(pathname) !== undefined;

/**
 * The server's rendering of the page's data, kept without being brought to life: it holds only
 * text and plain links, and hydrating hundreds of dishes would keep a phone busy for nothing. Its
 * links to other pages still move in place. Should React ever render it afresh instead of
 * hydrating it (what the browser rendered around it differed from the server's HTML), the
 * server's rendering is gone, and the part reads its data and renders it.
 */
function AsRendered(props: { page: PageKey }) {
  const { forget, load } = usePageDataStore();
  const onClick = useLinksInPlace(isPage);
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (element.current?.childNodes.length === 0) load(props.page);
  }, [load, props.page]);
  useEffect(() => () => forget(props.page), [forget, props.page]);
  return (
    <div
      ref={element}
      className={DATA_CLASS}
      onClick={onClick}
      dangerouslySetInnerHTML={AS_RENDERED}
      suppressHydrationWarning
    />
  );
}

/** Renders the page once its data is there; the load-failure message if it could not be read. */
export function WithPageData<K extends PageKey>(props: {
  page: K;
  children: (data: PageDataByKey[K]) => ReactNode;
}) {
  const { t } = useLanguage();
  const state = usePageData(props.page);
  if (state.status === 'rendered') return <AsRendered page={props.page} />;
  if (state.status === 'ready')
    return <div className={DATA_CLASS}>{props.children(state.data)}</div>;
  if (state.status === 'error') {
    return (
      <p className="notice notice--error" role="alert">
        {t(FAILURE_KEY[props.page])}
      </p>
    );
  }
  return (
    <p className="notice" role="status">
      {t('common.loading')}
    </p>
  );
}
