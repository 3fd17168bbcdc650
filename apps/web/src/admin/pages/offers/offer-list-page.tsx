import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { pickFeatured } from '@restaurant/contract/featured-offer.ts';
import type { Offer } from '@restaurant/contract/offer.ts';
import { ResourceTable } from '#web/admin/components/resource-table.tsx';
import { QueryState } from '#web/admin/components/states.tsx';
import { useToast } from '#web/admin/components/toast.tsx';
import {
  OFFER_STATE_TEXT,
  offerState,
  offersQuery,
  useDeleteOffer,
  useSetFeatured,
} from '#web/admin/features/offers/api.ts';
import { formatShortDate } from '@restaurant/contract/format.ts';
import { restaurantToday } from '#web/admin/lib/restaurant-today.ts';
import { useDeleteConfirmation } from '#web/admin/components/use-delete-confirmation.tsx';
import { paths } from '#web/admin/lib/paths.ts';

const periodText = (offer: Pick<Offer, 'startDate' | 'endDate'>) =>
  `${formatShortDate(offer.startDate)} – ${formatShortDate(offer.endDate)}`;

/** The featured flag as a pressed or unpressed button; the star's shape shows it too. */
function FeaturedToggle(props: { offer: Offer; onToggle: (featured: boolean) => void }) {
  const { offer } = props;
  return (
    <button
      type="button"
      className={offer.featured ? 'btn btn--small toggle toggle--on' : 'btn btn--small toggle'}
      aria-pressed={offer.featured}
      aria-label={`Kiemelt: ${offer.name.hu}`}
      onClick={() => props.onToggle(!offer.featured)}
    >
      <span aria-hidden="true">{offer.featured ? '★' : '☆'}</span> Kiemelt
    </button>
  );
}

/** Which offer the home page shows now, and why; one offer at most is featured on a date. */
function HomeOfferNote(props: { offers: Offer[]; today: string }) {
  const running = props.offers.filter((offer) => offerState(offer, props.today) === 'running');
  const shown = pickFeatured(running);
  return (
    <p className="admin-note" role="status">
      {shown === null
        ? 'Ma egy ajánlat sem fut, ezért a kezdőlapon most nincs ajánlat.'
        : shown.reason === 'featured'
          ? `A kezdőlapon most: „${shown.offer.name.hu}” – ez a kiemelt ajánlat, és ma fut.`
          : `A kezdőlapon most: „${shown.offer.name.hu}” – nincs futó kiemelt ajánlat, ezért a ` +
            'legkorábban indult futó ajánlat látszik.'}{' '}
      Egy napon egy ajánlat lehet kiemelt: a kiemelés csak az egymással átfedő ajánlatokról kerül
      át.
    </p>
  );
}

/** /admin/ajanlatok: every offer, the newest first, with its period, state and featured flag. */
export function OfferListPage() {
  const offers = useQuery(offersQuery());
  const toast = useToast();
  const setFeatured = useSetFeatured();
  const [toggleError, setToggleError] = useState<string | null>(null);
  const remove = useDeleteOffer();
  const deletion = useDeleteConfirmation({
    title: 'Ajánlat törlése',
    message:
      'Biztosan törölni szeretné ezt az ajánlatot? Ez a művelet nem visszavonható, és törli az ' +
      'ajánlat tételeit is.',
    conflictMessage: 'Hiba történt az ajánlat törlése közben.',
    failureMessage: 'Hiba történt az ajánlat törlése közben.',
    remove: (id) => remove.mutateAsync(id),
  });
  const today = restaurantToday();

  const toggle = async (offer: Offer, featured: boolean) => {
    setToggleError(null);
    try {
      await setFeatured.mutateAsync({ offer, featured });
      toast(featured ? 'Kiemelve' : 'Kiemelés megszüntetve');
    } catch {
      setToggleError('Hiba történt a kiemelés mentése közben.');
    }
  };
  const newestFirst = (list: Offer[]) =>
    [...list].sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__header">
        <h1 id="page-title">Ajánlatok kezelése</h1>
        <Link className="btn btn--primary" to={paths.offer('uj')}>
          Új ajánlat
        </Link>
      </div>
      {toggleError ? (
        <p className="form-error" role="alert">
          {toggleError}
        </p>
      ) : null}
      <QueryState
        query={offers}
        loading="Ajánlatok betöltése..."
        error="Hiba történt az ajánlatok betöltése közben."
        empty="Nincsenek ajánlatok az adatbázisban."
      >
        {(data) => (
          <>
            <HomeOfferNote offers={data} today={today} />
            <ResourceTable
              caption="Ajánlatok"
              rows={newestFirst(data)}
              rowName={(row) => row.name.hu}
              editHref={(row) => paths.offer(row.id)}
              onDelete={(row) => deletion.ask(row.id)}
              columns={[
                { header: 'Név (magyar)', cell: (row) => row.name.hu },
                { header: 'Időszak', cell: periodText },
                {
                  header: 'Állapot',
                  cell: (row) => {
                    const state = offerState(row, today);
                    return (
                      <span className={`badge badge--${state}`}>{OFFER_STATE_TEXT[state]}</span>
                    );
                  },
                },
                {
                  header: 'Kiemelt',
                  cell: (row) => (
                    <FeaturedToggle
                      offer={row}
                      onToggle={(featured) => void toggle(row, featured)}
                    />
                  ),
                },
                { header: 'Tételek', cell: (row) => row.items.length, numeric: true },
              ]}
            />
          </>
        )}
      </QueryState>
      {deletion.dialog}
    </section>
  );
}
