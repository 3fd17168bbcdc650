import { byCode } from './allergen-order.ts';
import type { Allergen } from './allergen.ts';
import {
  FILTER_DIETS,
  contradictedDietTags,
  inDietOrder,
  type DietTag,
  type FilterDiet,
} from './diet-tags.ts';

/** What a guest's allergy filter asks: the allergen codes to avoid and the diets to keep to. */
export type AllergyFilter = { avoid: string[]; diets: FilterDiet[] };

export const NO_FILTER: AllergyFilter = { avoid: [], diets: [] };

/** The pages with an allergy filter. */
export const FILTER_PAGES = ['home', 'menu', 'drinks'] as const;

/** How many of the home page's daily-menu and offer items it shows. */
export const HOME_DAILY_ITEMS = 2;
export const HOME_OFFER_ITEMS = 3;

/** More codes than any restaurant has allergens are not read, so an address stays small. */
const MAX_AVOIDED = 30;
const CODE = /^[\p{L}\p{N}]{1,3}$/u;

const values = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((part): part is string => typeof part === 'string')
    .flatMap((part) => part.split(','))
    .map((part) => part.trim());

/**
 * The filter an address names (`?avoid=1,7&diet=vegan`, or the form's `avoid=1&avoid=7`), in one
 * form for every way of writing it: codes once and in the order of their marks, and a vegan diet
 * standing for the vegetarian one it includes.
 */
export function readFilter(query: { avoid?: unknown; diet?: unknown }): AllergyFilter {
  const avoid = byCode(
    [...new Set(values(query.avoid).filter((code) => CODE.test(code)))].map((code) => ({ code })),
  )
    .slice(0, MAX_AVOIDED)
    .map(({ code }) => code);
  const named = new Set(values(query.diet));
  if (named.has('vegan')) named.delete('vegetarian');
  const diets = FILTER_DIETS.filter((diet) => named.has(diet));
  return { avoid, diets };
}

export function isFiltering(filter: AllergyFilter): boolean {
  return filter.avoid.length > 0 || filter.diets.length > 0;
}

/** The filter's query parameters in their one form ('' for no filter), for addresses and keys. */
export function filterQuery(filter: AllergyFilter): string {
  return [
    ...(filter.avoid.length > 0 ? [`avoid=${filter.avoid.join(',')}`] : []),
    ...(filter.diets.length > 0 ? [`diet=${filter.diets.join(',')}`] : []),
  ].join('&');
}

/**
 * Whether the filter hides an item: it lists an avoided allergen, or it is not tagged with a diet
 * asked for (vegan counts as vegetarian). An item that gives no allergens is not hidden for them:
 * it stays, saying that its allergens are not given.
 */
export function hides(
  filter: AllergyFilter,
  item: { codes: readonly string[]; dietTags: readonly string[] },
): boolean {
  const tags = new Set(item.dietTags);
  if (tags.has('vegan')) tags.add('vegetarian');
  return (
    item.codes.some((code) => filter.avoid.includes(code)) ||
    filter.diets.some((diet) => !tags.has(diet))
  );
}

/** A dish, drink or item as the filter reads it; only a drink has variants. */
export type FilteredItem = {
  allergens?: readonly Allergen[];
  dietTags?: readonly DietTag[];
  variants?: unknown;
};

/**
 * The diets the filter counts an item as: its tags, and a drink not tagged vegetarian as
 * vegetarian unless it lists an allergen that rules that out (fish, crustaceans or molluscs, as
 * for a wine fined with isinglass): drinks are rarely tagged, and that is how staff mark one as
 * not vegetarian.
 */
export function dietsCounted(item: FilteredItem): DietTag[] {
  const tags = [...(item.dietTags ?? [])];
  const drink = item.variants !== undefined;
  if (!drink || tags.includes('vegetarian')) return tags;
  const ruledOut = contradictedDietTags(['vegetarian'], item.allergens ?? []).length > 0;
  return ruledOut ? tags : inDietOrder([...tags, 'vegetarian']);
}

export const hidesItem = (filter: AllergyFilter, item: FilteredItem): boolean =>
  hides(filter, {
    codes: (item.allergens ?? []).map((allergen) => allergen.code),
    dietTags: dietsCounted(item),
  });
