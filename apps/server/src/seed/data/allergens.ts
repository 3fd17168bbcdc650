import type { SeedAllergen } from './types.ts';

export const allergens: SeedAllergen[] = [
  {
    key: 'gluten',
    code: '1',
    name: {
      hu: 'Glutént tartalmazó gabonafélék',
      en: 'Cereals containing gluten',
      de: 'Glutenhaltiges Getreide',
    },
  },
  { key: 'crustaceans', code: '2', name: { hu: 'Rákfélék', en: 'Crustaceans', de: 'Krebstiere' } },
  { key: 'eggs', code: '3', name: { hu: 'Tojás', en: 'Eggs', de: 'Eier' } },
  { key: 'fish', code: '4', name: { hu: 'Halak', en: 'Fish', de: 'Fische' } },
  { key: 'peanuts', code: '5', name: { hu: 'Földimogyoró', en: 'Peanuts', de: 'Erdnüsse' } },
  { key: 'soy', code: '6', name: { hu: 'Szójabab', en: 'Soybeans', de: 'Sojabohnen' } },
  {
    key: 'milk',
    code: '7',
    name: {
      hu: 'Tej és tejtermékek (laktóz)',
      en: 'Milk (including lactose)',
      de: 'Milch (einschließlich Laktose)',
    },
  },
  { key: 'nuts', code: '8', name: { hu: 'Diófélék', en: 'Nuts', de: 'Schalenfrüchte' } },
  { key: 'celery', code: '9', name: { hu: 'Zeller', en: 'Celery', de: 'Sellerie' } },
  { key: 'mustard', code: '10', name: { hu: 'Mustár', en: 'Mustard', de: 'Senf' } },
  { key: 'sesame', code: '11', name: { hu: 'Szezámmag', en: 'Sesame seeds', de: 'Sesamsamen' } },
  {
    key: 'sulphites',
    code: '12',
    name: {
      hu: 'Kén-dioxid és szulfitok',
      en: 'Sulphur dioxide and sulphites',
      de: 'Schwefeldioxid und Sulfite',
    },
  },
  { key: 'lupin', code: '13', name: { hu: 'Csillagfürt', en: 'Lupin', de: 'Lupinen' } },
  { key: 'molluscs', code: '14', name: { hu: 'Puhatestűek', en: 'Molluscs', de: 'Weichtiere' } },
];
