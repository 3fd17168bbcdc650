import type { Dictionary } from '@restaurant/contract/site.ts';

type Entry = Dictionary[string] | undefined;

function lookup(dictionary: Dictionary, key: string): Entry {
  let entry: Entry = dictionary;
  for (const part of key.split('.')) {
    if (entry === undefined || typeof entry === 'string' || Array.isArray(entry)) return undefined;
    entry = entry[part];
  }
  return entry;
}

/** The text at a dotted path, with {{name}} placeholders filled; the key itself when there is none. */
export function translate(
  dictionary: Dictionary,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const entry = lookup(dictionary, key);
  if (typeof entry !== 'string') return key;
  return entry.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** Like translate, but an array entry comes back as the array (lists such as opening-hour rows). */
export function translateList(dictionary: Dictionary, key: string): string[] | string {
  const entry = lookup(dictionary, key);
  if (Array.isArray(entry)) return entry;
  return translate(dictionary, key);
}
