import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { Event } from '@restaurant/contract/event.ts';
import type { Food } from '@restaurant/contract/food.ts';

const text = (hu: string, en: string, de: string) => ({ hu, en, de });

export const MILK: Allergen = { id: 7, code: 'G', name: text('Tej', 'Milk', 'Milch') };
export const FISH: Allergen = { id: 4, code: 'D', name: text('Hal', 'Fish', 'Fisch') };

const food = (id: number, name: ReturnType<typeof text>, allergens: Allergen[]): Food =>
  ({
    id,
    categoryId: 1,
    name,
    description: null,
    price: 4900,
    allergens,
    allergensDeclared: true,
    dietTags: [],
    sortOrder: id,
  }) as unknown as Food;

/** Four dishes of the carte, for an evening made of them. */
export const DISHES: Food[] = [
  food(11, text('Libamájpástétom', 'Goose liver pâté', 'Gänseleberpastete'), [MILK]),
  food(12, text('Halászlé', 'Fisherman’s soup', 'Fischsuppe'), [FISH]),
  food(13, text('Libacomb', 'Goose leg', 'Gänsekeule'), []),
  food(14, text('Somlói galuska', 'Somló sponge', 'Somlauer Nockerl'), [MILK]),
];

export const WINE_DINNER: Event = {
  id: 1,
  slug: 'borvacsora',
  title: text('Borvacsora', 'Wine dinner', 'Weindinner'),
  description: text(
    'Négy fogás, négy bor.',
    'Four courses, four wines.',
    'Vier Gänge, vier Weine.',
  ),
  date: '2026-12-04',
  startTime: '19:00',
  endTime: '22:30',
  seats: 20,
  pricePerPerson: 18900,
  exclusive: false,
  bookingOpen: true,
  minPartySize: 2,
  maxPartySize: 6,
  pictureId: null,
  courses: [
    {
      foodId: 11,
      name: DISHES[0]!.name,
      description: null,
      allergenIds: [MILK.id],
      allergens: [MILK],
      dietTags: [],
    },
    {
      foodId: null,
      name: text('Tokaji aszú', 'Tokaji aszú', 'Tokajer Aszú'),
      description: null,
      allergenIds: [],
      allergens: [],
      dietTags: ['vegan'],
    },
  ],
  prepayment: { required: false, instructions: text('', '', '') },
  seatsBooked: 12,
  seatsLeft: 8,
};
