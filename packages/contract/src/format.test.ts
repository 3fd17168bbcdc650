import { describe, expect, it } from 'vitest';
import type { Language } from './languages.ts';
import {
  formatDate,
  formatDateRange,
  formatDayRange,
  formatLongDate,
  formatPrice,
  formatShortDate,
} from './format.ts';

describe('formatPrice', () => {
  it('groups thousands the way each language writes them and adds Ft', () => {
    expect(formatPrice(2490, 'hu')).toBe('2 490 Ft');
    expect(formatPrice(2490, 'en')).toBe('2,490 Ft');
    expect(formatPrice(2490, 'de')).toBe('2.490 Ft');
  });

  it('leaves short prices ungrouped and groups millions twice', () => {
    expect(formatPrice(990, 'hu')).toBe('990 Ft');
    expect(formatPrice(0, 'en')).toBe('0 Ft');
    expect(formatPrice(1234567, 'hu')).toBe('1 234 567 Ft');
    expect(formatPrice(1234567, 'de')).toBe('1.234.567 Ft');
  });
});

describe('formatDate', () => {
  it('writes a date in each language with its weekday', () => {
    expect(formatDate('2026-11-23', 'hu')).toBe('november 23., hétfő');
    expect(formatDate('2026-11-23', 'en')).toBe('Monday, 23 November');
    expect(formatDate('2026-11-23', 'de')).toBe('Montag, 23. November');
  });

  it('does not shift the day whatever the time zone of the reader', () => {
    expect(formatDate('2026-03-29', 'en')).toBe('Sunday, 29 March');
    expect(formatDate('2026-01-01', 'hu')).toBe('január 1., csütörtök');
  });
});

describe('formatLongDate', () => {
  it("writes a booking's date with its weekday and year in each language", () => {
    expect(formatLongDate('2026-12-05', 'hu')).toBe('2026. december 5., szombat');
    expect(formatLongDate('2026-12-05', 'en')).toBe('Saturday 5 December 2026');
    expect(formatLongDate('2026-12-05', 'de')).toBe('Samstag, 5. Dezember 2026');
  });
});

describe('the written-out names', () => {
  const LOCALES: Record<Language, string> = { hu: 'hu-HU', en: 'en-GB', de: 'de-DE' };
  const intl = (iso: string, lang: Language, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const daysOf2026 = Array.from({ length: 365 }, (_, i) =>
    new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
  );

  it("write every day of a year as Intl's own formatters do, in each language", () => {
    for (const lang of ['hu', 'en', 'de'] as const) {
      for (const day of daysOf2026) {
        const weekday = intl(day, lang, { weekday: 'long' });
        const month = intl(day, lang, { month: 'long' });
        const date = Number(day.slice(8));
        expect(formatDate(day, lang)).toBe(
          lang === 'hu'
            ? `${month} ${date}., ${weekday}`
            : lang === 'de'
              ? `${weekday}, ${date}. ${month}`
              : `${weekday}, ${date} ${month}`,
        );
        expect(formatDayRange(day, day, lang)).toBe(
          intl(day, lang, { month: 'short', day: 'numeric' }),
        );
      }
    }
  });

  it("write short ranges and the admin's dates with the short month names Intl gives", () => {
    expect(formatDateRange('2026-09-19', '2026-12-02', 'hu')).toBe('szept. 19. – dec. 2.');
    expect(formatDateRange('2026-09-19', '2026-12-02', 'en')).toBe('19 Sept – 2 Dec');
    expect(formatDateRange('2026-03-19', '2026-12-02', 'de')).toBe('19. März – 2. Dez.');
    for (const day of daysOf2026) {
      expect(formatShortDate(day)).toBe(
        intl(day, 'hu', { year: 'numeric', month: 'short', day: 'numeric' }),
      );
    }
  });
});
