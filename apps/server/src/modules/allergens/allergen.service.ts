import type { Db } from '#src/db/database.ts';
import { ValidationError } from '#src/lib/errors.ts';
import * as allergenLinkRepository from '#src/modules/allergens/allergen-link.repository.ts';
import * as allergenRepository from '#src/modules/allergens/allergen.repository.ts';

/** Gives a dish its allergens, inside the caller's transaction; ids that name no allergen are a 400. */
export async function assignAllergens(
  trx: Db,
  table: allergenLinkRepository.LinkTable,
  ownerId: number,
  allergenIds: number[],
): Promise<void> {
  const known = new Set(await allergenRepository.findExistingIds(trx, allergenIds));
  const unknown = allergenIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new ValidationError([
      { path: 'allergenIds', message: `Unknown allergen ids: ${unknown.join(', ')}` },
    ]);
  }
  await allergenLinkRepository.replaceAllergensOf(trx, table, ownerId, allergenIds);
}
