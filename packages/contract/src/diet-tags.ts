/** Diet tags and their rules, apart from the schemas so that the public pages load no zod. */
import { annexNumber } from './allergen-code.ts';

/**
 * What a dish may be marked as, in the order the marks are shown. Each is the staff's statement:
 * none is inferred from the allergens (a kitchen that cannot rule out traces of gluten does not
 * tick gluten-free, though no dish lists gluten).
 */
export const DIET_TAGS = ['vegetarian', 'vegan', 'glutenFree', 'spicy'] as const;
export type DietTag = (typeof DIET_TAGS)[number];

/** The diets a guest can filter by. */
export const FILTER_DIETS = [
  'vegetarian',
  'vegan',
  'glutenFree',
] as const satisfies readonly DietTag[];
export type FilterDiet = (typeof FILTER_DIETS)[number];

/** Sorts tags into the order of DIET_TAGS. */
export const inDietOrder = (tags: Iterable<DietTag>): DietTag[] => {
  const set = new Set(tags);
  return DIET_TAGS.filter((tag) => set.has(tag));
};

const GLUTEN = 1;

/**
 * The Annex II allergens (by number) that rule a diet out: animal products for a vegan dish,
 * fish and shellfish for a vegetarian one, gluten for a gluten-free one. Only the diets that
 * exclude something are listed.
 */
const EXCLUDED_BY: Partial<Record<DietTag, readonly number[]>> = {
  vegan: [2, 3, 4, 7, 14],
  vegetarian: [2, 4, 14],
  glutenFree: [GLUTEN],
};

type Listed = { name: { en: string } };

/** The tags that the listed allergens contradict, such as vegan for a dish that lists milk. */
export function contradictedDietTags(
  tags: readonly DietTag[],
  allergens: readonly Listed[],
): DietTag[] {
  const numbers = new Set(allergens.map((allergen) => annexNumber(allergen.name.en)));
  return tags.filter((tag) => (EXCLUDED_BY[tag] ?? []).some((number) => numbers.has(number)));
}

/**
 * Whether an item gives its allergens: it lists some, or states that it contains none. One that
 * does neither gives no allergen data.
 */
export function allergensGiven(item: {
  allergens: readonly unknown[];
  allergensDeclared?: boolean | undefined;
}): boolean {
  return item.allergens.length > 0 || item.allergensDeclared === true;
}
