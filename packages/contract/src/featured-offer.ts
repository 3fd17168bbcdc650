import type { Offer } from './offer.ts';

/** Why the home page shows the offer it shows. */
export type FeaturedReason = 'featured' | 'first-running';

/**
 * The offer the home page shows: the running featured one (there is at most one featured offer),
 * else the running offer that started first; null when none runs.
 */
export function pickFeatured<T extends Pick<Offer, 'featured' | 'startDate'>>(
  running: T[],
): { offer: T; reason: FeaturedReason } | null {
  const featured = running.find((offer) => offer.featured);
  if (featured) return { offer: featured, reason: 'featured' };
  const first = running[0];
  return first ? { offer: first, reason: 'first-running' } : null;
}
