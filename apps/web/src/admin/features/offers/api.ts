import { queryOptions, useMutation } from '@tanstack/react-query';
import type { MenuItemInput } from '@restaurant/contract/menu-item.ts';
import type { Offer, OfferInput, OfferItem } from '@restaurant/contract/offer.ts';
import { api } from '#web/admin/lib/api-client.ts';
import { useInvalidate } from '#web/admin/lib/use-invalidate.ts';

const KEY = ['offers'] as const;

type OfferState = 'upcoming' | 'running' | 'ended';
export const OFFER_STATE_TEXT: Record<OfferState, string> = {
  upcoming: 'Hamarosan',
  running: 'Fut',
  ended: 'Lejárt',
};

/** Whether the offer starts later, runs on the given day (both ends included) or is over. */
export function offerState(offer: Pick<Offer, 'startDate' | 'endDate'>, today: string): OfferState {
  if (offer.startDate > today) return 'upcoming';
  return offer.endDate < today ? 'ended' : 'running';
}

export const offersQuery = () =>
  queryOptions({ queryKey: [...KEY, 'list'], queryFn: () => api<Offer[]>('GET', '/api/offers') });

export const offerQuery = (id: number) =>
  queryOptions({ queryKey: [...KEY, id], queryFn: () => api<Offer>('GET', `/api/offers/${id}`) });

export function useSaveOffer() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: OfferInput }) =>
      id === null
        ? api<Offer>('POST', '/api/offers', input)
        : api<Offer>('PUT', `/api/offers/${id}`, input),
    onSuccess: invalidate,
  });
}

/** Turns the featured flag on or off, keeping the rest of the offer. */
export function useSetFeatured() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: ({ offer, featured }: { offer: Offer; featured: boolean }) =>
      api<Offer>('PUT', `/api/offers/${offer.id}`, {
        name: offer.name,
        startDate: offer.startDate,
        endDate: offer.endDate,
        featured,
      } satisfies OfferInput),
    onSettled: invalidate,
  });
}

export function useDeleteOffer() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (id: number) => api<void>('DELETE', `/api/offers/${id}`),
    onSuccess: invalidate,
  });
}

export function useSaveOfferItem() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (target: { offerId: number; itemId: number | null; input: MenuItemInput }) => {
      const items = `/api/offers/${target.offerId}/items`;
      return target.itemId === null
        ? api<OfferItem>('POST', items, target.input)
        : api<OfferItem>('PUT', `${items}/${target.itemId}`, target.input);
    },
    onSuccess: invalidate,
  });
}

export function useDeleteOfferItem() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: ({ offerId, itemId }: { offerId: number; itemId: number }) =>
      api<void>('DELETE', `/api/offers/${offerId}/items/${itemId}`),
    onSuccess: invalidate,
  });
}

export function useReorderOfferItems() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: ({ offerId, itemIds }: { offerId: number; itemIds: number[] }) =>
      api<OfferItem[]>('PUT', `/api/offers/${offerId}/items/order`, { itemIds }),
    onSettled: invalidate,
  });
}
