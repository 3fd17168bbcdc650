import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, isLanguage, type Language } from '@restaurant/contract/languages.ts';
import { zoneOffsets } from '@restaurant/contract/zone-clock.ts';
import {
  PAGE_PATHS,
  dataFailed,
  pageUrl,
  type Dictionary,
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
} from '@restaurant/contract/allergy-filter.ts';
import { REPOSITORY_ROOT } from '#src/config.ts';
import { findAllergens } from '#src/modules/allergens/allergen.service.ts';
import { hiddenCount } from '#src/modules/site/allergy-filter.ts';
import { tableCardRoutes } from '#src/modules/site/table-card.routes.ts';
import type { Context } from '#src/context.ts';
import { isDatabaseUp } from '#src/db/dialect.ts';
import { LOCALES_DIR } from '#src/modules/locales/locale.routes.ts';
import { reservationFormRoutes } from '#src/modules/site/reservation-form.routes.ts';
import { createSiteSource, loadSiteRestaurant } from '#src/modules/site/site.source.ts';
import {
  inlineStyle,
  renderAdminDocument,
  renderDocument,
  type ClientAssets,
} from '#src/modules/site/document.ts';
import type { PublicCache } from '#src/plugins/public-cache.ts';
import { ADMIN_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy } from '#src/plugins/security.ts';

export const WEB_DIST = path.join(REPOSITORY_ROOT, 'apps/web/dist');
const HEALTH_TIMEOUT_MS = 5_000;
type FilterPage = (typeof FILTER_PAGES)[number];
/** A cached page is renewed every day; its clock offsets reach a week ahead, for a tab left open. */
const ZONE_DAYS = 7;

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The script, its statically imported chunks and the styles of one entry of the web build. */
function clientAssets(manifest: Manifest, entryName: string): ClientAssets {
  const entry = manifest[entryName];
  if (!entry) throw new Error(`The web build has no ${entryName} in its manifest`);
  return {
    script: `/${entry.file}`,
    preloads: (entry.imports ?? []).map((chunk) => `/${manifest[chunk]!.file}`),
    styles: (entry.css ?? []).map((file) => `/${file}`),
  };
}

/** The public pages, server-rendered in the guest's language and cached until content changes. */
export async function siteRoutes(app: FastifyInstance, ctx: Context, cache: PublicCache) {
  const { render } = (await import(path.join(WEB_DIST, 'server/entry-server.js'))) as {
    render: RenderPage;
  };
  const manifest = JSON.parse(
    fs.readFileSync(path.join(WEB_DIST, 'client/.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const assets = clientAssets(manifest, 'src/entry-client.tsx');
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
  const adminHtml = renderAdminDocument(clientAssets(manifest, 'src/entry-admin.tsx'));
  const source = createSiteSource(ctx.db);
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

  async function renderPage(
    page: PageKey,
    lang: Language,
    url: string,
    today: string,
    filter: AllergyFilter,
    reservation?: ReservationView,
  ) {
    const up = await isDatabaseUp(ctx.db, HEALTH_TIMEOUT_MS);
    const [data, restaurant, allergens] = up
      ? await Promise.all([
          source[page](today).catch(() => null),
          loadSiteRestaurant(ctx.db).catch(() => null),
          findAllergens(ctx.db).catch(() => []),
        ])
      : [null, null, []];
    const state: SiteState = {
      lang,
      dictionary: dictionaries.get(lang)!,
      today,
      timeZone: ctx.config.timeZone,
      zone: zoneOffsets(ctx.config.timeZone, ctx.now(), ZONE_DAYS),
      page,
      restaurant,
      data,
      maintenance: !up,
      allergyFilter: { choice: filter, allergens, hidden: 0 },
      ...(reservation ? { reservation } : {}),
    };
    state.allergyFilter.hidden = hiddenCount(state, filter);
    const failed = !up || dataFailed(page, data);
    const html = renderDocument(
      render(url, state, source, origin),
      lang,
      assets,
      style,
      lang === 'hu' ? hungarianFonts : latinFonts,
    );
    return { html, status: up ? (failed ? 500 : 200) : 503, cacheable: !failed };
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
    // their answers are kept within a bound of their own.
    const filtered = filterQuery(filter);
    const key = filtered ? `${page}|${lang}|${filtered}` : `${page}|${lang}`;
    let answer = cache.get(key);
    if (!answer) {
      const at = cache.now();
      const rendered = await renderPage(page, lang, request.url.split('?')[0]!, at.day, filter);
      reply.type('text/html; charset=utf-8').header('content-security-policy', pagePolicy);
      if (!rendered.cacheable) {
        return reply
          .status(rendered.status)
          .header('cache-control', 'no-store')
          .send(rendered.html);
      }
      answer = cache.store(key, at, Buffer.from(rendered.html), reply.getHeaders(), {
        variant: filtered !== '',
      });
    }
    cache.remember(request.url, answer);
    reply.hijack();
    cache.send(request.raw, reply.raw, answer);
  }

  for (const [page, url] of Object.entries(PAGE_PATHS) as Array<[PageKey, string]>) {
    app.get(url, (request, reply) => sendPage(request, reply, page));
  }
  await tableCardRoutes(app, origin);

  await reservationFormRoutes(
    app,
    ctx,
    () => cache.now().version,
    async (reply, answer) => {
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
      return reply
        .status(rendered.status === 200 ? answer.status : rendered.status)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', pagePolicy)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .send(rendered.html);
    },
  );

  // The admin is a client-rendered app: one document for every address under /admin.
  const sendAdmin = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', ADMIN_CONTENT_SECURITY_POLICY)
      .header('x-robots-tag', 'noindex, nofollow')
      .send(adminHtml);
  app.get('/admin', sendAdmin);
  app.get('/admin/*', sendAdmin);

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

  app.get('/sitemap.xml', (_request, reply) => {
    const link = (lang: string, href: string) =>
      `    <xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`;
    const urls = Object.values(PAGE_PATHS).flatMap((pagePath) =>
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
