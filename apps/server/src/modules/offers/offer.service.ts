import type { Offer } from '@restaurant/contract/offer.ts';

/** The latest-starting running featured offer, else the first running offer, else null. */
export function pickFeatured(running: Offer[]): Offer | null {
  const featured = running.filter((offer) => offer.featured);
  if (featured.length > 0) {
    return featured.reduce((latest, offer) =>
      offer.startDate > latest.startDate ? offer : latest,
    );
  }
  return running[0] ?? null;
}
