import type { MenuItemInput as MenuItemBody } from '@restaurant/contract/menu-item.ts';
import type { Context } from '#src/context.ts';
import { ValidationError } from '#src/lib/errors.ts';
import { assignAllergens } from '#src/modules/allergens/allergen.service.ts';
import { findDrinkOfVariant } from '#src/modules/drinks/drink.service.ts';
import { findFood } from '#src/modules/foods/food.service.ts';
import * as menuItemRepository from '#src/modules/menu-items/menu-item.repository.ts';
import {
  MENU_ITEM_KINDS,
  type DishLink,
  type MenuItemInput,
  type MenuItemKind,
} from '#src/modules/menu-items/menu-item.repository.ts';

type DishTexts = Pick<
  MenuItemInput,
  'name' | 'description' | 'allergenIds' | 'allergensDeclared' | 'dietTags'
>;

/** What a dish says of itself on a menu; undefined when there is no such dish. */
async function textsOf(ctx: Context, dish: DishLink): Promise<DishTexts | undefined> {
  if ('foodId' in dish) {
    const food = await findFood(ctx, dish.foodId);
    return (
      food && {
        name: food.name,
        description: food.description,
        allergenIds: food.allergens.map((allergen) => allergen.id),
        allergensDeclared: food.allergensDeclared,
        dietTags: food.dietTags,
      }
    );
  }
  const drink = await findDrinkOfVariant(ctx, dish.drinkVariantId);
  const variant = drink?.variants.find((entry) => entry.id === dish.drinkVariantId);
  if (!drink || !variant) return undefined;
  const sized = (lang: 'hu' | 'en' | 'de') => `${drink.name[lang]} (${variant.quantity[lang]})`;
  return {
    name: { hu: sized('hu'), en: sized('en'), de: sized('de') },
    description: drink.description,
    allergenIds: drink.allergens.map((allergen) => allergen.id),
    // A drink without allergens has given them only when it is said to contain none.
    allergensDeclared: drink.allergensDeclared,
    dietTags: drink.dietTags,
  };
}

/**
 * The item as it is stored: an item made from a dish takes the dish's name, description and
 * allergens as they are now; any other states its allergens when it lists some or says so.
 */
export async function resolveItem(ctx: Context, body: MenuItemBody): Promise<MenuItemInput> {
  const foodId = body.foodId ?? null;
  const drinkVariantId = body.drinkVariantId ?? null;
  const own = {
    ...body,
    foodId,
    drinkVariantId,
    allergensDeclared: body.allergensDeclared ?? body.allergenIds.length > 0,
  };
  const dish: DishLink | null =
    foodId !== null ? { foodId } : drinkVariantId !== null ? { drinkVariantId } : null;
  if (!dish) return own;
  const texts = await textsOf(ctx, dish);
  if (!texts) {
    const path = foodId !== null ? 'foodId' : 'drinkVariantId';
    throw new ValidationError([{ path, message: 'No such dish' }]);
  }
  return { ...own, ...texts };
}

/**
 * Brings the items made from the dish on menus of today and later, and in offers not yet over, to
 * what the dish says now, inside the caller's transaction. Earlier menus keep what was served.
 */
export async function followDish(ctx: Context, dish: DishLink, today: string): Promise<void> {
  const texts = await textsOf(ctx, dish);
  if (!texts) return;
  for (const kind of Object.keys(MENU_ITEM_KINDS) as MenuItemKind[]) {
    for (const item of await menuItemRepository.findFollowing(ctx.db, kind, dish, today)) {
      await menuItemRepository.updateTexts(ctx.db, kind, item.id, texts);
      await assignAllergens(ctx, MENU_ITEM_KINDS[kind].allergens, item.id, texts);
    }
  }
}
