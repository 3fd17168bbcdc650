/**
 * The Hungarian definite article for a word or date: "az" before a vowel sound (including the
 * numbers read as "egy…" and "öt…"), else "a".
 */
export function article(text: string): 'a' | 'az' {
  return /^[aáeéiíoóöőuúüű15]/i.test(text) ? 'az' : 'a';
}

/** The text with its article, capitalised to open a sentence: "Az október 5., hétfő". */
export function withArticle(text: string, sentenceStart = false): string {
  const word = article(text);
  return `${sentenceStart ? word[0]!.toUpperCase() + word.slice(1) : word} ${text}`;
}
