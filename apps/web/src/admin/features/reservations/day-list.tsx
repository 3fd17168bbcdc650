import type { ListedReservation, ReservationStatus } from '@restaurant/contract/reservation.ts';
import type { WaitlistEntry } from '@restaurant/contract/waitlist.ts';
import { BookingCards, type CardsProps } from '#web/admin/features/reservations/booking-cards.tsx';
import { EventGroup, eventGroups } from '#web/admin/features/reservations/event-group.tsx';
import { useWideScreen } from '#web/admin/lib/use-wide-screen.ts';

/** The statuses of bookings that no longer come: they close the day in a group of their own. */
const CLOSED: ReservationStatus[] = ['finished', 'noShow', 'cancelled', 'declined'];

/** The day in the order service needs it: who is still to come, who sits, and the rest. */
const GROUPS: Array<{ title: string; statuses: ReservationStatus[]; folded: boolean }> = [
  { title: 'Érkezik', statuses: ['requested', 'confirmed'], folded: false },
  { title: 'Az asztaloknál', statuses: ['arrived'], folded: true },
  { title: 'Lezárva', statuses: CLOSED, folded: true },
];

const COLUMNS = ['Idő', 'Név', 'Fő', 'Asztal', 'Állapot', 'Műveletek'];

/**
 * The day's bookings by group: each event's bookings still to come or seated form a group of
 * their own (with the event's waiting list), the others go by status. On a phone the seated and closed ones fold to a line each;
 * on a desktop every booking is a row of one table (time, name, party, table, status, actions). A
 * card moves group when its booking ends, so the ending that can be taken back comes from the page.
 */
export function DayList(
  props: CardsProps & { reservations: ListedReservation[]; waitlist: WaitlistEntry[] },
) {
  const wide = useWideScreen();
  const ofEvent = (r: ListedReservation) => r.eventId !== null && !CLOSED.includes(r.status);
  const { reservations, waitlist, ...cards } = props;
  return (
    <div className={wide ? 'day-list day-list--table' : 'day-list'}>
      {wide ? (
        <div className="day-list__columns" aria-hidden="true">
          {COLUMNS.map((column) => (
            <span key={column}>{column}</span>
          ))}
        </div>
      ) : null}
      {eventGroups(reservations.filter(ofEvent)).map((group) => (
        <EventGroup
          key={group.eventId}
          {...group}
          {...cards}
          waiting={waitlist.filter((entry) => entry.eventId === group.eventId)}
        />
      ))}
      {GROUPS.map((group) => {
        const rows = reservations.filter((r) => group.statuses.includes(r.status) && !ofEvent(r));
        if (rows.length === 0) return null;
        const guests = rows.reduce((sum, r) => sum + r.partySize, 0);
        return (
          <section key={group.title} aria-label={group.title}>
            <h3 className="day-list__title">
              {group.title}: {rows.length} foglalás, {guests} fő
            </h3>
            <BookingCards {...cards} reservations={rows} folded={group.folded && !wide} />
          </section>
        );
      })}
    </div>
  );
}
