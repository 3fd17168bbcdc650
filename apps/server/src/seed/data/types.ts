import type { DietTag } from '@restaurant/contract/diet-tags.ts';

type Localized = { hu: string; en: string; de: string };
type AllergenKey =
  | 'gluten'
  | 'crustaceans'
  | 'eggs'
  | 'fish'
  | 'peanuts'
  | 'soy'
  | 'milk'
  | 'nuts'
  | 'celery'
  | 'mustard'
  | 'sesame'
  | 'sulphites'
  | 'lupin'
  | 'molluscs';
export type SeedAllergen = { key: AllergenKey; code: string; name: Localized };
type SeedDish = {
  name: Localized;
  description: Localized;
  price: number;
  allergens: AllergenKey[];
  dietTags?: DietTag[];
};
export type SeedFoodCategory = { name: Localized; foods: SeedDish[] };
type SeedVariant = { quantity: Localized; price: number };
type SeedDrink = {
  name: Localized;
  description: Localized | null;
  allergens?: AllergenKey[];
  /** true for a drink that contains none of the 14; without it and allergens, nobody said. */
  allergensDeclared?: boolean;
  dietTags?: DietTag[];
  variants: SeedVariant[];
};
export type SeedDrinkCategory = { name: Localized; drinks: SeedDrink[] };
export type SeedDailyMenu = { items: SeedDish[] }; // one per open day, from Tuesday
export type SeedOffer = {
  name: Localized;
  featured: boolean;
  startOffsetDays: number;
  endOffsetDays: number;
  items: SeedDish[];
};
