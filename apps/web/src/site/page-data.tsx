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
import {
  dataFailed,
  type EmbeddedState,
  type PageDataByKey,
  type PageKey,
  type SiteSource,
  type SiteState,
} from '@restaurant/contract/site.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

type Entry =
  | { status: 'ready'; data: unknown }
  /** The server's rendering of the page, kept as it stands: its data is not in the browser. */
  | { status: 'rendered'; lang: Language }
  | { status: 'loading' }
  | { status: 'error' };
type Entries = Partial<Record<PageKey, Entry>>;
type Store = {
  entries: Entries;
  load: (page: PageKey) => void;
  /**
   * Reads, in every language, the pages shown as rendered in another language than this; gives
   * back the change that shows them.
   */
  prepare: (lang: Language) => Promise<() => void>;
  /**
   * Reads a page's data whatever its state (for a filter the server's rendering lacks items of),
   * and gives back the change that shows it, to be made together with what needs it.
   */
  read: (page: PageKey) => Promise<() => void>;
  /** Drops a rendering that has left the screen: coming back, the page reads its data. */
  forget: (page: PageKey) => void;
};

const PageDataContext = createContext<Store | null>(null);

const lacks = (entry: Entry | undefined, lang: Language) =>
  entry?.status === 'rendered' && entry.lang !== lang;

/** The page the server rendered: with its data on the server, as it stands in the browser. */
function initialEntry(state: SiteState | EmbeddedState): Entry {
  if ('data' in state) {
    return dataFailed(state.page, state.data)
      ? { status: 'error' }
      : { status: 'ready', data: state.data };
  }
  return state.failed ? { status: 'error' } : { status: 'rendered', lang: state.lang };
}

/**
 * Holds each page's data. The page the server rendered keeps its markup as it stands; a page the
 * guest moves to in the browser, or the same page in another language, is read from the source
 * once.
 */
export function PageDataProvider(props: {
  source: SiteSource;
  today: string;
  initial: SiteState | EmbeddedState;
  children: ReactNode;
}) {
  const { source, today } = props;
  const [entries, setEntries] = useState<Entries>(() => ({
    [props.initial.page]: initialEntry(props.initial),
  }));
  const current = useRef(entries);
  current.current = entries;
  const load = useCallback(
    (page: PageKey) => {
      setEntries((before) => ({ ...before, [page]: { status: 'loading' } }));
      source[page](today).then(
        (data) => setEntries((before) => ({ ...before, [page]: { status: 'ready', data } })),
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
      return () =>
        setEntries((before) => ({
          ...before,
          ...Object.fromEntries(
            pages.map((page, index) => [page, { status: 'ready', data: loaded[index] }]),
          ),
        }));
    },
    [source, today],
  );
  const read = useCallback(
    async (page: PageKey) => {
      const data = await source[page](today);
      return () => setEntries((before) => ({ ...before, [page]: { status: 'ready', data } }));
    },
    [source, today],
  );
  const forget = useCallback((page: PageKey) => {
    setEntries((before) => {
      if (before[page]?.status !== 'rendered') return before;
      const { [page]: _dropped, ...rest } = before;
      return rest;
    });
  }, []);
  return (
    <PageDataContext.Provider value={{ entries, load, prepare, read, forget }}>
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
  | { status: 'ready'; data: PageDataByKey[K] }
  | { status: 'rendered' }
  | { status: 'loading' }
  | { status: 'error' };

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
