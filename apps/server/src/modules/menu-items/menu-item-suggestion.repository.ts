import type { MenuItemSuggestion } from '@restaurant/contract/menu-item-suggestion.ts';
import type { Db } from '#src/db/database.ts';
import {
  DESCRIPTION_COLUMNS,
  NAME_COLUMNS,
  descriptionFrom,
  fromColumns,
} from '#src/db/localized.ts';
import { dietTagsFrom } from '#src/db/diet-tags.ts';
import { findAllergensOf } from '#src/modules/allergens/allergen-link.repository.ts';
import {
  MENU_ITEM_KINDS,
  untypedItems,
  type MenuItemKind,
} from '#src/modules/menu-items/menu-item.repository.ts';

/** How many of each kind's latest matching rows are read before the repeats are dropped. */
const ROWS_PER_KIND = 100;

const normal = (text: string) => text.toLocaleLowerCase('hu');

async function findMatching(
  db: Db,
  kind: MenuItemKind,
  term: string,
): Promise<MenuItemSuggestion[]> {
  const { table, allergens } = MENU_ITEM_KINDS[kind];
  // LIKE's own wildcards are left out of the pattern; the exact test follows below.
  const pattern = `%${normal(term).replace(/[%_\\]/g, '')}%`;
  const rows = await untypedItems(db)
    .selectFrom(table)
    .select(['id', 'price', 'dietTags', ...NAME_COLUMNS, ...DESCRIPTION_COLUMNS])
    .where((eb) =>
      eb.or(NAME_COLUMNS.map((column) => eb(eb.fn('lower', [eb.ref(column)]), 'like', pattern))),
    )
    .orderBy('id', 'desc')
    .limit(ROWS_PER_KIND)
    .execute();
  const byItem = allergens
    ? await findAllergensOf(
        db,
        allergens,
        rows.map((row) => row.id),
      )
    : undefined;
  return rows.map((row) => ({
    kind,
    name: fromColumns('name', row),
    description: descriptionFrom(row),
    price: row.price,
    allergens: byItem?.get(row.id) ?? [],
    dietTags: dietTagsFrom(row.dietTags),
  }));
}

/**
 * Items served before whose name contains the term in any language, latest first, each name
 * once (its latest version), daily-menu items before offer items.
 */
export async function findSuggestions(
  db: Db,
  term: string,
  limit: number,
): Promise<MenuItemSuggestion[]> {
  const wanted = normal(term);
  const seen = new Set<string>();
  const found: MenuItemSuggestion[] = [];
  for (const kind of Object.keys(MENU_ITEM_KINDS) as MenuItemKind[]) {
    for (const item of await findMatching(db, kind, term)) {
      const names = [item.name.hu, item.name.en, item.name.de].map(normal);
      if (!names.some((name) => name.includes(wanted)) || seen.has(names[0]!)) continue;
      seen.add(names[0]!);
      found.push(item);
      if (found.length === limit) return found;
    }
  }
  return found;
}
