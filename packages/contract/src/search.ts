/**
 * Text as a search compares it: without accents and case, as people type on a phone, so that
 * "gulyas" finds "Gulyásleves" and "TUROGOMBOC" finds "Túrógombóc".
 */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('hu').trim();
}

/** Whether any of the texts contains the search; an empty search matches everything. */
export function matchesSearch(texts: string[], search: string): boolean {
  const term = searchKey(search);
  return term === '' || texts.some((text) => searchKey(text).includes(term));
}
