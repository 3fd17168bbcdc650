import type { z } from 'zod';
import { dateIn } from '@restaurant/contract/calendar.ts';
import {
  DrinksDataSchema,
  EventsDataSchema,
  HomeDataSchema,
  MenuDataSchema,
} from '@restaurant/contract/site-data.ts';
import { SHARED_READ, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { createSiteSource } from '#src/modules/site/site.source.ts';

const PAGES = {
  home: { schema: HomeDataSchema, summary: 'What the home page shows' },
  menu: { schema: MenuDataSchema, summary: 'What the menu page shows' },
  drinks: { schema: DrinksDataSchema, summary: 'What the drinks page shows' },
  events: { schema: EventsDataSchema, summary: "What the events page and each event's page show" },
} satisfies Record<string, { schema: z.ZodType; summary: string }>;

/**
 * Each public page's data as the server renders the page from it, for the browser when it moves
 * in place (another language, a filter, another page): one composer, so a page reached in place
 * shows what the same address loaded afresh shows.
 */
export function siteDataRoutes(api: Api, ctx: Context): void {
  const source = createSiteSource(ctx);
  for (const [page, { schema, summary }] of Object.entries(PAGES) as Array<
    [keyof typeof PAGES, (typeof PAGES)[keyof typeof PAGES]]
  >) {
    api.get(
      `/site/${page}`,
      {
        config: SHARED_READ,
        schema: {
          tags: ['site'],
          summary,
          description:
            "The page's data in every language, for the restaurant's today, unfiltered: the " +
            'page at the same address is rendered from this answer.',
          response: { 200: schema },
        },
      },
      () => source[page](dateIn(ctx.config.timeZone, ctx.now())),
    );
  }
}
