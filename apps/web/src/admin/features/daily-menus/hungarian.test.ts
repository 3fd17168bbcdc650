import { describe, expect, it } from 'vitest';
import { article, withArticle } from '#web/admin/features/daily-menus/hungarian.ts';

describe('the Hungarian article', () => {
  it('is "az" before a vowel sound and "a" otherwise', () => {
    expect(article('október 5., hétfő')).toBe('az');
    expect(article('április 1., szerda')).toBe('az');
    expect(article('november 23., hétfő')).toBe('a');
    expect(article('2026. nov. 23.')).toBe('a');
    expect(article('1999. dec. 27.')).toBe('az');
  });

  it('opens a sentence with a capital', () => {
    expect(withArticle('augusztus 3., hétfő', true)).toBe('Az augusztus 3., hétfő');
    expect(withArticle('május 4., hétfő')).toBe('a május 4., hétfő');
  });
});
