import type { Allergen } from '@restaurant/contract/allergen.ts';

/**
 * The words guests write for the 14 allergens of Annex II (by their marks), in the three languages,
 * as the starts of words: "laktózérzékeny", "gluten-free", "Nussallergie".
 */
const WORDS: Record<string, string[]> = {
  '1': ['glutén', 'gluten', 'cöliák', 'coeliac', 'celiac', 'zöliak', 'búza', 'wheat', 'weizen'],
  '2': ['rákfél', 'garnéla', 'crustacean', 'shrimp', 'prawn', 'krebs', 'garnele'],
  '3': ['tojás', 'egg', 'eier'],
  '4': ['hal ', 'halak', 'halat', 'fish', 'fisch'],
  '5': ['földimogyoró', 'peanut', 'erdnuss'],
  '6': ['szója', 'soy', 'soja'],
  '7': ['laktóz', 'tej', 'lactose', 'dairy', 'milk', 'laktose', 'milch'],
  '8': ['dió', 'mogyoró', 'mandula', 'nut', 'almond', 'nuss', 'nüsse', 'mandel'],
  '9': ['zeller', 'celery', 'sellerie'],
  '10': ['mustár', 'mustard', 'senf'],
  '11': ['szezám', 'sesam'],
  '12': ['szulfit', 'kén-dioxid', 'sulfit', 'sulphit', 'schwefel'],
  '13': ['csillagfürt', 'lupin'],
  '14': ['puhatest', 'kagyló', 'mollus', 'weichtier', 'muschel'],
};

const startsAt = (text: string, word: string) =>
  new RegExp(`(?<!\\p{L})${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu').test(text);

/**
 * The allergens a booking's note names: by any of their names in the three languages, or, for the
 * 14 of Annex II, by the words guests use for them. A note that names none gives none.
 */
export function notedAllergens(note: string | null, allergens: Allergen[]): Allergen[] {
  if (!note) return [];
  const text = `${note.toLowerCase()} `;
  return allergens.filter((allergen) =>
    [...Object.values(allergen.name), ...(WORDS[allergen.code] ?? [])].some(
      (word) => word !== '' && startsAt(text, word.toLowerCase()),
    ),
  );
}
