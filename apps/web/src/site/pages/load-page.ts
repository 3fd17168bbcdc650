import type { ComponentType } from 'react';
import type { PageKey } from '@restaurant/contract/site.ts';

/**
 * Each page's code is a chunk of its own, so that a guest's browser fetches only the page it
 * shows (React and the live parts every page shares come with the site's frame).
 */
const LOADERS: Record<PageKey, () => Promise<ComponentType>> = {
  home: () => import('#web/site/pages/home-page.tsx').then((page) => page.HomePage),
  menu: () => import('#web/site/pages/menu-page.tsx').then((page) => page.MenuPage),
  drinks: () => import('#web/site/pages/drinks-page.tsx').then((page) => page.DrinksPage),
  events: () => import('#web/site/pages/events-page.tsx').then((page) => page.EventsPage),
  impressum: () => import('#web/site/pages/impressum-page.tsx').then((page) => page.ImpressumPage),
  reservation: () =>
    import('#web/site/pages/reservation-page.tsx').then((page) => page.ReservationPage),
};

export const PAGE_KEYS = Object.keys(LOADERS) as PageKey[];

/** A page's component on its way, marked once here the way React's `use` reads a settled promise. */
export type LoadingPage = Promise<ComponentType> &
  ({ status?: void } | { status: 'fulfilled'; value: ComponentType });

const pages = new Map<PageKey, LoadingPage>();

/**
 * The page's component, fetched once. A page already here renders at once (`use` does not
 * suspend on it); the server loads every page before it renders, the browser the page it shows
 * before it hydrates and any other before it moves there. A chunk the browser cannot fetch (a
 * new build meanwhile, a lost connection) leaves the page to the server: the address is loaded.
 */
export function loadPage(key: PageKey): LoadingPage {
  const known = pages.get(key);
  if (known) return known;
  const page: LoadingPage = LOADERS[key]().then(
    (component) => {
      void Object.assign(page, { status: 'fulfilled', value: component });
      return component;
    },
    (error: unknown) => {
      if (typeof window === 'undefined') throw error;
      window.location.reload();
      return new Promise<never>(() => {});
    },
  );
  pages.set(key, page);
  return page;
}

/** Whether moving to the page must wait for its code. */
export function pageToFetch(key: PageKey): LoadingPage | undefined {
  const page = loadPage(key);
  return page.status === 'fulfilled' ? undefined : page;
}
