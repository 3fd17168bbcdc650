import { queryOptions } from '@tanstack/react-query';
import type { MenuItemSuggestion } from '@restaurant/contract/menu-item-suggestion.ts';
import { api } from '#web/admin/lib/api-client.ts';

/** Daily-menu and offer items served before whose name contains the term in any language. */
export const itemSuggestionsQuery = (term: string) =>
  queryOptions({
    queryKey: ['menu-items', 'suggestions', term],
    queryFn: () =>
      api<MenuItemSuggestion[]>('GET', `/api/menu-items/suggestions?q=${encodeURIComponent(term)}`),
    staleTime: 30_000,
  });
