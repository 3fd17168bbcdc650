import type { MenuItemSuggestion } from '@restaurant/contract/menu-item-suggestion.ts';
import { matchesSearch, searchKey } from '@restaurant/contract/search.ts';
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

/**
 * How many of each kind's latest items are searched. The match ignores accents and case, which
 * the two databases' own text comparisons cannot do alike, so it is made here.
 */
const ROWS_PER_KIND = 500;

async function findMatching(
  db: Db,
  kind: MenuItemKind,
  term: string,
): Promise<MenuItemSuggestion[]> {
  const { table, allergens } = MENU_ITEM_KINDS[kind];
  const latest = await untypedItems(db)
    .selectFrom(table)
    .select(['id', 'price', 'dietTags', ...NAME_COLUMNS, ...DESCRIPTION_COLUMNS])
    .orderBy('id', 'desc')
    .limit(ROWS_PER_KIND)
    .execute();
  const rows = latest.filter((row) => matchesSearch([row.nameHu, row.nameEn, row.nameDe], term));
  const byItem = await findAllergensOf(
    db,
    allergens,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    kind,
    name: fromColumns('name', row),
    description: descriptionFrom(row),
    price: row.price,
    allergens: byItem.get(row.id) ?? [],
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
  const seen = new Set<string>();
  const found: MenuItemSuggestion[] = [];
  for (const kind of Object.keys(MENU_ITEM_KINDS) as MenuItemKind[]) {
    for (const item of await findMatching(db, kind, term)) {
      const name = searchKey(item.name.hu);
      if (seen.has(name)) continue;
      seen.add(name);
      found.push(item);
      if (found.length === limit) return found;
    }
  }
  return found;
}
