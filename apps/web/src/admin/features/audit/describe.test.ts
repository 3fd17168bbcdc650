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

  it("tells a booking's decisions and edits in Hungarian words, never its field names", () => {
    const booking = entry({
      entity: 'reservation',
      label: 'H3ZQY5',
      changes: [
        { field: 'status', before: 'confirmed', after: 'cancelled' },
        { field: 'date', before: '2026-12-04', after: '2026-12-05' },
        { field: 'time', before: '19:00', after: '19:30' },
        { field: 'partySize', before: 2, after: 4 },
        { field: 'table', before: null, after: '5' },
        { field: 'staffNote', before: null, after: 'ablak mellé' },
      ],
    });
    expect(describeEntry(booking)).toEqual([
      'Foglalás H3ZQY5: visszaigazolva → lemondva',
      'Foglalás H3ZQY5: dátum 2026. december 4., péntek → 2026. december 5., szombat',
      'Foglalás H3ZQY5: időpont 19:00 → 19:30',
      'Foglalás H3ZQY5: létszám 2 fő → 4 fő',
      'Foglalás H3ZQY5: asztal – → 5',
      'Foglalás H3ZQY5: belső megjegyzés – → „ablak mellé”',
    ]);
  });

  it('names a walk-in and a party that left in words', () => {
    const seated = entry({
      entity: 'reservation',
      label: 'K7WQ2M',
      changes: [
        { field: 'source', before: null, after: 'walkIn' },
        { field: 'status', before: null, after: 'arrived' },
      ],
    });
    const left = entry({
      entity: 'reservation',
      label: 'K7WQ2M',
      changes: [{ field: 'status', before: 'arrived', after: 'finished' }],
    });
    expect([...describeEntry(seated), ...describeEntry(left)]).toEqual([
      'Foglalás K7WQ2M: forrás – → walk-in',
      'Foglalás K7WQ2M: – → megérkezett',
      'Foglalás K7WQ2M: megérkezett → távozott',
    ]);
  });

  it('tells a time offered to the waiting list by hand in Hungarian words', () => {
    const offered = entry({
      entity: 'waitlist',
      label: 'P4XK9T',
      changes: [
        { field: 'status', before: 'waiting', after: 'offered' },
        { field: 'offeredTime', before: null, after: '19:30' },
      ],
    });
    expect(describeEntry(offered)).toEqual([
      'Várólista P4XK9T: várakozik → időpont felajánlva',
      'Várólista P4XK9T: felajánlott időpont – → 19:30',
    ]);
  });

  it('names a booking setting as its screen does', () => {
    const settings = entry({
      entity: 'reservation-settings',
      label: null,
      changes: [
        { field: 'coversPerSlot', before: 12, after: 16 },
        { field: 'enabled', before: false, after: true },
      ],
    });
    expect(describeEntry(settings)).toEqual([
      'Érkező vendégek idősávonként: 12 → 16',
      'Online foglalás bekapcsolva: nem → igen',
    ]);
    for (const line of describeEntry(settings)) expect(line).not.toMatch(/[a-z][A-Z]/);
  });

  it("tells the room's tables and a booking's tables and guest note in Hungarian words", () => {
    const tables = entry({
      entity: 'tables',
      label: null,
      changes: [
        { field: 'D1', before: null, after: { seats: 8, area: 'Galéria', joinsWith: [] } },
        {
          field: 'A1',
          before: { name: 'A0', seats: 2, area: 'Terasz', joinsWith: [] },
          after: { seats: 2, area: 'Terasz', joinsWith: ['A2'] },
        },
        { field: 'B1', before: { seats: 4, area: 'Belső terem', joinsWith: [] }, after: null },
      ],
    });
    expect(describeEntry(tables)).toEqual([
      'Asztal D1 hozzáadva: 8 fő, Galéria',
      'Asztal A1 (korábban A0): 2 fő, Terasz → 2 fő, Terasz, összetolható: A2',
      'Asztal B1 törölve (4 fő, Belső terem)',
    ]);
    const booking = entry({
      entity: 'reservation',
      label: 'H3ZQY5',
      changes: [
        { field: 'tables', before: null, after: 'A1 + A2' },
        { field: 'guestNote', before: null, after: 'Gluténérzékeny' },
      ],
    });
    expect(describeEntry(booking)).toEqual([
      'Foglalás H3ZQY5: asztalok – → A1 + A2',
      'Foglalás H3ZQY5: vendégjegyzet – → „Gluténérzékeny”',
    ]);
  });
});
