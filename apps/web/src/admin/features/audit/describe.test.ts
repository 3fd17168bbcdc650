import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@restaurant/contract/audit.ts';
import { authorName, describeEntry } from '#web/admin/features/audit/describe.ts';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-23T13:02:00.000Z',
  userId: 1,
  username: 'anna',
  name: 'Kovács Anna',
  action: 'update',
  entity: 'food',
  entityId: '7',
  label: 'Gulyásleves',
  changes: [],
  ...fields,
});

describe('an audit entry in words', () => {
  it('tells a price change with both prices in forints', () => {
    const price = entry({ changes: [{ field: 'price', before: 2490, after: 2690 }] });
    expect(describeEntry(price)).toEqual(['Gulyásleves ára 2 490 Ft → 2 690 Ft']);
    expect(authorName(price)).toBe('Kovács Anna');
  });

  it('tells an allergen change as the lists of names', () => {
    const allergens = entry({
      changes: [{ field: 'allergens', before: ['Glutén'], after: ['Glutén', 'Zeller'] }],
    });
    expect(describeEntry(allergens)).toEqual(['Gulyásleves allergénjei Glutén → Glutén, Zeller']);
  });

  it('tells that a drink was said to contain none of the allergens', () => {
    const drink = entry({
      entity: 'drink',
      label: 'Ásványvíz',
      changes: [{ field: 'allergensDeclared', before: false, after: true }],
    });
    expect(describeEntry(drink)).toEqual(['Ásványvíz allergénjei megadva nem → igen']);
  });

  it("tells a drink size's price and a name in one language", () => {
    const drink = entry({
      entity: 'drink',
      label: 'Dreher',
      changes: [
        { field: 'variants.0,5 l', before: 890, after: 990 },
        { field: 'name.en', before: 'Dreher', after: 'Dreher lager' },
      ],
    });
    expect(describeEntry(drink)).toEqual([
      'Dreher (0,5 l) ára 890 Ft → 990 Ft',
      'Dreher neve (angol) Dreher → Dreher lager',
    ]);
  });

  it('names what happened when it is not an edit, and an unknown person as such', () => {
    const failed = entry({
      action: 'login-failed',
      entity: 'session',
      label: null,
      userId: null,
      username: null,
      name: null,
    });
    expect(describeEntry(failed)).toEqual(['Bejelentkezés – sikertelen bejelentkezés']);
    expect(authorName(failed)).toBe('Ismeretlen felhasználónév');
  });
});

describe('an audit entry of the restaurant in words', () => {
  const range = (from: string, to: string) => ({ from, to });
  it('tells a change of the weekly hours as the day and its hours before and after', () => {
    const hours = entry({
      entity: 'opening-hours',
      label: null,
      changes: [
        {
          field: 'weekly',
          before: [{ day: 2, restaurant: [range('10:00', '20:00')], kitchen: [] }],
          after: [{ day: 2, restaurant: [range('11:00', '21:00')], kitchen: [] }],
        },
      ],
    });
    expect(describeEntry(hours)).toEqual(['Nyitvatartás: kedd 10:00–20:00 → 11:00–21:00']);
  });

  it('tells a new closed day with its note, never as raw data', () => {
    const hours = entry({
      entity: 'opening-hours',
      label: null,
      changes: [
        {
          field: 'exceptions',
          before: [],
          after: [
            {
              id: 3,
              from: '2026-12-24',
              to: '2026-12-26',
              closed: true,
              restaurant: [],
              kitchen: [],
              note: { hu: 'Karácsony', en: 'Christmas', de: 'Weihnachten' },
            },
          ],
        },
      ],
    });
    expect(describeEntry(hours)).toEqual([
      'Nyitvatartás: eltérő nap: 2026-12-24–2026-12-26 zárva (Karácsony)',
    ]);
  });

  it('counts the pictures added to the gallery and names the payment methods', () => {
    const gallery = entry({
      entity: 'gallery',
      label: null,
      changes: [{ field: 'mediaIds', before: [4], after: [4, 7, 8, 9] }],
    });
    expect(describeEntry(gallery)).toEqual(['Galéria: 3 kép hozzáadva']);
    const restaurant = entry({
      entity: 'restaurant',
      label: 'Paprika Bisztró',
      changes: [
        { field: 'paymentMethods', before: ['visa'], after: ['visa', 'szep'] },
        {
          field: 'texts.tagline',
          before: { hu: 'Régi', en: '', de: '' },
          after: { hu: 'Új', en: '', de: '' },
        },
        { field: 'galleryTitle.de', before: 'Augenblicke', after: 'Bei uns' },
        { field: 'logoMediaId', before: null, after: 12 },
        { field: 'logoMediaId', before: 12, after: null },
      ],
    });
    expect(describeEntry(restaurant)).toEqual([
      'Paprika Bisztró: fizetési módok Visa → Visa, SZÉP kártya',
      'Paprika Bisztró: a jelmondat „Régi” → „Új”',
      'Paprika Bisztró galériájának címe (német) Augenblicke → Bei uns',
      'Paprika Bisztró: új logó',
      'Paprika Bisztró: a logó levéve',
    ]);
    for (const line of [...describeEntry(gallery), ...describeEntry(restaurant)]) {
      expect(line).not.toMatch(/[{}[\]"]/);
    }
  });
});
