import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { addDays } from '@restaurant/contract/calendar.ts';
import type { Reservation } from '@restaurant/contract/reservation.ts';
import { ErrorState, LoadingState } from '#web/admin/components/states.tsx';
import { dayQuery } from '#web/admin/features/reservations/api.ts';
import { ReservationCard } from '#web/admin/features/reservations/reservation-card.tsx';
import { StaffBookingForm } from '#web/admin/features/reservations/staff-booking-form.tsx';
import { restaurantToday } from '#web/admin/lib/restaurant-today.ts';

const HOLDING = new Set(['requested', 'confirmed', 'arrived']);

/** Guests per arrival time among the bookings that hold seats. */
function coversByTime(reservations: Reservation[]): Array<[string, number]> {
  const covers = new Map<string, number>();
  for (const r of reservations) {
    if (HOLDING.has(r.status)) covers.set(r.time, (covers.get(r.time) ?? 0) + r.partySize);
  }
  return [...covers];
}

/** The day sheet for the printer: time, name, party, phone and notes. */
function PrintSheet(props: { date: string; reservations: Reservation[] }) {
  return (
    <table className="print-sheet">
      <caption>Foglalások – {props.date}</caption>
      <thead>
        <tr>
          <th>Idő</th>
          <th>Név</th>
          <th>Fő</th>
          <th>Telefon</th>
          <th>Megjegyzés</th>
        </tr>
      </thead>
      <tbody>
        {props.reservations
          .filter((r) => HOLDING.has(r.status))
          .map((r) => (
            <tr key={r.id}>
              <td>{r.time}</td>
              <td>{r.name}</td>
              <td>{r.partySize}</td>
              <td>{r.phone}</td>
              <td>
                {[r.table && `asztal ${r.table}`, r.note, r.staffNote].filter(Boolean).join(' · ')}
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

export function ReservationsPage() {
  const [search, setSearch] = useSearchParams();
  const date = search.get('nap') ?? restaurantToday();
  const day = useQuery(dayQuery(date));
  const go = (to: string) => setSearch({ nap: to });
  return (
    <div className="reservations-page">
      <h1>Foglalások</h1>
      <div className="day-nav">
        <button type="button" className="btn btn--secondary" onClick={() => go(addDays(date, -1))}>
          ‹ Előző nap
        </button>
        <label className="visually-hidden" htmlFor="reservations-date">
          Nap
        </label>
        <input
          id="reservations-date"
          type="date"
          value={date}
          onChange={(event) => event.target.value && go(event.target.value)}
        />
        <button type="button" className="btn btn--secondary" onClick={() => go(addDays(date, 1))}>
          Következő nap ›
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          Nyomtatás
        </button>
      </div>
      {day.isPending ? <LoadingState /> : null}
      {day.isError ? (
        <ErrorState message="A foglalások nem tölthetők be." onRetry={() => void day.refetch()} />
      ) : null}
      {day.data ? (
        <>
          {!day.data.mailConfigured ? (
            <p className="form-error" role="status">
              Az e-mail küldés nincs beállítva (SMTP_URL): a vendégeknek szóló levelek várakoznak,
              és a beállítás után mennek ki.
            </p>
          ) : null}
          {day.data.requested > 0 ? (
            <p role="status">Döntésre vár: {day.data.requested} foglalás.</p>
          ) : null}
          <p className="covers">
            {coversByTime(day.data.reservations)
              .map(([time, covers]) => `${time}: ${covers} fő`)
              .join(' · ') || 'Erre a napra nincs foglalás.'}
          </p>
          <ul className="booking-list">
            {day.data.reservations.map((r) => (
              <ReservationCard key={`${r.id}-${r.status}`} reservation={r} />
            ))}
          </ul>
          <PrintSheet date={date} reservations={day.data.reservations} />
        </>
      ) : null}
      <StaffBookingForm date={date} />
    </div>
  );
}
