import type { Offer, OfferInput } from '@restaurant/contract/offer.ts';
import type { Db } from '#src/db/database.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { lockFor } from '#src/db/unit-of-work.ts';
import * as offerRepository from '#src/modules/offers/offer.repository.ts';

/** The offers running on the date. */
export function findRunningOffers(db: Db, date: string): Promise<Offer[]> {
  return offerRepository.findRunningOn(db, date);
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

export function createOffer(db: Db, input: OfferInput): Promise<Offer> {
  return inTransaction({ db }, async ({ db: trx }) => {
    await lockIfFeaturing(trx, input);
    const id = await offerRepository.insert(trx, input);
    await keepOneFeatured(trx, id, input);
    return (await offerRepository.findById(trx, id))!;
  });
}

/** Undefined when there is no such offer. */
export function updateOffer(db: Db, id: number, input: OfferInput): Promise<Offer | undefined> {
  return inTransaction({ db }, async ({ db: trx }) => {
    await lockIfFeaturing(trx, input);
    if (!(await offerRepository.update(trx, id, input))) return undefined;
    await keepOneFeatured(trx, id, input);
    return offerRepository.findById(trx, id);
  });
}
