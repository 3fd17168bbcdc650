import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { Offer, OfferItem } from '@restaurant/contract/offer.ts';
import { ErrorState, waitingState } from '#web/admin/components/states.tsx';
import { allergensQuery } from '#web/admin/features/allergens/api.ts';
import { offerQuery, useSaveOfferItem } from '#web/admin/features/offers/api.ts';
import { parseRouteId } from '#web/admin/lib/route-id.ts';
import { paths } from '#web/admin/lib/paths.ts';
import { MenuItemForm } from '#web/admin/pages/menu-items/menu-item-form.tsx';

function OfferItemForm(props: { offer: Offer; item: OfferItem | null; allergens: Allergen[] }) {
  const { offer, item } = props;
  const save = useSaveOfferItem();
  return (
    <MenuItemForm
      of={offer.name.hu}
      item={item}
      allergens={props.allergens}
      back={paths.offer(offer.id)}
      save={(input) => save.mutateAsync({ offerId: offer.id, itemId: item?.id ?? null, input })}
    />
  );
}

/** /admin/ajanlatok/{id}/tetelek/uj and /admin/ajanlatok/{id}/tetelek/{itemId}. */
export function OfferItemFormPage() {
  const params = useParams();
  const offerId = parseRouteId(params.id);
  const itemId = parseRouteId(params.itemId);
  const validOffer = offerId !== null && !Number.isNaN(offerId);
  const offer = useQuery({ ...offerQuery(offerId ?? 0), enabled: validOffer });
  const allergens = useQuery(allergensQuery());

  if (!validOffer) return <ErrorState message="Érvénytelen ajánlat azonosító" />;
  if (Number.isNaN(itemId)) return <ErrorState message="Érvénytelen tétel azonosító" />;
  const waiting = waitingState(itemId === null ? 'Betöltés...' : 'Tétel betöltése...', [
    [offer, 'Hiba történt az ajánlat betöltése közben.'],
    [allergens, 'Hiba történt az allergének betöltése közben.'],
  ]);
  if (waiting) return waiting;
  const item = itemId === null ? null : offer.data!.items.find((entry) => entry.id === itemId);
  if (item === undefined) {
    return <ErrorState message="Ez a tétel nem található ebben az ajánlatban." />;
  }
  return (
    <OfferItemForm
      key={item?.id ?? 'new'}
      offer={offer.data!}
      item={item}
      allergens={allergens.data!}
    />
  );
}
