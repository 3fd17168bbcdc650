import type { DiningTable } from '@restaurant/contract/dining-table.ts';
import type { ListedReservation } from '@restaurant/contract/reservation.ts';
import { ReservationCard, type Ended } from '#web/admin/features/reservations/reservation-card.tsx';

export type CardsProps = {
  /** The room's tables; none when the restaurant keeps none. */
  tables: DiningTable[];
  /** The decision that just ended a booking, offered to be taken back on its card. */
  ended: Ended | null;
  onEnded: (ended: Ended | null) => void;
};

/** A group's bookings, each a card (folded to a line when asked). */
export function BookingCards(
  props: CardsProps & { reservations: ListedReservation[]; folded: boolean },
) {
  return (
    <ul className="booking-list">
      {props.reservations.map((r) => (
        <ReservationCard
          key={`${r.id}-${r.status}`}
          reservation={r}
          tables={props.tables}
          folded={props.folded}
          ended={props.ended?.id === r.id ? props.ended : undefined}
          onEnded={props.onEnded}
        />
      ))}
    </ul>
  );
}
