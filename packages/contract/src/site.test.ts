import { describe, expect, it } from 'vitest';
import { embeddedData } from './site.ts';

describe('embeddedData', () => {
  const food = {
    id: 7,
    categoryId: 2,
    sortOrder: 10,
    price: 2990,
    name: { hu: 'Gulyásleves', en: 'Goulash soup', de: 'Gulaschsuppe' },
    description: null,
    allergens: [{ id: 1, name: { hu: 'Glutén', en: 'Gluten', de: 'Gluten' } }],
  };

  it('keeps of every text only the page’s language, at any depth', () => {
    const embedded = embeddedData({ categories: [{ id: 2, foods: [food] }] }, 'en');
    expect(embedded.categories[0]!.foods[0]!.name).toEqual({ en: 'Goulash soup' });
    expect(embedded.categories[0]!.foods[0]!.allergens[0]!.name).toEqual({ en: 'Gluten' });
  });

  it('leaves out the order and parent fields no page shows, and keeps the rest as it is', () => {
    const embedded = embeddedData(food, 'hu');
    expect(embedded).toEqual({
      id: 7,
      price: 2990,
      name: { hu: 'Gulyásleves' },
      description: null,
      allergens: [{ id: 1, name: { hu: 'Glutén' } }],
    });
    expect(embeddedData(null, 'de')).toBeNull();
  });
});
