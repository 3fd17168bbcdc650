import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, isLanguage, type Language } from '@restaurant/contract/languages.ts';
import { zoneOffsets } from '@restaurant/contract/zone-clock.ts';
import {
  PAGE_PATHS,
  dataFailed,
  eventPath,
  eventSlugAt,
  pageUrl,
  type Dictionary,
  type EventsData,
  type PageKey,
  type RenderPage,
  type ReservationView,
  type SiteState,
} from '@restaurant/contract/site.ts';
import {
  FILTER_PAGES,
  NO_FILTER,
  filterQuery,
  readFilter,
  type AllergyFilter,
} from '@restaurant/contract/allergy-choice.ts';
import { hiddenCount } from '@restaurant/contract/items-shown.ts';
import { opensOn } from '@restaurant/contract/opening-times.ts';
import { REPOSITORY_ROOT } from '#src/config.ts';
import { findAllergens } from '#src/modules/allergens/allergen.service.ts';
import { tableCardRoutes } from '#src/modules/site/table-card.routes.ts';
import type { Context } from '#src/context.ts';
import { isDatabaseUp } from '#src/db/dialect.ts';
import { LOCALES_DIR } from '#src/modules/locales/locale.routes.ts';
import type { AvailabilityReads } from '#src/modules/reservations/availability-reads.ts';
import { findEventsWithSeats } from '#src/modules/reservations/event-seats.service.ts';
import { reservationFormRoutes } from '#src/modules/site/reservation-form.routes.ts';
import { createPageData } from '#src/modules/site/page-data.ts';
import { createSiteSource, loadSiteRestaurant } from '#src/modules/site/site.source.ts';
import {
  clientAssets,
  inlineStyle,
  readManifest,
  renderDocument,
} from '#src/modules/site/document.ts';
import { adminDocumentRoutes } from '#src/modules/site/admin-document.routes.ts';
import type { PublicCache } from '#src/plugins/public-cache.ts';
import { pageContentSecurityPolicy } from '#src/plugins/security.ts';

export const WEB_DIST = path.join(REPOSITORY_ROOT, 'apps/web/dist');
const HEALTH_TIMEOUT_MS = 5_000;
type FilterPage = (typeof FILTER_PAGES)[number];

/** Whether the page at the address has something to show: an event's page, its event. */
function shows(page: PageKey, url: string, data: SiteState['data']): boolean {
  const slug = eventSlugAt(url);
  if (page !== 'events' || !slug || !data) return true;
  return (data as EventsData).events.some((event) => event.slug === slug);
}
/** A cached page is renewed every day; its clock offsets reach a week ahead, for a tab left open. */
const ZONE_DAYS = 7;

