// Writes apps/web/src/shared/styles/fonts.css and the Hungarian subsets in apps/web/src/shared/fonts/.
// Usage: npm run fonts (after changing a typeface or a weight below, or updating @fontsource)
//
// Fontsource splits each face into a Latin file and a Latin Extended file. Hungarian text needs
// only four letters of the second (Ő ő Ű ű), so those four get a file of their own of about a
// kilobyte. The full Latin Extended file stays declared for the rare other letters (a Czech or
// Polish wine name, say); with disjoint unicode-ranges a browser fetches it only for a page that
// uses one of them.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import subsetFont from 'subset-font';

const ROOT = path.resolve(import.meta.dirname, '..');
const CSS_FILE = path.join(ROOT, 'apps/web/src/shared/styles/fonts.css');
const FONTS_DIR = path.join(ROOT, 'apps/web/src/shared/fonts');
const HUNGARIAN = 'ŐőŰű';

const FACES = [
  { family: 'Fraunces', id: 'fraunces', weight: 600 },
  { family: 'Source Sans 3', id: 'source-sans-3', weight: 400 },
  { family: 'Source Sans 3', id: 'source-sans-3', weight: 600 },
];

type Range = [number, number];

function parseRanges(text: string): Range[] {
  return text.split(',').map((part) => {
    const [from, to] = part.replace('U+', '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

function formatRanges(ranges: Range[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

/** The ranges with the given code points (in ascending order) cut out. */
function without(ranges: Range[], codePoints: number[]): Range[] {
  return ranges.flatMap(([from, to]) => {
    const parts: Range[] = [];
    let start = from;
    for (const cp of codePoints) {
      if (cp < start || cp > to) continue;
      if (cp > start) parts.push([start, cp - 1]);
      start = cp + 1;
    }
    if (start <= to) parts.push([start, to]);
    return parts;
  });
}

function fontFace(family: string, weight: number, src: string, ranges: Range[]): string {
  return `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url('${src}') format('woff2');
  unicode-range: ${formatRanges(ranges)};
}`;
}

/** Code points in ascending order as ranges of consecutive ones. */
function rangesOf(codePoints: number[]): Range[] {
  const ranges: Range[] = [];
  for (const cp of codePoints) {
    const last = ranges.at(-1);
    if (last && last[1] === cp - 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  return ranges;
}

const hungarian = [...HUNGARIAN].map((letter) => letter.codePointAt(0)!).sort((a, b) => a - b);
fs.mkdirSync(FONTS_DIR, { recursive: true });
const blocks: string[] = [];
for (const { family, id, weight } of FACES) {
  const pkg = path.join(ROOT, 'node_modules/@fontsource', id);
  const unicode = JSON.parse(fs.readFileSync(path.join(pkg, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  const file = (subset: string) => `${id}-${subset}-${weight}-normal.woff2`;
  const extended = fs.readFileSync(path.join(pkg, 'files', file('latin-ext')));
  // Name ids 0, 13 and 14: the copyright notice, the licence and its address stay in the file.
  const subset = await subsetFont(extended, HUNGARIAN, {
    targetFormat: 'woff2',
    preserveNameIds: [0, 13, 14],
  });
  fs.writeFileSync(path.join(FONTS_DIR, file('hu')), subset);
  console.log(`${file('hu')}: ${subset.length} bytes`);
  blocks.push(
    fontFace(
      family,
      weight,
      `@fontsource/${id}/files/${file('latin')}`,
      parseRanges(unicode.latin!),
    ),
    fontFace(
      family,
      weight,
      `@fontsource/${id}/files/${file('latin-ext')}`,
      without(parseRanges(unicode['latin-ext']!), hungarian),
    ),
    fontFace(family, weight, `../fonts/${file('hu')}`, rangesOf(hungarian)),
  );
}
const css = `/* Written by scripts/fonts.ts (npm run fonts); edit that script, not this file. */\n\n${blocks.join('\n\n')}\n`;
const options = await prettier.resolveConfig(CSS_FILE);
fs.writeFileSync(CSS_FILE, await prettier.format(css, { ...options, filepath: CSS_FILE }));
console.log(`${path.relative(ROOT, CSS_FILE)} written`);
