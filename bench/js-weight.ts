import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { getOk } from './http.ts';
import { CHROME_FLAGS } from './lighthouse.ts';

export type Script = { url: string; bytes: number; gzipBytes: number };
export type JsWeight = { gzipBytes: number; scripts: Script[] };

const SCRIPT_SRC = /<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*>/gi;
const MODULE_PRELOAD =
  /<link\b(?=[^>]*\brel=["']modulepreload["'])[^>]*\bhref=["']([^"']+)["'][^>]*>/gi;
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\s]+\.js)["']/g;

/** The scripts the HTML references, resolved against the page URL. */
function scriptsOf(html: string, pageUrl: string): string[] {
  const found = [...html.matchAll(SCRIPT_SRC), ...html.matchAll(MODULE_PRELOAD)];
  return found.map((match) => new URL(match[1]!, pageUrl).href);
}

/** The static imports of a module, resolved against its URL. */
function importsOf(source: string, moduleUrl: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => new URL(match[1]!, moduleUrl).href);
}

/**
 * The scripts a page loads in Chromium until the network is idle: a public page fetches React and
 * its own page's code by dynamic imports once it is on screen, and only the page's own.
 */
async function loadedScripts(pageUrl: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    return scripts;
  } finally {
    await browser.close();
  }
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
 * Every script a page loads: its script tags and module preloads, the scripts Chromium fetches
 * while the page comes to life, their static imports, and any further scripts seen loading (e.g.
 * by Lighthouse).
 */
export async function jsWeight(pageUrl: string, seen: string[] = []): Promise<JsWeight> {
  const origin = new URL(pageUrl).origin;
  const html = (await getOk(pageUrl)).body.toString('utf8');
  return measureScripts(origin, [
    ...scriptsOf(html, pageUrl),
    ...(await loadedScripts(pageUrl)),
    ...seen,
  ]);
}

/** The scripts at these addresses and their static imports, each once, as served. */
export async function measureScripts(origin: string, urls: string[]): Promise<JsWeight> {
  const queue = [...urls];
  const visited = new Set<string>();
  const scripts: Script[] = [];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (visited.has(url)) continue;
    visited.add(url);
    if (new URL(url).origin !== origin) throw new Error(`A page loads a foreign script ${url}`);
    const { script, source } = await measure(url);
    scripts.push(script);
    queue.push(...importsOf(source, url));
  }
  return { gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), scripts };
}
