import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { PageKey, SiteRestaurant, SiteState } from '@restaurant/contract/site.ts';
import type { Stamp } from '#src/plugins/cached-answer.ts';

/** What a public page is rendered from, beside the guest's language and filter. */
export type PageData = {
  data: SiteState['data'];
  restaurant: SiteRestaurant | null;
  allergens: Allergen[];
};

/** A read of a page's data; `complete` is false when a part of it failed and stands empty. */
export type PageRead = (page: PageKey, today: string) => Promise<PageData & { complete: boolean }>;

/**
 * Each public page's data, read once for a content version and day and shared by every language
 * and allergy filter of the page: a guest's filter changes what is shown, never what is read, so
 * an address of its own costs a render, not the database's reads. A read that failed in part is
 * not kept, and one overtaken by a write is stale at once (`current` of the public cache).
 */
export function createPageData(
  read: PageRead,
  versions: { now(): Stamp; current(at: Stamp): boolean },
) {
  const kept = new Map<PageKey, { at: Stamp; value: PageData }>();
  return async (page: PageKey): Promise<PageData> => {
    const found = kept.get(page);
    if (found && versions.current(found.at)) return found.value;
    const at = versions.now();
    const { complete, ...value } = await read(page, at.day);
    if (complete && versions.current(at)) kept.set(page, { at, value });
    return value;
  };
}
