import type { MenuItemInput as MenuItemBody } from '@restaurant/contract/menu-item.ts';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { ValidationError } from '#src/lib/errors.ts';
import { assignAllergens } from '#src/modules/allergens/allergen.service.ts';
import { resolveItem } from '#src/modules/menu-items/menu-item-dish.service.ts';
import * as menuItemRepository from '#src/modules/menu-items/menu-item.repository.ts';
import {
  MENU_ITEM_KINDS,
  type MenuItem,
  type MenuItemInput,
  type MenuItemKind,
} from '#src/modules/menu-items/menu-item.repository.ts';

/** Stores an item with its allergens inside the caller's transaction; answers its id. */
async function insertWithAllergens(
  ctx: Context,
  kind: MenuItemKind,
  parentId: number,
  body: MenuItemBody,
): Promise<number> {
  const input: MenuItemInput = await resolveItem(ctx, body);
  const id = await menuItemRepository.insert(ctx.db, kind, parentId, input);
  await assignAllergens(ctx, MENU_ITEM_KINDS[kind].allergens, id, input);
  return id;
}

export function createItem(
  ctx: Context,
  kind: MenuItemKind,
  parentId: number,
  input: MenuItemBody,
): Promise<MenuItem> {
  return inTransaction(ctx, async (tx) => {
    const id = await insertWithAllergens(tx, kind, parentId, input);
    return (await menuItemRepository.findOne(tx.db, kind, parentId, id))!;
  });
}

/** Replaces an item and its allergens; undefined when the parent has no such item. */
export function updateItem(
  ctx: Context,
  kind: MenuItemKind,
  parentId: number,
  id: number,
  body: MenuItemBody,
): Promise<MenuItem | undefined> {
  return inTransaction(ctx, async (tx) => {
    const input = await resolveItem(tx, body);
    if (!(await menuItemRepository.update(tx.db, kind, parentId, id, input))) return undefined;
    await assignAllergens(tx, MENU_ITEM_KINDS[kind].allergens, id, input);
    return menuItemRepository.findOne(tx.db, kind, parentId, id);
  });
}

/**
 * Copies every item of one parent, in order and with its allergens, to another parent of the
 * same kind, inside the caller's transaction. A copy made from a dish tells what the dish says now.
 */
export async function copyItems(
  ctx: Context,
  kind: MenuItemKind,
  fromParentId: number,
  toParentId: number,
): Promise<void> {
  for (const item of await menuItemRepository.findByParents(ctx.db, kind, [fromParentId])) {
    await insertWithAllergens(ctx, kind, toParentId, {
      name: item.name,
      description: item.description,
      price: item.price,
      sortOrder: item.sortOrder,
      allergenIds: item.allergens.map((allergen) => allergen.id),
      dietTags: item.dietTags,
      allergensDeclared: item.allergensDeclared,
      foodId: item.foodId,
      drinkVariantId: item.drinkVariantId,
    });
  }
}

/**
 * Puts a parent's items in the given order (sort orders 0, 1, 2, …) in one transaction. The ids
 * must be exactly the parent's items, so that an order made from a stale list is refused.
 */
export function reorderItems(
  ctx: Context,
  kind: MenuItemKind,
  parentId: number,
  itemIds: number[],
): Promise<MenuItem[]> {
  return inTransaction(ctx, async (tx) => {
    const current = new Set(await menuItemRepository.findIdsOf(tx.db, kind, parentId));
    if (itemIds.length !== current.size || itemIds.some((id) => !current.has(id))) {
      throw new ValidationError([
        { path: 'itemIds', message: 'Must list each item exactly once, and no other' },
      ]);
    }
    for (const [sortOrder, id] of itemIds.entries()) {
      await menuItemRepository.setSortOrder(tx.db, kind, parentId, id, sortOrder);
    }
    return menuItemRepository.findByParents(tx.db, kind, [parentId]);
  });
}
