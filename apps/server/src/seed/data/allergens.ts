import type { SeedAllergen } from './types.ts';

export const allergens: SeedAllergen[] = [
  {
    key: 'gluten',
    name: {
      hu: 'Glutént tartalmazó gabonafélék',
      en: 'Cereals containing gluten',
      de: 'Glutenhaltiges Getreide',
    },
  },
  { key: 'crustaceans', name: { hu: 'Rákfélék', en: 'Crustaceans', de: 'Krebstiere' } },
  { key: 'eggs', name: { hu: 'Tojás', en: 'Eggs', de: 'Eier' } },
  { key: 'fish', name: { hu: 'Halak', en: 'Fish', de: 'Fische' } },
  { key: 'peanuts', name: { hu: 'Földimogyoró', en: 'Peanuts', de: 'Erdnüsse' } },
  { key: 'soy', name: { hu: 'Szójabab', en: 'Soybeans', de: 'Sojabohnen' } },
  {
    key: 'milk',
    name: {
      hu: 'Tej és tejtermékek (laktóz)',
      en: 'Milk (including lactose)',
      de: 'Milch (einschließlich Laktose)',
    },
  },
  { key: 'nuts', name: { hu: 'Diófélék', en: 'Nuts', de: 'Schalenfrüchte' } },
  { key: 'celery', name: { hu: 'Zeller', en: 'Celery', de: 'Sellerie' } },
  { key: 'mustard', name: { hu: 'Mustár', en: 'Mustard', de: 'Senf' } },
  { key: 'sesame', name: { hu: 'Szezámmag', en: 'Sesame seeds', de: 'Sesamsamen' } },
  {
    key: 'sulphites',
    name: {
      hu: 'Kén-dioxid és szulfitok',
      en: 'Sulphur dioxide and sulphites',
      de: 'Schwefeldioxid und Sulfite',
    },
  },
  { key: 'lupin', name: { hu: 'Csillagfürt', en: 'Lupin', de: 'Lupinen' } },
  { key: 'molluscs', name: { hu: 'Puhatestűek', en: 'Molluscs', de: 'Weichtiere' } },
];
