import type {
  Drink,
  DrinkCreate,
  DrinkUpdate,
  DrinkWithVariantsCreate,
  DrinkWithVariantsUpdate,
} from '@restaurant/contract/drink.ts';
import type { FieldError } from '@restaurant/contract/problem.ts';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { NotFoundError, ValidationError } from '#src/lib/errors.ts';
import { assignAllergens } from '#src/modules/allergens/allergen.service.ts';
import { requireCategoryOfType } from '#src/modules/categories/category.service.ts';
import * as drinkRepository from '#src/modules/drinks/drink.repository.ts';

/**
 * The drink's own fields as stored: a drink that lists allergens has given them, one without
 * only when it is said to contain none.
 */
function ownFields<T extends { allergenIds: number[]; allergensDeclared?: boolean | undefined }>(
  input: T,
) {
  const { allergenIds, allergensDeclared, ...fields } = input;
  return {
    allergenIds,
    fields: { ...fields, allergensDeclared: allergensDeclared === true || allergenIds.length > 0 },
  };
}

/** Creates a drink with its allergens (and variants, when given) in a drink category: all or nothing. */
export function createDrink(
  ctx: Context,
  categoryId: number,
  input: DrinkCreate & { variants?: DrinkWithVariantsCreate['variants'] },
): Promise<Drink> {
  const { variants = [], ...drink } = input;
  const { allergenIds, fields } = ownFields(drink);
  return inTransaction(ctx, async (tx) => {
    await requireCategoryOfType(tx, categoryId, 'Drink', 'path');
    const id = await drinkRepository.insert(tx.db, categoryId, fields);
    await assignAllergens(tx, 'drinkAllergens', id, { allergenIds, dietTags: fields.dietTags });
    for (const variant of variants) await drinkRepository.insertVariant(tx.db, id, variant);
    return (await drinkRepository.findById(tx.db, id))!;
  });
}

/** Updates a drink's own fields and allergens, leaving its variants as they are. */
export function updateDrink(ctx: Context, id: number, input: DrinkUpdate): Promise<Drink> {
  const { allergenIds, fields } = ownFields(input);
  return inTransaction(ctx, async (tx) => {
    if (!(await drinkRepository.findById(tx.db, id))) throw new NotFoundError(`Drink ${id}`);
    await requireCategoryOfType(tx, fields.categoryId, 'Drink', 'body');
    await drinkRepository.update(tx.db, id, fields);
    await assignAllergens(tx, 'drinkAllergens', id, { allergenIds, dietTags: fields.dietTags });
    return (await drinkRepository.findById(tx.db, id))!;
  });
}

/** Listed ids that are not the drink's own variants, or that are listed twice. */
function foreignOrRepeatedIds(
  drinkId: number,
  own: Set<number>,
  input: DrinkWithVariantsUpdate,
): FieldError[] {
  const seen = new Set<number>();
  return input.variants.flatMap((variant, index) => {
    if (variant.id === undefined) return [];
    const path = `variants.${index}.id`;
    if (!own.has(variant.id)) {
      return [{ path, message: `Variant ${variant.id} is not a variant of drink ${drinkId}` }];
    }
    if (seen.has(variant.id)) return [{ path, message: `Variant ${variant.id} is listed twice` }];
    seen.add(variant.id);
    return [];
  });
}

/**
 * Replaces a drink and its list of variants in one transaction: listed variants with an id are
 * updated, those without are created, and the drink's other variants are deleted. Any refusal or
 * failure leaves the drink as it was.
 */
export function updateWithVariants(
  ctx: Context,
  id: number,
  input: DrinkWithVariantsUpdate,
): Promise<Drink> {
  const { variants, ...drink } = input;
  const { allergenIds, fields } = ownFields(drink);
  return inTransaction(ctx, async (tx) => {
    if (!(await drinkRepository.findById(tx.db, id))) throw new NotFoundError(`Drink ${id}`);
    await requireCategoryOfType(tx, fields.categoryId, 'Drink', 'body');
    // Updating the drink first locks its row (on PostgreSQL), so a concurrent save of the same
    // drink waits and the variants read next are the ones this save replaces.
    if (!(await drinkRepository.update(tx.db, id, fields))) throw new NotFoundError(`Drink ${id}`);
    await assignAllergens(tx, 'drinkAllergens', id, { allergenIds, dietTags: fields.dietTags });
    const own = new Set(
      (await drinkRepository.findVariantsOf(tx.db, id)).map((variant) => variant.id),
    );
    const errors = foreignOrRepeatedIds(id, own, input);
    if (errors.length > 0) throw new ValidationError(errors);

    const kept = variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id]));
    await drinkRepository.removeVariantsOf(tx.db, id, kept);
    for (const { id: variantId, ...variant } of variants) {
      if (variantId === undefined) await drinkRepository.insertVariant(tx.db, id, variant);
      else await drinkRepository.updateVariant(tx.db, variantId, variant);
    }
    return (await drinkRepository.findById(tx.db, id))!;
  });
}
