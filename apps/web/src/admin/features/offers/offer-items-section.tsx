import { ItemPrice } from '#web/admin/components/item-price.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Offer } from '@restaurant/contract/offer.ts';
import { MoveButtons, moved } from '#web/admin/components/move-buttons.tsx';
import { ResourceTable, nameColumns } from '#web/admin/components/resource-table.tsx';
import { EmptyState } from '#web/admin/components/states.tsx';
import {
  offerQuery,
  useDeleteOfferItem,
  useReorderOfferItems,
} from '#web/admin/features/offers/api.ts';
import { useDeleteConfirmation } from '#web/admin/components/use-delete-confirmation.tsx';
import { paths } from '#web/admin/lib/paths.ts';

/** The items of a saved offer: the home page shows the first three, so their order matters. */
export function OfferItemsSection(props: { offer: Offer }) {
  const { offer } = props;
  const client = useQueryClient();
  const reorder = useReorderOfferItems();
  const removeItem = useDeleteOfferItem();
  const [orderError, setOrderError] = useState<string | null>(null);
  const deletion = useDeleteConfirmation({
    title: 'Tétel törlése',
    message:
      'Biztosan törölni szeretné ezt a tételt az ajánlatból? Ez a művelet nem visszavonható.',
    conflictMessage: 'Hiba történt a tétel törlése közben.',
    failureMessage: 'Hiba történt a tétel törlése közben.',
    remove: (itemId) => removeItem.mutateAsync({ offerId: offer.id, itemId }),
  });

  const move = (index: number, step: -1 | 1) => {
    const itemIds = moved(
      offer.items.map((item) => item.id),
      index,
      step,
    );
    setOrderError(null);
    const items = itemIds.map((id) => offer.items.find((item) => item.id === id)!);
    client.setQueryData(
      offerQuery(offer.id).queryKey,
      (current) => current && { ...current, items },
    );
    reorder.mutate(
      { offerId: offer.id, itemIds },
      { onError: () => setOrderError('Hiba történt a sorrend mentése közben.') },
    );
  };

  return (
    <section className="admin-page admin-subsection" aria-labelledby="offer-items-title">
      <div className="admin-page__header">
        <h2 id="offer-items-title">Tételek</h2>
        <Link className="btn btn--primary" to={paths.offerItem(offer.id, 'uj')}>
          Új tétel
        </Link>
      </div>
      <p className="admin-note">A kezdőlap az első három tételt mutatja.</p>
      {orderError ? (
        <p className="form-error" role="alert">
          {orderError}
        </p>
      ) : null}
      {offer.items.length === 0 ? (
        <EmptyState message='Még nincsenek tételek ebben az ajánlatban. Kattintson az "Új tétel" gombra.' />
      ) : (
        <ResourceTable
          caption={`Tételek – ${offer.name.hu}`}
          rows={offer.items}
          rowName={(row) => row.name.hu}
          editHref={(row) => paths.offerItem(offer.id, row.id)}
          onDelete={(row) => deletion.ask(row.id)}
          columns={[
            {
              header: 'Sorrend',
              cell: (row) => (
                <MoveButtons
                  index={offer.items.indexOf(row)}
                  count={offer.items.length}
                  name={row.name.hu}
                  busy={reorder.isPending}
                  onMove={(step) => move(offer.items.indexOf(row), step)}
                />
              ),
            },
            ...nameColumns(),
            {
              header: 'Ár',
              cell: (row) => <ItemPrice price={row.price} dishPrice={row.dishPrice} />,
              numeric: true,
            },
          ]}
        />
      )}
      {deletion.dialog}
    </section>
  );
}
