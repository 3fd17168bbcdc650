import { describe, expect, it } from 'vitest';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import { matrixCsv, matrixRows, pagesOf, type MatrixRow } from './matrix.ts';

const allergen = (id: number, code: string, hu: string): Allergen => ({
  id,
  code,
  name: { hu, en: hu, de: hu },
});
const gluten = allergen(1, '1', 'Glutén');
const milk = allergen(7, '7', 'Tej; tejtermékek');
const text = (hu: string) => ({ hu, en: hu, de: hu });

describe('the allergen matrix', () => {
  it('writes CSV with a byte order mark, semicolons, an X where an allergen is listed and ? where none are given', () => {
    const rows: MatrixRow[] = [
      {
        key: 'a',
        kind: 'Étel',
        name: 'Gulyásleves',
        allergenIds: new Set([1]),
        given: true,
        glutenFree: false,
      },
      {
        key: 'b',
        kind: 'Ital',
        name: 'Tej "friss"',
        allergenIds: new Set([7]),
        given: true,
        glutenFree: true,
      },
      {
        key: 'c',
        kind: 'Ital',
        name: 'Unicum',
        allergenIds: new Set(),
        given: false,
        glutenFree: false,
      },
    ];
    const csv = matrixCsv(rows, [gluten, milk]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Tétel;Hol;1 Glutén;"7 Tej; tejtermékek";Gluténmentes',
      'Gulyásleves;Étel;X;;',
      '"Tej ""friss""";Ital;;X;X',
      'Unicum;Ital;?;?;',
      '',
    ]);
  });

  it("takes this week's daily-menu items, the offers running in it, every food and drink", () => {
    const item = (id: number, hu: string, allergens: Allergen[], allergensDeclared = true) => ({
      id,
      name: text(hu),
      allergens,
      allergensDeclared,
    });
    const rows = matrixRows({
      monday: '2026-11-23',
      sunday: '2026-11-29',
      week: [{ id: 1, date: '2026-11-24', items: [item(5, 'Leves', [gluten])] }] as never,
      offers: [
        {
          name: text('Libanapok'),
          startDate: '2026-11-20',
          endDate: '2026-11-23',
          items: [item(6, 'Libacomb', [milk])],
        },
        {
          name: text('Vadhetek'),
          startDate: '2026-12-01',
          endDate: '2026-12-10',
          items: [item(7, 'Vaddisznó', [])],
        },
      ] as never,
      foods: [
        item(8, 'Pörkölt', [gluten, milk]),
        {
          id: 10,
          name: text('Saláta'),
          allergens: [],
          allergensDeclared: true,
          dietTags: ['glutenFree'],
        },
        { id: 12, name: text('Rizs'), allergens: [], allergensDeclared: true, dietTags: [] },
      ] as never,
      drinks: [item(9, 'Víz', []), item(11, 'Unicum', [], false)] as never,
    });
    expect(
      rows.map((row) => [row.name, row.kind, [...row.allergenIds], row.given, row.glutenFree]),
    ).toEqual([
      ['Leves', 'Napi menü, november 24., kedd', [1], true, false],
      ['Libacomb', 'Ajánlat: Libanapok', [7], true, false],
      ['Pörkölt', 'Étel', [1, 7], true, false],
      // Gluten-free only where the staff said so, not wherever no gluten is listed.
      ['Saláta', 'Étel', [], true, true],
      ['Rizs', 'Étel', [], true, false],
      ['Víz', 'Ital', [], true, false],
      ['Unicum', 'Ital', [], false, false],
    ]);
  });

  it('prints at most 40 rows on a page', () => {
    const rows = Array.from({ length: 81 }, (_, index) => ({
      key: String(index),
      kind: 'Étel',
      name: `Étel ${index}`,
      allergenIds: new Set<number>(),
      given: true,
      glutenFree: false,
    }));
    expect(pagesOf(rows).map((page) => page.length)).toEqual([40, 40, 1]);
  });
});
