import { describe, expect, it } from 'vitest';
import { suggestAllergenCode } from './allergen-code.ts';

describe('suggestAllergenCode', () => {
  it('gives one of the EU 14 its Annex II number, whatever the case and spacing', () => {
    expect(suggestAllergenCode('Milk', [])).toBe('7');
    expect(suggestAllergenCode('  sulphites ', [])).toBe('12');
    expect(suggestAllergenCode('Cereals containing gluten', ['7'])).toBe('1');
    expect(suggestAllergenCode('Molluscs', ['1', '2'])).toBe('14');
  });

  it('gives the lowest free number from 15 up when the Annex II number is taken', () => {
    expect(suggestAllergenCode('Milk', ['7'])).toBe('15');
    expect(suggestAllergenCode('Milk', ['7', '15', '16', '18'])).toBe('17');
  });

  it('gives an allergen outside the EU 14 the lowest free number from 15 up', () => {
    expect(suggestAllergenCode('Kiwi', ['1', '2', '3'])).toBe('15');
    expect(suggestAllergenCode('', ['15'])).toBe('16');
  });
});
