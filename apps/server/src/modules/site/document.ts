import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { User } from '@restaurant/contract/auth.ts';
import type { Language } from '@restaurant/contract/languages.ts';

export type ClientAssets = { script: string; preloads: string[]; styles: string[] };
export type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/**
 * A manifest of the web build: the public pages' (`manifest.json`) or the admin's
 * (`admin-manifest.json`), which are built apart.
 */
export function readManifest(
  dist: string,
  name: 'manifest.json' | 'admin-manifest.json',
): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, 'client/.vite', name), 'utf8')) as Manifest;
}

/** The script, its statically imported chunks and the styles of one entry (or lazily loaded chunk) of the web build. */
export function clientAssets(manifest: Manifest, entryName: string): ClientAssets {
  const entry = manifest[entryName];
  if (!entry) throw new Error(`The web build has no ${entryName} in its manifest`);
  return {
    script: `/${entry.file}`,
    preloads: (entry.imports ?? []).map((chunk) => `/${manifest[chunk]!.file}`),
    styles: (entry.css ?? []).map((file) => `/${file}`),
  };
}

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

/** The head every admin document shares: Hungarian, kept out of search engines. */
function adminHead(): string {
  return `<meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <link rel="icon" href="/media/favicon.svg" type="image/svg+xml">`;
}

/**
 * The admin app's document, rendered in the browser. It names the restaurant's time zone, by which
 * the admin reckons today. A browser without a session cookie is told so, and the app starts
 * without asking the server (whose 401 the browser would log as an error).
 */
export function renderAdminDocument(
  assets: ClientAssets,
  restaurant: { timeZone: string; session: boolean; member: User | null },
): string {
  return `<!doctype html>
<html lang="hu">
  <head>
    ${adminHead()}
    <title>Adminisztráció</title>
    <meta name="restaurant-time-zone" content="${restaurant.timeZone}">${restaurant.session ? '' : '\n    <meta name="admin-session" content="none">'}${restaurant.member ? `\n    <script type="application/json" id="admin-member">${jsonData(restaurant.member)}</script>` : ''}
    ${assetTags(assets, 'auto')}
  </head>
  <body>
    <div id="admin-root"></div>
  </body>
</html>
`;
}

/** JSON for a data block in the HTML: nothing in it can close the element or open a comment. */
const jsonData = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** A prefetch made as the later request will be: a module script's in CORS mode. */
const prefetch = (href: string) =>
  `<link rel="prefetch" href="${href}"${href.endsWith('.js') ? ' crossorigin' : ''}>`;

/**
 * The login's document: the screen in the HTML with its stylesheet inlined, usable before its few
 * lines of script arrive. It lists the admin app's code (`#admin-code`), which the script fetches
 * into the browser's cache once the credentials are in, so that the admin starts at once after.
 */
export function renderLoginDocument(
  html: string,
  assets: ClientAssets,
  style: InlineStyle,
  adminCode: string[],
): string {
  return `<!doctype html>
<html lang="hu">
  <head>
    ${adminHead()}
    <title>Bejelentkezés · Adminisztráció</title>
    <style>${style.css}</style>
    ${assetTags({ ...assets, styles: [] }, 'auto')}
  </head>
  <body>
    ${html}
    <template id="admin-code">${adminCode.map(prefetch).join('')}</template>
  </body>
</html>
`;
}
