import { describe, expect, it } from 'vitest';
import { matchesSearch, searchKey } from './search.ts';

describe('the search of names', () => {
  it('finds a name typed without its accents and in any case', () => {
    expect(matchesSearch(['Gulyásleves'], 'gulyas')).toBe(true);
    expect(matchesSearch(['Túrógombóc'], 'TUROGOMBOC')).toBe(true);
    expect(matchesSearch(['Töltött káposzta'], 'toltott')).toBe(true);
    expect(matchesSearch(['Őszi saláta', 'Autumn salad'], 'oszi')).toBe(true);
  });

  it('finds a name typed with its accents, and a German one in any language', () => {
    expect(matchesSearch(['Gulyásleves'], 'gulyás')).toBe(true);
    expect(matchesSearch(['Stuffed cabbage', 'Krautwickel mit Äpfeln'], 'apfeln')).toBe(true);
  });

  it('finds nothing that does not contain the search, and everything for an empty one', () => {
    expect(matchesSearch(['Gulyásleves'], 'pörkölt')).toBe(false);
    expect(matchesSearch(['Gulyásleves'], '  ')).toBe(true);
  });

  it('reads a name as its letters without accents and case', () => {
    expect(searchKey(' Rétes ')).toBe('retes');
  });
});
