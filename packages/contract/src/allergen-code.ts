/**
 * The Annex II number of each of the EU's 14 allergens (Regulation 1169/2011), found by the
 * English names and short forms staff use.
 */
const ANNEX_II: ReadonlyArray<[number, readonly string[]]> = [
  [1, ['cereals containing gluten', 'gluten', 'cereals']],
  [2, ['crustaceans', 'crustacean']],
  [3, ['eggs', 'egg']],
  [4, ['fish']],
  [5, ['peanuts', 'peanut']],
  [6, ['soybeans', 'soybean', 'soy', 'soya', 'soy beans']],
  [7, ['milk', 'milk and dairy', 'dairy', 'lactose']],
  [8, ['nuts', 'tree nuts', 'nut']],
  [9, ['celery', 'celeriac']],
  [10, ['mustard']],
  [11, ['sesame seeds', 'sesame', 'sesame seed']],
  [
    12,
    ['sulphur dioxide and sulphites', 'sulphites', 'sulfites', 'sulphur dioxide', 'sulfur dioxide'],
  ],
  [13, ['lupin', 'lupins', 'lupine']],
  [14, ['molluscs', 'mollusks', 'mollusc', 'mollusk']],
];

/** The first free number from here on is given to an allergen outside the EU 14. */
const FIRST_OWN_NUMBER = 15;

const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s*\(.*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The Annex II number of an allergen by its English name; undefined for one outside the EU 14. */
export function annexNumber(englishName: string): number | undefined {
  const name = normalise(englishName);
  return ANNEX_II.find(([, names]) => names.includes(name))?.[0];
}

/**
 * The code a new allergen gets when none is given: its Annex II number when its English name is
 * one of the EU 14 and that number is free, otherwise the lowest free number from 15 up.
 */
export function suggestAllergenCode(englishName: string, takenCodes: Iterable<string>): string {
  const taken = new Set(takenCodes);
  const annex = annexNumber(englishName);
  if (annex !== undefined && !taken.has(String(annex))) return String(annex);
  let number = FIRST_OWN_NUMBER;
  while (taken.has(String(number))) number++;
  return String(number);
}
