import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { Redirect, useLocation, useNavigate } from '#web/site/lib/router.tsx';
import type { Language } from '@restaurant/contract/languages.ts';
import {
  PAGE_PATHS,
  pageAt,
  type PageKey,
  type SiteSource,
  type SiteState,
} from '@restaurant/contract/site.ts';
import { SiteLayout } from '#web/site/components/site-layout.tsx';
import { LanguageProvider } from '#web/site/i18n/language-provider.tsx';
import { PageDataProvider } from '#web/site/page-data.tsx';
import { DrinksPage } from '#web/site/pages/drinks-page.tsx';
import { HomePage } from '#web/site/pages/home-page.tsx';
import { ImpressumPage } from '#web/site/pages/impressum-page.tsx';
import { MaintenancePage } from '#web/site/pages/maintenance-page.tsx';
import { MenuPage } from '#web/site/pages/menu-page.tsx';
import { RestaurantContext } from '#web/site/restaurant-context.tsx';
import { SiteClockContext } from '#web/site/site-clock.tsx';

export const HEALTH_TIMEOUT_MS = 5_000;
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 3600;

const PAGES: Record<PageKey, () => ReactElement> = {
  home: HomePage,
  menu: MenuPage,
  drinks: DrinksPage,
  impressum: ImpressumPage,
};

/** The page of the current address; any other address leads home. */
function SiteRoutes() {
  const page = pageAt(useLocation().pathname);
  if (!page) return <Redirect to={PAGE_PATHS.home} />;
  const Page = PAGES[page];
  return <Page />;
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

export function SiteApp(props: { state: SiteState; source: SiteSource }) {
  const { state, source } = props;
  const navigate = useNavigate();
  const maintenance = useHealthCheck(state.maintenance);

  const rememberLanguage = useCallback(
    (lang: Language) => {
      document.cookie = `lang=${lang}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
      const search = new URLSearchParams(window.location.search);
      search.set('lang', lang);
      navigate({ search: `?${search}` }, { replace: true });
    },
    [navigate],
  );

  return (
    <LanguageProvider
      initialLang={state.lang}
      initialDictionary={state.dictionary}
      onChange={rememberLanguage}
    >
      <SiteClockContext.Provider value={{ today: state.today, timeZone: state.timeZone }}>
        <RestaurantContext.Provider value={state.restaurant}>
          <PageDataProvider source={source} today={state.today} initial={state}>
            <SiteLayout year={Number(state.today.slice(0, 4))}>
              {maintenance ? <MaintenancePage /> : <SiteRoutes />}
            </SiteLayout>
          </PageDataProvider>
        </RestaurantContext.Provider>
      </SiteClockContext.Provider>
    </LanguageProvider>
  );
}
