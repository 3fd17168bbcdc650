/** Diet tags and their rules, apart from the schemas so that the public pages load no zod. */
import { annexNumber } from './allergen-code.ts';

/** What a dish may be marked as, in the order the marks are shown. */
export const DIET_TAGS = ['vegetarian', 'vegan', 'spicy'] as const;
export type DietTag = (typeof DIET_TAGS)[number];

/** The diets a guest can filter by. */
export const FILTER_DIETS = ['vegetarian', 'vegan'] as const satisfies readonly DietTag[];
export type FilterDiet = (typeof FILTER_DIETS)[number];

/** Sorts tags into the order of DIET_TAGS. */
export const inDietOrder = (tags: Iterable<DietTag>): DietTag[] => {
  const set = new Set(tags);
  return DIET_TAGS.filter((tag) => set.has(tag));
};

/**
 * The Annex II allergens (by number) that rule a diet out: animal products for a vegan dish,
 * fish and shellfish for a vegetarian one. Only the diets that exclude something are listed.
 */
const EXCLUDED_BY: Partial<Record<DietTag, readonly number[]>> = {
  vegan: [2, 3, 4, 7, 14],
  vegetarian: [2, 4, 14],
};

const GLUTEN = 1;

type Listed = { name: { en: string } };

/** The tags that the listed allergens contradict, such as vegan for a dish that lists milk. */
export function contradictedDietTags(
  tags: readonly DietTag[],
  allergens: readonly Listed[],
): DietTag[] {
  const numbers = new Set(allergens.map((allergen) => annexNumber(allergen.name.en)));
  return tags.filter((tag) => (EXCLUDED_BY[tag] ?? []).some((number) => numbers.has(number)));
}

/** Whether an item lists its allergens at all; one that lists none gives no allergen data. */
export function allergensGiven(item: { allergens: readonly unknown[] }): boolean {
  return item.allergens.length > 0;
}

/** Whether an item lists gluten, by the allergen's English name. */
export function listsGluten(allergens: readonly Listed[]): boolean {
  return allergens.some((allergen) => annexNumber(allergen.name.en) === GLUTEN);
}
