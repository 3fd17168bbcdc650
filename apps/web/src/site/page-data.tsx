import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Language } from '@restaurant/contract/languages.ts';
import type { PageDataByKey, PageKey, SiteSource } from '@restaurant/contract/site.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

/** `lang` names the one language embedded data was cut down to; null means every language. */
type Entry =
  | { status: 'ready'; data: unknown; lang: Language | null }
  | { status: 'loading' }
  | { status: 'error' };
type Entries = Partial<Record<PageKey, Entry>>;
type Store = {
  entries: Entries;
  load: (page: PageKey) => void;
  /** Reads again, in every language, the pages whose data holds another language only. */
  prepare: (lang: Language) => Promise<void>;
};

const PageDataContext = createContext<Store | null>(null);

const lacks = (entry: Entry | undefined, lang: Language) =>
  entry?.status === 'ready' && entry.lang !== null && entry.lang !== lang;

/**
 * Holds each page's data: the page the server rendered starts filled in (in its language only); a
 * page the guest moves to in the browser, or the same page in another language, is read from the
 * source once.
 */
export function PageDataProvider(props: {
  source: SiteSource;
  today: string;
  initial: { page: PageKey; data: unknown; lang: Language };
  children: ReactNode;
}) {
  const { source, today } = props;
  const [entries, setEntries] = useState<Entries>({
    [props.initial.page]:
      props.initial.data === null && props.initial.page !== 'impressum'
        ? { status: 'error' }
        : { status: 'ready', data: props.initial.data, lang: props.initial.lang },
  });
  const current = useRef(entries);
  current.current = entries;
  const load = useCallback(
    (page: PageKey) => {
      setEntries((before) => ({ ...before, [page]: { status: 'loading' } }));
      source[page](today).then(
        (data) =>
          setEntries((before) => ({ ...before, [page]: { status: 'ready', data, lang: null } })),
        () => setEntries((before) => ({ ...before, [page]: { status: 'error' } })),
      );
    },
    [source, today],
  );
  const prepare = useCallback(
    async (lang: Language) => {
      const pages = (Object.keys(current.current) as PageKey[]).filter((page) =>
        lacks(current.current[page], lang),
      );
      const loaded = await Promise.all(pages.map((page) => source[page](today)));
      setEntries((before) => ({
        ...before,
        ...Object.fromEntries(
          pages.map((page, index) => [page, { status: 'ready', data: loaded[index], lang: null }]),
        ),
      }));
    },
    [source, today],
  );
  return (
    <PageDataContext.Provider value={{ entries, load, prepare }}>
      {props.children}
    </PageDataContext.Provider>
  );
}

export function usePageDataStore(): Store {
  const store = useContext(PageDataContext);
  if (!store) throw new Error('usePageData must be used within a PageDataProvider');
  return store;
}

type PageDataState<K extends PageKey> =
  { status: 'ready'; data: PageDataByKey[K] } | { status: 'loading' } | { status: 'error' };

export function usePageData<K extends PageKey>(page: K): PageDataState<K> {
  const store = usePageDataStore();
  const { lang } = useLanguage();
  const entry = store.entries[page];
  const missing = !entry || lacks(entry, lang);
  useEffect(() => {
    if (missing) store.load(page);
  }, [missing, page, store]);
  return (missing ? { status: 'loading' } : entry) as PageDataState<K>;
}