/** The public pages, server-rendered in the guest's language and cached until content changes. */
export async function siteRoutes(
  app: FastifyInstance,
  ctx: Context,
  cache: PublicCache,
  availability: AvailabilityReads,
) {
  const { render } = (await import(path.join(WEB_DIST, 'server/entry-server.js'))) as {
    render: RenderPage;
  };
  const assets = clientAssets(readManifest(WEB_DIST, 'manifest.json'), 'src/entry-client.tsx');
  const style = inlineStyle(
    assets.styles
      .map((href) => fs.readFileSync(path.join(WEB_DIST, 'client', href), 'utf8'))
      .join('\n'),
  );
  const pagePolicy = pageContentSecurityPolicy(style.hash);
  // The faces a page's text needs start loading with the page, not after the stylesheet: the
  // Latin ones on every page, the four Hungarian letters on Hungarian pages.
  const fontFiles = (subset: string) =>
    [
      ...style.css.matchAll(
        new RegExp(`url\\((/assets/[\\w-]+-${subset}-\\d00-normal-[\\w-]+\\.woff2)\\)`, 'g'),
      ),
    ].map((match) => match[1]!);
  const latinFonts = fontFiles('latin');
  const hungarianFonts = [...latinFonts, ...fontFiles('hu')];
  const source = createSiteSource(ctx);
  const dictionaries = new Map(
    LANGUAGES.map((lang) => [
      lang,
      JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, `${lang}.json`), 'utf8')) as Dictionary,
    ]),
  );
  const origin = ctx.config.publicUrl;

  await app.register(fastifyStatic, {
    root: path.join(WEB_DIST, 'client/assets'),
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
  });
  await app.register(fastifyStatic, {
    root: path.join(WEB_DIST, 'client/media'),
    prefix: '/media/',
    decorateReply: false,
    maxAge: '30d',
  });

  const pageData = createPageData(async (page, today) => {
    let complete = true;
    // A part that fails stands empty on the page, which then says so; such a read is not kept.
    const part = <T>(reading: Promise<T>, empty: T): Promise<T> =>
      reading.catch(() => {
        complete = false;
        return empty;
      });
    const [data, restaurant, allergens] = await Promise.all([
      part<SiteState['data']>(source[page](today), null),
      part(loadSiteRestaurant(ctx), null),
      part(findAllergens(ctx), []),
    ]);
    return { data, restaurant, allergens, complete };
  }, cache);

  async function renderPage(
    page: PageKey,
    lang: Language,
    url: string,
    today: string,
    filter: AllergyFilter,
    reservation?: ReservationView,
  ) {
    const up = await isDatabaseUp(ctx.db, HEALTH_TIMEOUT_MS);
    const { data, restaurant, allergens } = up
      ? await pageData(page)
      : { data: null, restaurant: null, allergens: [] };
    const state: SiteState = {
      lang,
      dictionary: dictionaries.get(lang)!,
      today,
      timeZone: ctx.config.timeZone,
      zone: zoneOffsets(ctx.config.timeZone, ctx.now(), ZONE_DAYS),
      page,
      path: url,
      restaurant,
      data,
      maintenance: !up,
      allergyFilter: { choice: filter, allergens, hidden: 0 },
      ...(reservation ? { reservation } : {}),
    };
    const hours = restaurant?.hours;
    state.allergyFilter.hidden = hiddenCount(page, data, filter, today, (date) =>
      hours ? opensOn(hours, date) : true,
    );
    const found = shows(page, url, data);
    const failed = !up || dataFailed(page, data) || !found;
    const html = renderDocument(
      render(url, state, source, origin),
      lang,
      assets,
      style,
      lang === 'hu' ? hungarianFonts : latinFonts,
    );
    const status = !up ? 503 : !found ? 404 : failed ? 500 : 200;
    return { html, status, cacheable: !failed };
  }

  /**
   * The page in the language its address names (Hungarian without one). The answer is the same
   * for every guest, so shared caches may keep it; a guest's remembered language is the
   * browser's business.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageKey) {
    const query = request.query as Record<string, unknown>;
    const lang = isLanguage(query.lang) ? query.lang : 'hu';
    const filter = FILTER_PAGES.includes(page as FilterPage) ? readFilter(query) : NO_FILTER;
    // Every way of writing a filter shares one answer; the filters' combinations are many, so
    // their answers are kept within a budget of their own.
    const filtered = filterQuery(filter);
    const path = request.url.split('?')[0]!;
    const key = filtered ? `${path}|${lang}|${filtered}` : `${path}|${lang}`;
    let answer = cache.get(key);
    if (!answer) {
      const at = cache.now();
      const rendered = await renderPage(page, lang, path, at.day, filter);
      reply.type('text/html; charset=utf-8').header('content-security-policy', pagePolicy);
      if (!rendered.cacheable) {
        return reply
          .status(rendered.status)
          .header('cache-control', 'no-store')
          .send(rendered.html);
      }
      answer = cache.store(key, at, Buffer.from(rendered.html), reply.getHeaders(), {
        filtered: filtered !== '',
      });
    }
    cache.remember(request.url, answer);
    reply.hijack();
    cache.send(request.raw, reply.raw, answer);
  }

  for (const [page, url] of Object.entries(PAGE_PATHS) as Array<[PageKey, string]>) {
    // The booking page carries a one-time key for each guest: it is made for each request.
    if (page !== 'reservation') app.get(url, (request, reply) => sendPage(request, reply, page));
  }
  app.get(eventPath(':slug'), (request, reply) => sendPage(request, reply, 'events'));
  await tableCardRoutes(app, origin);

  await reservationFormRoutes(app, ctx, availability, async (reply, answer) => {
    const today = cache.now().day;
    const url = answer.url.split('?')[0]!;
    const rendered = await renderPage(
      'reservation',
      answer.lang,
      url,
      today,
      NO_FILTER,
      answer.view,
    );
    if (!answer.indexable) reply.header('x-robots-tag', 'noindex');
    return reply
      .status(rendered.status === 200 ? answer.status : rendered.status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', pagePolicy)
      .header('cache-control', 'no-store')
      .send(rendered.html);
  });

  await adminDocumentRoutes(app, ctx, WEB_DIST);

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /api',
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const link = (lang: string, href: string) =>
      `    <xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`;
    const today = cache.now().day;
    const events = await findEventsWithSeats(ctx, { from: today });
    const paths = [...Object.values(PAGE_PATHS), ...events.map((event) => eventPath(event.slug))];
    const urls = paths.flatMap((pagePath) =>
      LANGUAGES.map((lang) =>
        [
          '  <url>',
          `    <loc>${pageUrl(origin, pagePath, lang)}</loc>`,
          ...LANGUAGES.map((other) => link(other, pageUrl(origin, pagePath, other))),
          link('x-default', `${origin}${pagePath}`),
          '  </url>',
        ].join('\n'),
      ),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
          ...urls,
          '</urlset>',
          '',
        ].join('\n'),
      );
  });
}
