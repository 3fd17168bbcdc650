import { z } from 'zod';
import {
  MenuItemSuggestionQuerySchema,
  MenuItemSuggestionSchema,
} from '@restaurant/contract/menu-item-suggestion.ts';
import type { Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import * as suggestionRepository from '#src/modules/menu-items/menu-item-suggestion.repository.ts';

const SUGGESTIONS = 10;

/** The admin's search over items served before, to start a new item from one. */
export function menuItemSuggestionRoutes(app: Api, ctx: Context): void {
  app.get(
    '/menu-items/suggestions',
    {
      schema: {
        tags: ['daily menus', 'offers'],
        summary: 'Items served before whose name contains q in any language',
        description:
          'Daily-menu and offer items, latest first, each Hungarian name once (its latest ' +
          `version), at most ${SUGGESTIONS}; for the admin's item forms.`,
        querystring: MenuItemSuggestionQuerySchema,
        response: { 200: z.array(MenuItemSuggestionSchema) },
      },
    },
    (request) => suggestionRepository.findSuggestions(ctx.db, request.query.q, SUGGESTIONS),
  );
}
