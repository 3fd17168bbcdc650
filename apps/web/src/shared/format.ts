import type { Language } from '@restaurant/contract/languages.ts';

const GROUP_SEPARATOR: Record<Language, string> = { hu: ' ', en: ',', de: '.' };

/** Whole forints in the language's own form: hu "2 490 Ft", en "2,490 Ft", de "2.490 Ft". */
export function formatPrice(forints: number, lang: Language): string {
  const digits = String(Math.abs(Math.round(forints)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[lang]);
  return `${forints < 0 ? '-' : ''}${grouped} Ft`;
}

const LOCALE: Record<Language, string> = { hu: 'hu-HU', en: 'en-GB', de: 'de-DE' };

/** Formatters are costly to make and a page formats many dates, so each is made once. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function part(date: Date, lang: Language, options: Intl.DateTimeFormatOptions): string {
  const key = `${lang} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE[lang], { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** A calendar date (YYYY-MM-DD): hu "november 24., hétfő", en "Monday, 24 November", de "Montag, 24. November". */
export function formatDate(isoDate: string, lang: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const weekday = part(date, lang, { weekday: 'long' });
  const month = part(date, lang, { month: 'long' });
  const day = date.getUTCDate();
  if (lang === 'hu') return `${month} ${day}., ${weekday}`;
  if (lang === 'de') return `${weekday}, ${day}. ${month}`;
  return `${weekday}, ${day} ${month}`;
}

/** A short date range for offers: hu "nov. 19. – dec. 2.", en "19 Nov – 2 Dec", de "19. Nov. – 2. Dez.". */
export function formatDateRange(from: string, to: string, lang: Language): string {
  const short = (iso: string) =>
    part(new Date(`${iso}T00:00:00Z`), lang, { month: 'short', day: 'numeric' });
  return `${short(from)} – ${short(to)}`;
}

/** A short Hungarian date with its year, for the admin: "2026. nov. 20." */
export function formatShortDate(isoDate: string): string {
  return part(new Date(`${isoDate}T00:00:00Z`), 'hu', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** One day or a range of days, short: hu "dec. 24." or "dec. 24. – dec. 26.", en "24 Dec – 26 Dec". */
export function formatDayRange(from: string, to: string, lang: Language): string {
  if (from !== to) return formatDateRange(from, to, lang);
  return part(new Date(`${from}T00:00:00Z`), lang, { month: 'short', day: 'numeric' });
}
