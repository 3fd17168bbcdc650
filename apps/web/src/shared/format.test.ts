import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from '#web/shared/format.ts';

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
