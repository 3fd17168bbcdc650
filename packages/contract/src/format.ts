import type { Language } from './languages.ts';

const GROUP_SEPARATOR: Record<Language, string> = { hu: ' ', en: ',', de: '.' };

/** Whole forints in the language's own form: hu "2 490 Ft", en "2,490 Ft", de "2.490 Ft". */
export function formatPrice(forints: number, lang: Language): string {
  const digits = String(Math.abs(Math.round(forints)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[lang]);
  return `${forints < 0 ? '-' : ''}${grouped} Ft`;
}

/**
 * The names of the days and months, as CLDR gives them (hu-HU, en-GB, de-DE). Written out, so
 * that the browser makes no Intl formatter while a page comes to life (its first one loads the
 * locale's data, a long task on a phone) and the server and every browser write the same text.
 */
const NAMES: Record<Language, { weekdays: string[]; months: string[]; shortMonths: string[] }> = {
  hu: {
    weekdays: ['hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat', 'vasárnap'],
    months: [
      'január',
      'február',
      'március',
      'április',
      'május',
      'június',
      'július',
      'augusztus',
      'szeptember',
      'október',
      'november',
      'december',
    ],
    shortMonths: [
      'jan.',
      'febr.',
      'márc.',
      'ápr.',
      'máj.',
      'jún.',
      'júl.',
      'aug.',
      'szept.',
      'okt.',
      'nov.',
      'dec.',
    ],
  },
  en: {
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    shortMonths: [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sept',
      'Oct',
      'Nov',
      'Dec',
    ],
  },
  de: {
    weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    shortMonths: [
      'Jan.',
      'Feb.',
      'März',
      'Apr.',
      'Mai',
      'Juni',
      'Juli',
      'Aug.',
      'Sept.',
      'Okt.',
      'Nov.',
      'Dez.',
    ],
  },
};

/** A calendar date's parts: year, month (0–11), day of the month and weekday (0 Monday). */
function partsOf(isoDate: string) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    weekday: (date.getUTCDay() + 6) % 7,
  };
}

/** A day of the week by its ISO number (1 Monday … 7 Sunday), as a date names it: hu "kedd". */
export function weekdayName(isoDay: number, lang: Language): string {
  return NAMES[lang].weekdays[isoDay - 1]!;
}

/** A calendar date (YYYY-MM-DD): hu "november 24., hétfő", en "Monday, 24 November", de "Montag, 24. November". */
export function formatDate(isoDate: string, lang: Language): string {
  const { month, day, weekday } = partsOf(isoDate);
  const names = NAMES[lang];
  if (lang === 'hu') return `${names.months[month]} ${day}., ${names.weekdays[weekday]}`;
  if (lang === 'de') return `${names.weekdays[weekday]}, ${day}. ${names.months[month]}`;
  return `${names.weekdays[weekday]}, ${day} ${names.months[month]}`;
}

/**
 * A booking's date, with its weekday and year, as the guest reads it on the pages, in the e-mails
 * and in the calendar entry: hu "2026. december 5., szombat", en "Saturday 5 December 2026", de
 * "Samstag, 5. Dezember 2026".
 */
export function formatLongDate(isoDate: string, lang: Language): string {
  const { year, month, day, weekday } = partsOf(isoDate);
  const names = NAMES[lang];
  if (lang === 'hu') return `${year}. ${names.months[month]} ${day}., ${names.weekdays[weekday]}`;
  if (lang === 'de') return `${names.weekdays[weekday]}, ${day}. ${names.months[month]} ${year}`;
  return `${names.weekdays[weekday]} ${day} ${names.months[month]} ${year}`;
}

/** A day and its short month: hu "nov. 19.", en "19 Nov", de "19. Nov.". */
function shortDay(isoDate: string, lang: Language): string {
  const { month, day } = partsOf(isoDate);
  const name = NAMES[lang].shortMonths[month];
  if (lang === 'hu') return `${name} ${day}.`;
  if (lang === 'de') return `${day}. ${name}`;
  return `${day} ${name}`;
}

/** A short date range for offers: hu "nov. 19. – dec. 2.", en "19 Nov – 2 Dec", de "19. Nov. – 2. Dez.". */
export function formatDateRange(from: string, to: string, lang: Language): string {
  return `${shortDay(from, lang)} – ${shortDay(to, lang)}`;
}

/** A short Hungarian date with its year, for the admin: "2026. nov. 20." */
export function formatShortDate(isoDate: string): string {
  return `${partsOf(isoDate).year}. ${shortDay(isoDate, 'hu')}`;
}

/** One day or a range of days, short: hu "dec. 24." or "dec. 24. – dec. 26.", en "24 Dec – 26 Dec". */
export function formatDayRange(from: string, to: string, lang: Language): string {
  return from === to ? shortDay(from, lang) : formatDateRange(from, to, lang);
}
