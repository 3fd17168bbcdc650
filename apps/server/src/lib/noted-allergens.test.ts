import { describe, expect, it } from 'vitest';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import { notedAllergens } from '#src/lib/noted-allergens.ts';

const allergen = (id: number, code: string, hu: string, en: string, de: string): Allergen => ({
  id,
  code,
  name: { hu, en, de },
});
const ALLERGENS = [
  allergen(
    1,
    '1',
    'Glutént tartalmazó gabonafélék',
    'Cereals containing gluten',
    'Glutenhaltiges Getreide',
  ),
  allergen(4, '4', 'Halak', 'Fish', 'Fische'),
  allergen(7, '7', 'Tej és tejtermékek (laktóz)', 'Milk', 'Milch'),
  allergen(8, '8', 'Diófélék', 'Nuts', 'Schalenfrüchte'),
  allergen(20, 'M', 'Mák', 'Poppy seed', 'Mohn'),
];
const codes = (note: string | null) => notedAllergens(note, ALLERGENS).map((a) => a.code);

describe('the allergens a booking note names', () => {
  it('finds them by the words guests write, in three languages', () => {
    expect(codes('Laktózérzékeny vagyok, és gluténmentesen kérem')).toEqual(['1', '7']);
    expect(codes('One of us is allergic to nuts')).toEqual(['8']);
    expect(codes('Nussallergie und keine Milchprodukte')).toEqual(['7', '8']);
    expect(codes('Nem eszik halat')).toEqual(['4']);
  });

  it("finds an allergen of the restaurant's own by its name", () => {
    expect(codes('Mák nélkül kérjük')).toEqual(['M']);
  });

  it('finds none in a note without one, nor inside other words', () => {
    expect(codes(null)).toEqual([]);
    expect(codes('Ablak melletti asztalt kérünk, születésnap')).toEqual([]);
    expect(codes('Halloween party, peanuts aside')).toEqual([]);
  });
});
