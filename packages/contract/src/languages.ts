/** The site's languages; kept apart from the schemas so the public pages load no validation code. */
export const LANGUAGES = ['hu', 'en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
