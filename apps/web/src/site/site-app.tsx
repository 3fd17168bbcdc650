import { use, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Redirect, useLocation, useNavigate } from '#web/site/lib/router.tsx';
import { isLanguage, type Language } from '@restaurant/contract/languages.ts';
import {
  PAGE_PATHS,
  WITHOUT_DATA,
  pageAt,
  type EmbeddedState,
  type PageKey,
  type SiteSource,
  type SiteState,
} from '@restaurant/contract/site.ts';
import { AllergyFilterContext } from '#web/site/components/allergy-filter.tsx';
import { Live } from '#web/site/components/live.tsx';
import { SiteLayout } from '#web/site/components/site-layout.tsx';
import { LanguageProvider, useLanguage } from '#web/site/i18n/language-provider.tsx';
import { PageDataProvider, usePageDataStore } from '#web/site/page-data.tsx';
import { loadPage } from '#web/site/pages/load-page.ts';
import { MaintenancePage } from '#web/site/pages/maintenance-page.tsx';
import { ReservationViewContext } from '#web/site/reservation-context.tsx';
import { RestaurantContext } from '#web/site/restaurant-context.tsx';
import { FreshDay, SiteClockContext } from '#web/site/site-clock.tsx';

export const HEALTH_TIMEOUT_MS = 5_000;
const LANGUAGE_KEY = 'lang';

/** The page of the current address; any other address leads home. */
function SiteRoutes() {
  const page = pageAt(useLocation().pathname);
  if (!page) return <Redirect to={PAGE_PATHS.home} />;
  return <Page page={page} />;
}

/**
 * A page: one with data of its own keeps it outside its live parts; a page without (the impressum,
 * the booking) is a live part as a whole.
 */
function Page(props: { page: PageKey }) {
  const Component = use(loadPage(props.page));
  return WITHOUT_DATA.includes(props.page) ? (
    <Live>
      <Component />
    </Live>
  ) : (
    <Component />
  );
}

/** Shows the maintenance page when the health check fails or takes longer than five seconds. */
function useHealthCheck(initiallyDown: boolean): boolean {
  const [down, setDown] = useState(initiallyDown);
  useEffect(() => {
    if (initiallyDown) return;
    fetch('/health', { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) }).then(
      (response) => {
        setDown(!response.ok);
        // Read to the end, so the request does not stay open until the timeout.
        void response.body?.cancel();
      },
      () => setDown(true),
    );
  }, [initiallyDown]);
  return down;
}

/** The language the guest chose last time, kept in the browser (the server never sees it). */
function rememberedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function remember(lang: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Storage may be switched off; the language then lasts as long as the address says it.
  }
}

/**
 * An address with ?lang= is remembered as the guest's choice; one without it shows the language
 * chosen before, switching in place once the page is alive.
 */
function RememberedLanguage() {
  const { lang, setLanguage } = useLanguage();
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('lang')) {
      remember(lang);
      return;
    }
    const chosen = rememberedLanguage();
    if (chosen && chosen !== lang) void setLanguage(chosen);
    // Only the address the guest arrived at counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** Back and forward lead to addresses that name their language: the page follows them. */
function LanguageOfAddress() {
  const { lang, setLanguage } = useLanguage();
  const { search } = useLocation();
  useEffect(() => {
    const named = new URLSearchParams(search).get('lang');
    if (isLanguage(named) && named !== lang) {
      // Without the API the page cannot switch in place; the server answers the address.
      setLanguage(named).catch(() => window.location.reload());
    }
  }, [search, lang, setLanguage]);
  return null;
}

function SiteLanguage(props: { state: SiteState | EmbeddedState; children: ReactNode }) {
  const navigate = useNavigate();
  const { prepare } = usePageDataStore();
  const onChange = useCallback(
    (lang: Language) => {
      remember(lang);
      const search = new URLSearchParams(window.location.search);
      search.set('lang', lang);
      navigate({ search: `?${search}` }, { replace: true });
    },
    [navigate],
  );
  return (
    <LanguageProvider
      initialLang={props.state.lang}
      initialDictionary={props.state.dictionary}
      prepare={prepare}
      onChange={onChange}
    >
      <RememberedLanguage />
      <LanguageOfAddress />
      {props.children}
    </LanguageProvider>
  );
}

/** The public site: on the server from the page's state, in the browser from what it embeds. */
export function SiteApp(props: { state: SiteState | EmbeddedState; source: SiteSource }) {
  const { state, source } = props;
  const maintenance = useHealthCheck(state.maintenance);
  return (
    <PageDataProvider source={source} today={state.today} initial={state}>
      <SiteLanguage state={state}>
        <SiteClockContext.Provider
          value={{ today: state.today, timeZone: state.timeZone, zone: state.zone }}
        >
          <FreshDay />
          <RestaurantContext.Provider value={state.restaurant}>
            <AllergyFilterContext.Provider
              value={{
                allergens: state.allergyFilter.allergens,
                served: state.allergyFilter.choice,
                servedHidden: state.allergyFilter.hidden,
                omitting: 'data' in state,
              }}
            >
              <ReservationViewContext.Provider value={state.reservation ?? {}}>
                <SiteLayout year={Number(state.today.slice(0, 4))}>
                  {maintenance ? <MaintenancePage /> : <SiteRoutes />}
                </SiteLayout>
              </ReservationViewContext.Provider>
            </AllergyFilterContext.Provider>
          </RestaurantContext.Provider>
        </SiteClockContext.Provider>
      </SiteLanguage>
    </PageDataProvider>
  );
}
