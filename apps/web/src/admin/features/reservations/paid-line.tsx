import type { ListedReservation } from '@restaurant/contract/reservation.ts';

/**
 * The event a booking is of and, when the event is paid in advance, whether its transfer has
 * arrived, with the button staff tap to mark it (or take the mark back).
 */
export function PaidLine(props: {
  reservation: ListedReservation;
  pending: boolean;
  onPaid: (paid: boolean) => void;
}) {
  const { event, paidAt } = props.reservation;
  if (!event) return null;
  const paid = paidAt !== null;
  return (
    <p className="booking-card__event">
      <span>Esemény: {event.title}</span>
      {event.prepaymentRequired ? (
        <>
          {' '}
          <span className={paid ? 'badge badge--running' : 'badge badge--warning'}>
            {paid ? 'Fizetve' : 'Nincs fizetve'}
          </span>{' '}
          <button
            type="button"
            className="btn btn--secondary"
            disabled={props.pending}
            onClick={() => props.onPaid(!paid)}
          >
            {paid ? 'Mégsem fizetett' : 'Fizetettnek jelölöm'}
          </button>
        </>
      ) : null}
    </p>
  );
}
