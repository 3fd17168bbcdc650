import zlib from 'node:zlib';
import { getOk } from './http.ts';

export type Script = { url: string; bytes: number; gzipBytes: number };
export type JsWeight = { gzipBytes: number; scripts: Script[] };

const SCRIPT_SRC = /<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*>/gi;
const MODULE_PRELOAD =
  /<link\b(?=[^>]*\brel=["']modulepreload["'])[^>]*\bhref=["']([^"']+)["'][^>]*>/gi;
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\s]+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`\s]+\.js)["'`]\s*\)/g;

/** The scripts the HTML references, resolved against the page URL. */
function scriptsOf(html: string, pageUrl: string): string[] {
  const found = [...html.matchAll(SCRIPT_SRC), ...html.matchAll(MODULE_PRELOAD)];
  return found.map((match) => new URL(match[1]!, pageUrl).href);
}

/**
 * The imports of a module, resolved against its URL: the static ones and the dynamic ones (a
 * public page fetches Preact by a dynamic import once it is on screen).
 */
function importsOf(source: string, moduleUrl: string): string[] {
  return [...source.matchAll(STATIC_IMPORT), ...source.matchAll(DYNAMIC_IMPORT)].map(
    (match) => new URL(match[1]!, moduleUrl).href,
  );
}

/** The gzip size of one script as served (or gzipped here at level 9 if the server sent it plain). */
async function measure(url: string): Promise<{ script: Script; source: string }> {
  const plain = await getOk(url);
  const gzipped = await getOk(url, { 'accept-encoding': 'gzip' });
  const gzipBytes =
    gzipped.encoding === 'gzip'
      ? gzipped.body.length
      : zlib.gzipSync(plain.body, { level: 9 }).length;
  return { script: { url, bytes: plain.body.length, gzipBytes }, source: plain.body.toString() };
}

/**
 * Every script a page loads: its script tags and module preloads, their imports, and any further
 * scripts seen loading (e.g. by Lighthouse).
 */
export async function jsWeight(pageUrl: string, seen: string[] = []): Promise<JsWeight> {
  const origin = new URL(pageUrl).origin;
  const html = (await getOk(pageUrl)).body.toString('utf8');
  const queue = [...scriptsOf(html, pageUrl), ...seen];
  const visited = new Set<string>();
  const scripts: Script[] = [];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (visited.has(url)) continue;
    visited.add(url);
    if (new URL(url).origin !== origin) throw new Error(`${pageUrl} loads a foreign script ${url}`);
    const { script, source } = await measure(url);
    scripts.push(script);
    queue.push(...importsOf(source, url));
  }
  return { gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), scripts };
}
