import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PageDataByKey, PageKey, SiteSource } from '@restaurant/contract/site.ts';

type Entry = { status: 'ready'; data: unknown } | { status: 'loading' } | { status: 'error' };
type Store = {
  entries: Partial<Record<PageKey, Entry>>;
  load: (page: PageKey) => void;
};

const PageDataContext = createContext<Store | null>(null);

/**
 * Holds each page's data: the page the server rendered starts filled in; a page the guest moves
 * to in the browser is read from the source once.
 */
export function PageDataProvider(props: {
  source: SiteSource;
  today: string;
  initial: { page: PageKey; data: unknown };
  children: ReactNode;
}) {
  const { source, today } = props;
  const [entries, setEntries] = useState<Store['entries']>({
    [props.initial.page]:
      props.initial.data === null && props.initial.page !== 'impressum'
        ? { status: 'error' }
        : { status: 'ready', data: props.initial.data },
  });
  const load = (page: PageKey) => {
    setEntries((current) => ({ ...current, [page]: { status: 'loading' } }));
    source[page](today).then(
      (data) => setEntries((current) => ({ ...current, [page]: { status: 'ready', data } })),
      () => setEntries((current) => ({ ...current, [page]: { status: 'error' } })),
    );
  };
  return (
    <PageDataContext.Provider value={{ entries, load }}>{props.children}</PageDataContext.Provider>
  );
}

type PageDataState<K extends PageKey> =
  { status: 'ready'; data: PageDataByKey[K] } | { status: 'loading' } | { status: 'error' };

export function usePageData<K extends PageKey>(page: K): PageDataState<K> {
  const store = useContext(PageDataContext);
  if (!store) throw new Error('usePageData must be used within a PageDataProvider');
  const entry = store.entries[page];
  useEffect(() => {
    if (!entry) store.load(page);
  }, [entry, page, store]);
  return (entry ?? { status: 'loading' }) as PageDataState<K>;
}
