import type { PageDataByKey, PageKey, SiteSource } from '@restaurant/contract/site.ts';

/**
 * A page's data as the server's composer answers it, the same answer the page was rendered from.
 * The browser keeps it by its tag and asks the server only whether it is still current.
 */
async function composed<K extends 'home' | 'menu' | 'drinks' | 'events'>(
  page: K,
): Promise<PageDataByKey[K]> {
  const response = await fetch(`/api/site/${page}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/api/site/${page} answered ${response.status}`);
  return (await response.json()) as PageDataByKey[K];
}

const none = async () => null;

/** Page data for pages the guest moves to in the browser; the server decides the day. */
export const apiSource: SiteSource = {
  home: () => composed('home'),
  menu: () => composed('menu'),
  drinks: () => composed('drinks'),
  events: () => composed('events'),
  impressum: none,
  reservation: none,
} satisfies Record<PageKey, unknown>;
