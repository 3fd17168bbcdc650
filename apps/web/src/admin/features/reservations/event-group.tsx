import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ListedReservation } from '@restaurant/contract/reservation.ts';
import type { WaitlistEntry } from '@restaurant/contract/waitlist.ts';
import { eventSheetQuery } from '#web/admin/features/reservations/api.ts';
import { BookingCards, type CardsProps } from '#web/admin/features/reservations/booking-cards.tsx';
import { DietaryNeeds } from '#web/admin/features/reservations/dietary-needs.tsx';
import { WaitlistSection } from '#web/admin/features/reservations/waitlist-section.tsx';
import { paths } from '#web/admin/lib/paths.ts';

/** One event's bookings of the day, with what its group's title names. */
export type EventBookings = {
  eventId: number;
  title: string;
  time: string;
  prepaymentRequired: boolean;
  reservations: ListedReservation[];
};

/** The day's event bookings by event, in the order of their first booking (the list's time order). */
export function eventGroups(reservations: ListedReservation[]): EventBookings[] {
  const groups = new Map<number, EventBookings>();
  for (const r of reservations) {
    if (r.eventId === null || !r.event) continue;
    const group = groups.get(r.eventId) ?? {
      eventId: r.eventId,
      title: r.event.title,
      time: r.time,
      prepaymentRequired: r.event.prepaymentRequired,
      reservations: [],
    };
    group.reservations.push(r);
    groups.set(r.eventId, group);
  }
  return [...groups.values()];
}

/**
 * An event's group in the service view: its name and start, its bookings and covers, those still
 * unpaid when it is paid in advance, its guests' dietary needs, the way to its print sheet and its
 * waiting list.
 */
export function EventGroup(props: EventBookings & CardsProps & { waiting: WaitlistEntry[] }) {
  const { eventId, title, time, prepaymentRequired, reservations, waiting, ...cards } = props;
  const sheet = useQuery(eventSheetQuery(eventId));
  const heading = `${title}, ${time}`;
  const guests = reservations.reduce((sum, r) => sum + r.partySize, 0);
  const unpaid = reservations.filter((r) => r.paidAt === null).length;
  return (
    <section className="event-group" aria-label={heading}>
      <h3 className="day-list__title">
        {heading}: {reservations.length} foglalás, {guests} fő
      </h3>
      <div className="event-group__facts">
        {prepaymentRequired ? (
          <p>
            {unpaid > 0 ? (
              <span className="badge badge--warning">Nincs fizetve: {unpaid} foglalás</span>
            ) : (
              <span className="badge badge--running">Mind fizetve</span>
            )}
          </p>
        ) : null}
        {sheet.data ? <DietaryNeeds sheet={sheet.data} /> : null}
        <p>
          <Link to={paths.eventSheet(eventId)}>Nyomtatható lap: {title}</Link>
        </p>
      </div>
      <WaitlistSection entries={waiting} />
      <BookingCards {...cards} reservations={reservations} folded={false} />
    </section>
  );
}
