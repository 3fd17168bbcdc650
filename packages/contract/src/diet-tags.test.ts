import { describe, expect, it } from 'vitest';
import { dietsCounted, hides, readFilter } from './allergy-choice.ts';
import { contradictedDietTags } from './diet-tags.ts';

const named = (en: string) => ({ name: { en } });

describe('the diet rules', () => {
  it('refuses gluten-free for an item that lists gluten, by whatever name the allergen has', () => {
    for (const gluten of ['Gluten', 'Cereals containing gluten']) {
      expect(contradictedDietTags(['glutenFree', 'spicy'], [named(gluten)])).toEqual([
        'glutenFree',
      ]);
    }
  });

  it('takes gluten-free beside milk, eggs or no allergen at all', () => {
    expect(contradictedDietTags(['glutenFree'], [named('Milk'), named('Eggs')])).toEqual([]);
    expect(contradictedDietTags(['glutenFree', 'vegan'], [])).toEqual([]);
  });

  it('never counts an item as gluten-free that the staff did not state so', () => {
    const filter = readFilter({ diet: 'glutenFree' });
    expect(filter.diets).toEqual(['glutenFree']);
    expect(hides(filter, { codes: [], dietTags: [] })).toBe(true);
    expect(hides(filter, { codes: ['7'], dietTags: ['glutenFree'] })).toBe(false);
  });

  it('counts a drink without a vegetarian tag as vegetarian, unless it lists fish, crustaceans or molluscs', () => {
    const drink = (allergens: Array<{ name: { en: string } }>) =>
      dietsCounted({ allergens: allergens as never, dietTags: [], variants: [] });
    expect(drink([])).toEqual(['vegetarian']);
    expect(drink([named('Sulphites')])).toEqual(['vegetarian']);
    expect(drink([named('Fish')])).toEqual([]);
    // A dish is what its tags say.
    expect(dietsCounted({ allergens: [], dietTags: [] })).toEqual([]);
  });

  it('reads vegan as including vegetarian and keeps gluten-free beside it', () => {
    expect(readFilter({ diet: 'vegetarian,vegan,glutenFree' }).diets).toEqual([
      'vegan',
      'glutenFree',
    ]);
  });
});
