import type { Allergen } from '@restaurant/contract/allergen.ts';
import { allergensGiven, type DietTag } from '@restaurant/contract/diet-tags.ts';
import type { DailyMenu } from '@restaurant/contract/daily-menu.ts';
import type { Drink } from '@restaurant/contract/drink.ts';
import type { Food } from '@restaurant/contract/food.ts';
import type { Offer } from '@restaurant/contract/offer.ts';
import { formatDate } from '@restaurant/contract/format.ts';

/**
 * A line of the kitchen's allergen matrix: what is served, where, the allergens it lists, whether
 * it gives them at all (an item without allergen data is not one without allergens), and whether
 * the staff state it gluten-free (its diet tag, never inferred from the allergens).
 */
export type MatrixRow = {
  key: string;
  kind: string;
  name: string;
  allergenIds: Set<number>;
  given: boolean;
  glutenFree: boolean;
};

/** The matrix's column for the stated gluten-free dishes. */
export const GLUTEN_FREE = 'Gluténmentes';

/** What the matrix says of an item that gives no allergen data. */
export const NOT_GIVEN = 'Allergének nincsenek megadva – kérdezze a konyhát';

/** A printed page holds at most this many rows, so that each stays readable on A4. */
export const ROWS_PER_PAGE = 40;

type Item = {
  name: { hu: string };
  allergens: Allergen[];
  allergensDeclared: boolean;
  dietTags?: DietTag[];
};

const row = (key: string, kind: string, item: Item): MatrixRow => ({
  key,
  kind,
  name: item.name.hu,
  allergenIds: new Set(item.allergens.map((allergen) => allergen.id)),
  given: allergensGiven(item),
  glutenFree: item.dietTags?.includes('glutenFree') ?? false,
});

/** Every food and drink, and the items of this week's daily menus and of the offers running in it. */
export function matrixRows(content: {
  foods: Food[];
  drinks: Drink[];
  week: DailyMenu[];
  offers: Offer[];
  monday: string;
  sunday: string;
}): MatrixRow[] {
  return [
    ...content.week.flatMap((menu) =>
      menu.items.map((item) =>
        row(`daily-${item.id}`, `Napi menü, ${formatDate(menu.date, 'hu')}`, item),
      ),
    ),
    ...content.offers
      .filter((offer) => offer.startDate <= content.sunday && offer.endDate >= content.monday)
      .flatMap((offer) =>
        offer.items.map((item) => row(`offer-${item.id}`, `Ajánlat: ${offer.name.hu}`, item)),
      ),
    ...content.foods.map((food) => row(`food-${food.id}`, 'Étel', food)),
    ...content.drinks.map((drink) => row(`drink-${drink.id}`, 'Ital', drink)),
  ];
}

/** The rows split into printed pages. */
export function pagesOf(rows: MatrixRow[]): MatrixRow[][] {
  const pages: MatrixRow[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_PAGE) {
    pages.push(rows.slice(start, start + ROWS_PER_PAGE));
  }
  return pages;
}

const cell = (text: string) => (/[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * The matrix as CSV that Hungarian Excel opens as it is: UTF-8 with a byte order mark, fields
 * separated by semicolons, lines ended by CRLF, an X where an allergen is listed, a ? in every
 * column of an item that gives no allergen data, and an X where the staff state gluten-free.
 */
export function matrixCsv(rows: MatrixRow[], allergens: Allergen[]): string {
  const header = ['Tétel', 'Hol', ...allergens.map((a) => `${a.code} ${a.name.hu}`), GLUTEN_FREE];
  const lines = rows.map((line) => [
    line.name,
    line.kind,
    ...allergens.map((allergen) =>
      !line.given ? '?' : line.allergenIds.has(allergen.id) ? 'X' : '',
    ),
    line.glutenFree ? 'X' : '',
  ]);
  return `\uFEFF${[header, ...lines].map((line) => line.map(cell).join(';')).join('\r\n')}\r\n`;
}
