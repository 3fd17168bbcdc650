import type { Offer, OfferInput } from '@restaurant/contract/offer.ts';
import type { Db } from '#src/db/database.ts';
import { inTransaction } from '#src/db/transaction.ts';
import * as offerRepository from '#src/modules/offers/offer.repository.ts';

/** The offers running on the date. */
export function findRunningOffers(db: Db, date: string): Promise<Offer[]> {
  return offerRepository.findRunningOn(db, date);
}

/** At most one offer is featured: featuring one takes the flag from every other, in the same transaction. */
async function keepOneFeatured(trx: Db, id: number, input: OfferInput): Promise<void> {
  if (input.featured) await offerRepository.unfeatureAllBut(trx, id);
}

export function createOffer(db: Db, input: OfferInput): Promise<Offer> {
  return inTransaction(db, async (trx) => {
    const id = await offerRepository.insert(trx, input);
    await keepOneFeatured(trx, id, input);
    return (await offerRepository.findById(trx, id))!;
  });
}

/** Undefined when there is no such offer. */
export function updateOffer(db: Db, id: number, input: OfferInput): Promise<Offer | undefined> {
  return inTransaction(db, async (trx) => {
    if (!(await offerRepository.update(trx, id, input))) return undefined;
    await keepOneFeatured(trx, id, input);
    return offerRepository.findById(trx, id);
  });
}
