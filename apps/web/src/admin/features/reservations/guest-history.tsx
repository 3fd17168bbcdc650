import type { GuestHistory } from '@restaurant/contract/reservation.ts';

/**
 * The guest's history in a line: "3. látogatás · 1× nem jött" (nothing for a first visit without
 * a no-show), then the note kept with the guest.
 */
export function GuestLine(props: { guest: GuestHistory | null }) {
  const { guest } = props;
  if (!guest) return null;
  const marks = [
    guest.visits > 0 ? `${guest.visits + 1}. látogatás` : null,
    guest.noShows > 0 ? `${guest.noShows}× nem jött` : null,
  ].filter(Boolean);
  return (
    <>
      {marks.length > 0 ? (
        <p className="booking-card__history">
          {marks.map((mark) => (
            <span
              key={mark}
              className={mark!.includes('nem jött') ? 'badge badge--warning' : 'badge'}
            >
              {mark}
            </span>
          ))}
        </p>
      ) : null}
      {guest.note ? <p className="booking-card__note">Vendégjegyzet: {guest.note}</p> : null}
    </>
  );
}
