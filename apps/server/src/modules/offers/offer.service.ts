import type { Offer, OfferInput } from '@restaurant/contract/offer.ts';
import type { Context } from '#src/context.ts';
import type { Db } from '#src/db/database.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { lockFor } from '#src/db/unit-of-work.ts';
import * as offerRepository from '#src/modules/offers/offer.repository.ts';

/** The offers running on the date. */
export function findRunningOffers(ctx: Context, date: string): Promise<Offer[]> {
  return offerRepository.findRunningOn(ctx.db, date);
}

/**
 * At most one offer is featured on any date: featuring one takes the flag from the offers whose
 * dates overlap it, in the same transaction, and leaves the others (next week's featured offer
 * does not take this week's).
 */
async function keepOneFeatured(trx: Db, id: number, input: OfferInput): Promise<void> {
  if (input.featured) await offerRepository.unfeatureOverlapping(trx, id, input);
}

/**
 * Featuring writes take turns (the lock is taken before any offer is written), so that two offers
 * featured at once for the same days cannot each clear the other's flag before setting their own.
 */
const FEATURED_LOCK = 'featured offer';

async function lockIfFeaturing(trx: Db, input: OfferInput): Promise<void> {
  if (input.featured) await lockFor(trx, FEATURED_LOCK);
}

export function createOffer(ctx: Context, input: OfferInput): Promise<Offer> {
  return inTransaction(ctx, async (tx) => {
    await lockIfFeaturing(tx.db, input);
    const id = await offerRepository.insert(tx.db, input);
    await keepOneFeatured(tx.db, id, input);
    return (await offerRepository.findById(tx.db, id))!;
  });
}

/** Undefined when there is no such offer. */
export function updateOffer(
  ctx: Context,
  id: number,
  input: OfferInput,
): Promise<Offer | undefined> {
  return inTransaction(ctx, async (tx) => {
    await lockIfFeaturing(tx.db, input);
    if (!(await offerRepository.update(tx.db, id, input))) return undefined;
    await keepOneFeatured(tx.db, id, input);
    return offerRepository.findById(tx.db, id);
  });
}
