import { suggestAllergenCode } from '@restaurant/contract/allergen-code.ts';
import type { Allergen, AllergenInput } from '@restaurant/contract/allergen.ts';
import { contradictedDietTags, type DietTag } from '@restaurant/contract/diet-tags.ts';
import type { Context } from '#src/context.ts';
import { dietTagsFrom } from '#src/db/diet-tags.ts';
import { isUniqueViolation } from '#src/db/errors.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { ConflictError, ValidationError } from '#src/lib/errors.ts';
import * as allergenLinkRepository from '#src/modules/allergens/allergen-link.repository.ts';
import * as allergenRepository from '#src/modules/allergens/allergen.repository.ts';

export function findAllergens(ctx: Context): Promise<Allergen[]> {
  return allergenRepository.findAll(ctx.db);
}

/**
 * Gives a dish its allergens, inside the caller's transaction. Ids that name no allergen are a
 * 400, and so is a diet tag that a listed allergen contradicts (vegan with milk).
 */
export async function assignAllergens(
  ctx: Context,
  table: allergenLinkRepository.LinkTable,
  ownerId: number,
  { allergenIds, dietTags }: { allergenIds: number[]; dietTags: readonly DietTag[] },
): Promise<void> {
  const listed = await allergenRepository.findByIds(ctx.db, allergenIds);
  const known = new Set(listed.map((allergen) => allergen.id));
  const unknown = allergenIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new ValidationError([
      { path: 'allergenIds', message: `Unknown allergen ids: ${unknown.join(', ')}` },
    ]);
  }
  const contradicted = contradictedDietTags(dietTags, listed);
  if (contradicted.length > 0) {
    throw new ValidationError([
      {
        path: 'dietTags',
        message: `Not possible with the allergens listed: ${contradicted.join(', ')}`,
      },
    ]);
  }
  await allergenLinkRepository.replaceAllergensOf(ctx.db, table, ownerId, allergenIds);
}

/** Runs a write that may give an allergen a code another one already has: that is a 409. */
async function uniqueCode<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ConflictError(`Another allergen already has the code ${code}.`);
    }
    throw error;
  }
}

/**
 * Stores a new allergen. One given without a code gets the suggested one; when another creation
 * took that code meanwhile, the insert fails as a taken code (409), and the caller may try again.
 */
export async function createAllergen(ctx: Context, input: AllergenInput): Promise<Allergen> {
  const code =
    input.code ?? suggestAllergenCode(input.name.en, await allergenRepository.findCodes(ctx.db));
  return uniqueCode(code, () => allergenRepository.insert(ctx.db, { ...input, code }));
}

/**
 * Changes an allergen. A new name that a dish listing it contradicts by its diet tags (renaming
 * it "Milk" while a vegan dish lists it) is a 409: the tags are the staff's to change first.
 */
export function updateAllergen(
  ctx: Context,
  id: number,
  input: AllergenInput,
): Promise<Allergen | undefined> {
  return inTransaction(ctx, async (tx) => {
    // The update locks the row first, so a dish saved meanwhile is checked against the new name.
    const allergen = await uniqueCode(input.code, () =>
      allergenRepository.update(tx.db, id, input),
    );
    if (!allergen) return undefined;
    const tags = (await allergenLinkRepository.findDietTagsListing(tx.db, id)).flatMap(
      dietTagsFrom,
    );
    const contradicted = contradictedDietTags([...new Set(tags)], [allergen]);
    if (contradicted.length > 0) {
      throw new ConflictError(
        `Items tagged ${contradicted.join(', ')} list this allergen, which that name rules out.`,
      );
    }
    return allergen;
  });
}
