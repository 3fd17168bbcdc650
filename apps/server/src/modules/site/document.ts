import { createHash } from 'node:crypto';
import type { Language } from '@restaurant/contract/languages.ts';

export type ClientAssets = { script: string; preloads: string[]; styles: string[] };

/**
 * A public page is complete without its scripts, which only bring it to life, so they load at
 * low priority and leave the connection to what the first paint needs (fonts, images).
 */
function assetTags(assets: ClientAssets, priority: 'low' | 'auto'): string {
  const fetchPriority = priority === 'low' ? ' fetchpriority="low"' : '';
  return [
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}"${fetchPriority}>`),
    `<script type="module" src="${assets.script}"${fetchPriority}></script>`,
  ].join('\n    ');
}

/**
 * The public pages' stylesheet, inlined: it saves a round trip before the first paint. The
 * policy allows exactly this text by its hash.
 */
type InlineStyle = { css: string; hash: string };

export function inlineStyle(css: string): InlineStyle {
  return { css, hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
}

/** The HTML document around a rendered page. */
export function renderDocument(
  page: { head: string; html: string; state: string },
  lang: Language,
  assets: ClientAssets,
  style: InlineStyle,
  fonts: string[],
): string {
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="#2f4a3a">
    <link rel="icon" href="/media/favicon.svg" type="image/svg+xml">
    ${page.head}
    ${fonts.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`).join('\n    ')}
    <style>${style.css}</style>
    ${assetTags({ ...assets, styles: [] }, 'low')}
  </head>
  <body>
    <div id="root">${page.html}</div>
    ${page.state}
  </body>
</html>
`;
}

/** The admin app's document: Hungarian, kept out of search engines, rendered in the browser. */
export function renderAdminDocument(assets: ClientAssets): string {
  return `<!doctype html>
<html lang="hu">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <link rel="icon" href="/media/favicon.svg" type="image/svg+xml">
    <title>Adminisztráció</title>
    ${assetTags(assets, 'auto')}
  </head>
  <body>
    <div id="admin-root"></div>
  </body>
</html>
`;
}
